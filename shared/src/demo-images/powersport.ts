// Motorcycles and ATVs for the demo pictures, built from simple 3D parts (tubes, ellipsoids, panels, wheels)
// painted back to front: a standard road bike (round headlamp, tank, twin, upswept silencer) and a sport-utility
// quad (plastic fenders, racks, knobby tyres). The tank, fenders and body plastics take the lot's colour.
import { drawWheel, type Paint, proj, px, range } from "./car.ts";
import { drawShadow } from "./backdrop.ts";
import { noise3 } from "./curves.ts";
import type { DamageZone } from "./demo-image-name.ts";
import {
  add,
  type Camera,
  centroid,
  circle3,
  css,
  depth,
  ellipsoidEllipse,
  f1,
  facing,
  hex,
  mix,
  mul,
  norm,
  PAINT,
  PLASTIC,
  polygonNormal,
  project,
  type Rgb,
  shade,
  sub,
  type Svg,
  type Vec3,
} from "./scene.ts";

type Kind = "motorcycle" | "atv";

export function powersportBounds(kind: Kind): { length: number; width: number; height: number } {
  return kind === "motorcycle"
    ? { length: 2.15, width: 0.8, height: 1.3 }
    : { length: 2.05, width: 1.18, height: 1.15 };
}

interface Part {
  at: Vec3;
  draw: () => void;
}

const METAL = hex("#9ea4aa");
const DARK = hex("#1c1d1f");
const CHROME_C = hex("#d7dbdf");

class Builder {
  readonly parts: Part[] = [];
  constructor(
    readonly svg: Svg,
    readonly cam: Camera,
    readonly seed: number,
    readonly warp: (p: Vec3) => Vec3,
  ) {}

  tube(points: Vec3[], widthM: number, colour: Rgb, shine = true): void {
    const pts = points.map(this.warp);
    this.parts.push({
      at: centroid(pts),
      draw: () => {
        const w = Math.max(1, px(this.cam, widthM, centroid(pts)));
        const scr = proj(this.cam, pts);
        this.svg.polyline(scr, css(mix(colour, [0, 0, 0], 0.35)), w);
        this.svg.polyline(scr, css(colour), w * 0.7);
        if (shine) {
          this.svg.polyline(
            scr.map((p) => [p[0] - w * 0.15, p[1] - w * 0.2] as const),
            css(mix(colour, [255, 255, 255], 0.6)),
            Math.max(0.5, w * 0.18),
            'opacity="0.8"',
          );
        }
      },
    });
  }

  blob(c: Vec3, axes: Vec3[], base: Rgb, opts: { gloss?: boolean; bias?: number } = {}): void {
    const centre = this.warp(c);
    this.parts.push({
      at: add(centre, [0, 0, 0]),
      draw: () => {
        const e = ellipsoidEllipse(this.cam, centre, axes);
        const view = norm(sub(this.cam.eye, centre));
        const upish = norm(add(view, [0, 0, 0.9]));
        const finish = opts.gloss === false ? PLASTIC : PAINT;
        const light = shade(base, finish, upish, centre, this.cam);
        const mid = shade(base, finish, view, centre, this.cam);
        const fill = this.svg.radialGradient(
          [
            [0, css(mix(light, [255, 255, 255], opts.gloss === false ? 0.05 : 0.25))],
            [0.55, css(mid)],
            [1, css(mix(base, [0, 0, 0], 0.6))],
          ],
          e.cx - e.rx * 0.25,
          e.cy - e.ry * 0.45,
          Math.max(e.rx, e.ry) * 1.2,
        );
        this.svg.push(
          `<ellipse cx="${f1(e.cx)}" cy="${f1(e.cy)}" rx="${f1(e.rx)}" ry="${f1(e.ry)}" transform="rotate(${f1(e.angle)} ${f1(e.cx)} ${f1(e.cy)})" fill="${fill}"/>`,
        );
      },
    });
  }

  panel(points: Vec3[], base: Rgb, gloss = true, bias = 0): void {
    const pts = points.map(this.warp);
    const at = add(centroid(pts), [bias, 0, 0]);
    this.parts.push({
      at,
      draw: () => {
        let n = polygonNormal(pts);
        if (!facing(this.cam, centroid(pts), n)) n = mul(n, -1);
        this.svg.facet(proj(this.cam, pts), css(shade(base, gloss ? PAINT : PLASTIC, n, centroid(pts), this.cam)));
      },
    });
  }

  /** A curved band (fender) over a wheel: arc from a0 to a1 (radians, 0 = forward) at radius r, width w. */
  fender(centre: Vec3, r: number, w: number, a0: number, a1: number, base: Rgb, gloss = true, skirts = true): void {
    const steps = 14;
    for (let i = 0; i < steps; i++) {
      const a = a0 + ((a1 - a0) * i) / steps;
      const b = a0 + ((a1 - a0) * (i + 1)) / steps;
      const p = (ang: number, y: number): Vec3 => [
        centre[0] + Math.cos(ang) * r,
        centre[1] + y,
        centre[2] + Math.sin(ang) * r,
      ];
      this.panel([p(a, -w / 2), p(b, -w / 2), p(b, w / 2), p(a, w / 2)], base, gloss);
      // Side skirts of the fender.
      if (!skirts) continue;
      for (const y of [-w / 2, w / 2]) {
        const q = (ang: number, rr: number): Vec3 => [
          centre[0] + Math.cos(ang) * rr,
          centre[1] + y,
          centre[2] + Math.sin(ang) * rr,
        ];
        this.panel([q(a, r), q(b, r), q(b, r - 0.07), q(a, r - 0.07)], mix(base, [0, 0, 0], 0.1), gloss, 0);
      }
    }
  }

  wheel(centre: Vec3, r: number, width: number, rim: number, spokes: number, knobby: boolean, burnt: boolean): void {
    const c = this.warp(centre);
    const near = this.cam.eye[1] > 0;
    this.parts.push({
      at: c,
      draw: () =>
        drawWheel(this.svg, this.cam, c, near ? 1 : -1, r, width, rim, {
          spokes,
          knobby,
          burnt,
          rimColour: hex("#2a2c2f"),
        }),
    });
  }

  custom(at: Vec3, draw: () => void): void {
    this.parts.push({ at: this.warp(at), draw });
  }

  flush(): void {
    const sorted = this.parts
      .map((p, i) => ({ p, i, d: depth(this.cam, p.at) }))
      .sort((a, b) => b.d - a.d || a.i - b.i);
    for (const { p } of sorted) p.draw();
  }
}

function bikeWarp(zone: DamageZone | null, seed: number, kind: Kind): (p: Vec3) => Vec3 {
  if (!zone || zone === "flood" || zone === "hail" || zone === "burn") return (p) => p;
  const front = kind === "motorcycle" ? 0.75 : 0.7;
  const amp =
    zone === "allover" ? 0.05 : zone === "front" ? 0.04 : zone === "minor" ? 0.008 : zone === "vandal" ? 0.0 : 0.03;
  return (p) => {
    const w =
      zone === "front"
        ? Math.max(0, (p[0] - front * 0.2) / front)
        : zone === "rear"
          ? Math.max(0, (-p[0] - front * 0.2) / front)
          : zone === "side" || zone === "allover" || zone === "roof"
            ? 1
            : 0.5;
    if (w <= 0) return p;
    const n = (k: number) => noise3(seed + k * 131, p[0], p[1], p[2], 0.12);
    const q: Vec3 = zone === "front" ? [p[0] - 0.08 * w * w, p[1], p[2] - 0.03 * w] : p;
    return [q[0] + amp * w * n(1), q[1] + amp * w * n(2), q[2] + amp * w * n(3)];
  };
}

export function drawPowersport(
  svg: Svg,
  cam: Camera,
  kind: Kind,
  paint: Paint,
  zone: DamageZone | null,
  seed: number,
): void {
  const b = new Builder(svg, cam, seed, bikeWarp(zone, seed, kind));
  const burnt = zone === "burn";
  const base = burnt ? mix(paint.base, hex("#2a2522"), 0.75) : paint.base;
  const hl = powersportBounds(kind).length / 2;
  const hw = powersportBounds(kind).width / 2;
  drawShadow(
    svg,
    cam,
    [
      [hl + 0.1, hw * 0.9, 0],
      [-hl - 0.1, hw * 0.9, 0],
      [-hl - 0.1, -hw * 0.9, 0],
      [hl + 0.1, -hw * 0.9, 0],
    ],
    kind === "atv" ? 0.42 : 0.32,
    (cam.focal / 40) * 0.7,
  );
  if (kind === "motorcycle") buildMotorcycle(b, base, burnt);
  else buildAtv(b, base, burnt);
  b.flush();
  drawBikeDamage(svg, cam, kind, zone, seed);
}

function buildMotorcycle(b: Builder, paint: Rgb, burnt: boolean): void {
  const R = 0.315;
  const fa: Vec3 = [0.72, 0, R];
  const ra: Vec3 = [-0.72, 0, R];
  const head: Vec3 = [0.46, 0, 0.98];
  b.wheel(ra, R, 0.17, 0.72, 5, false, burnt);
  b.wheel(fa, R, 0.12, 0.72, 5, false, burnt);
  // Fork legs and brake discs.
  for (const y of [-0.09, 0.09]) {
    b.tube([add(fa, [0, y, 0.02]), add(head, [0.02, y, -0.05])], 0.05, CHROME_C);
    b.tube([add(fa, [0, y, 0]), add(fa, [-0.06, y, 0.28])], 0.065, DARK, false);
  }
  for (const y of [0.075, -0.075]) {
    const c = add(fa, [0, y, 0]);
    b.custom(c, () => {
      const pts = proj(b.cam, circle3(c, [1, 0, 0], [0, 0, 1], 0.15, 30));
      b.svg.polygon(pts, "#8f959b", 'opacity="0.9"');
      b.svg.polygon(proj(b.cam, circle3(c, [1, 0, 0], [0, 0, 1], 0.07, 20)), "#3a3c3f");
    });
  }
  b.fender(fa, R + 0.04, 0.1, Math.PI * 0.2, Math.PI * 0.7, paint, true, false);
  // Frame.
  b.tube([head, [0.28, 0, 0.5], [0.05, 0, 0.32], [-0.16, 0, 0.42]], 0.045, DARK, false);
  b.tube([add(head, [0, 0, 0.02]), [0.0, 0, 0.88], [-0.16, 0, 0.62], [-0.16, 0, 0.42]], 0.05, DARK, false);
  b.tube(
    [
      [-0.16, 0, 0.75],
      [-0.55, 0, 0.82],
      [-0.82, 0, 0.86],
    ],
    0.035,
    DARK,
    false,
  );
  // Swingarm and shocks.
  for (const y of [-0.1, 0.1]) {
    b.tube([[-0.16, y, 0.42], add(ra, [0, y, 0])], 0.05, hex("#2a2c2f"));
    b.tube(
      [add(ra, [0.12, y + Math.sign(y) * 0.03, 0.06]), [-0.42, y + Math.sign(y) * 0.03, 0.8]],
      0.05,
      hex("#b9985a"),
    );
  }
  // Engine: crankcase, cylinders with fins, covers.
  b.blob(
    [0.02, 0, 0.42],
    [
      [0.24, 0, 0],
      [0, 0.16, 0],
      [0, 0, 0.14],
    ],
    METAL,
    { gloss: false },
  );
  b.blob(
    [0.16, 0, 0.64],
    [
      [0.1, 0, 0.05],
      [0, 0.13, 0],
      [-0.04, 0, 0.16],
    ],
    hex("#7d8287"),
    { gloss: false },
  );
  b.custom([0.16, 0.14, 0.64], () => {
    for (let i = 0; i < 6; i++) {
      const z = 0.54 + i * 0.035;
      const a = b.warp([0.09 + i * 0.01, 0.14, z]);
      const c = b.warp([0.26 + i * 0.01, 0.14, z]);
      b.svg.polyline(proj(b.cam, [a, c]), "#4d5156", Math.max(0.6, px(b.cam, 0.01, a)));
    }
  });
  b.blob(
    [0.04, 0.15, 0.42],
    [
      [0.1, 0, 0],
      [0, 0.02, 0],
      [0, 0, 0.09],
    ],
    CHROME_C,
  );
  // Exhaust: header sweeping down and back to an upswept silencer on the near side.
  b.tube(
    [
      [0.24, 0.06, 0.6],
      [0.28, 0.14, 0.34],
      [0.1, 0.18, 0.24],
      [-0.3, 0.2, 0.3],
    ],
    0.05,
    CHROME_C,
  );
  b.tube(
    [
      [-0.3, 0.2, 0.32],
      [-0.82, 0.2, 0.5],
    ],
    0.12,
    hex("#aeb3b8"),
  );
  b.custom([-0.84, 0.2, 0.51], () => {
    const c = b.warp([-0.84, 0.2, 0.51]);
    const e = ellipsoidEllipse(b.cam, c, [
      [0.01, 0, 0],
      [0, 0.055, 0],
      [0, 0, 0.055],
    ]);
    b.svg.push(
      `<ellipse cx="${f1(e.cx)}" cy="${f1(e.cy)}" rx="${f1(e.rx)}" ry="${f1(e.ry)}" transform="rotate(${f1(e.angle)} ${f1(e.cx)} ${f1(e.cy)})" fill="#2b2c2e"/>`,
    );
  });
  // Tank, seat, tail and side cover.
  b.blob(
    [0.18, 0, 0.97],
    [
      [0.3, 0, -0.05],
      [0, 0.165, 0],
      [0.03, 0, 0.13],
    ],
    paint,
  );
  b.blob(
    [-0.12, 0.0, 0.7],
    [
      [0.14, 0, 0],
      [0, 0.12, 0],
      [0, 0, 0.1],
    ],
    paint,
  );
  b.blob(
    [-0.36, 0, 0.9],
    [
      [0.33, 0, 0.04],
      [0, 0.15, 0],
      [0, 0, 0.06],
    ],
    hex("#1a1a1b"),
    { gloss: false },
  );
  b.blob(
    [-0.7, 0, 0.9],
    [
      [0.17, 0, 0.03],
      [0, 0.1, 0],
      [0, 0, 0.07],
    ],
    paint,
  );
  b.custom([-0.86, 0, 0.88], () => {
    const c = b.warp([-0.87, 0, 0.88]);
    const e = ellipsoidEllipse(b.cam, c, [
      [0.02, 0, 0],
      [0, 0.06, 0],
      [0, 0, 0.025],
    ]);
    b.svg.push(
      `<ellipse cx="${f1(e.cx)}" cy="${f1(e.cy)}" rx="${f1(e.rx)}" ry="${f1(e.ry)}" transform="rotate(${f1(e.angle)} ${f1(e.cx)} ${f1(e.cy)})" fill="#b3141c"/>`,
    );
  });
  b.fender(ra, R + 0.04, 0.13, Math.PI * 0.45, Math.PI * 0.85, hex("#1b1c1e"), false, false);
  // Headlamp, instruments, bars, mirrors, pegs and side stand.
  b.blob(
    [0.6, 0, 0.93],
    [
      [0.07, 0, 0],
      [0, 0.095, 0],
      [0, 0, 0.095],
    ],
    CHROME_C,
  );
  b.custom([0.67, 0, 0.93], () => {
    const c = b.warp([0.665, 0, 0.93]);
    const e = ellipsoidEllipse(b.cam, c, [
      [0.005, 0, 0],
      [0, 0.08, 0],
      [0, 0, 0.08],
    ]);
    if (b.cam.eye[0] > 0.6) {
      const fill = b.svg.radialGradient(
        [
          [0, "#ffffff"],
          [0.6, "#d6dde3"],
          [1, "#8a939b"],
        ],
        e.cx - e.rx * 0.2,
        e.cy - e.ry * 0.3,
        Math.max(e.rx, e.ry),
      );
      b.svg.push(
        `<ellipse cx="${f1(e.cx)}" cy="${f1(e.cy)}" rx="${f1(e.rx)}" ry="${f1(e.ry)}" transform="rotate(${f1(e.angle)} ${f1(e.cx)} ${f1(e.cy)})" fill="${fill}"/>`,
      );
    }
  });
  b.blob(
    [0.44, 0, 1.1],
    [
      [0.05, 0, 0],
      [0, 0.1, 0],
      [0, 0, 0.05],
    ],
    hex("#141416"),
    { gloss: false },
  );
  b.tube(
    [
      [0.42, -0.38, 1.12],
      [0.46, -0.2, 1.1],
      [0.48, 0, 1.08],
      [0.46, 0.2, 1.1],
      [0.42, 0.38, 1.12],
    ],
    0.028,
    DARK,
  );
  for (const y of [-0.36, 0.36]) {
    b.tube(
      [
        [0.425, y * 0.92, 1.12],
        [0.415, y * 1.08, 1.125],
      ],
      0.045,
      hex("#111213"),
      false,
    );
    b.tube(
      [
        [0.44, y * 0.75, 1.12],
        [0.4, y * 0.82, 1.32],
      ],
      0.012,
      DARK,
      false,
    );
    b.blob(
      [0.4, y * 0.84, 1.34],
      [
        [0.015, 0, 0],
        [0, 0.06, 0],
        [0, 0, 0.04],
      ],
      hex("#161718"),
      { gloss: false },
    );
  }
  for (const y of [-0.17, 0.17])
    b.tube(
      [
        [-0.08, y * 0.6, 0.36],
        [-0.08, y, 0.36],
      ],
      0.03,
      DARK,
      false,
    );
  b.tube(
    [
      [-0.06, 0.15, 0.32],
      [-0.02, 0.26, 0.03],
    ],
    0.022,
    DARK,
    false,
  );
  // Chain.
  b.tube([[0.02, 0.12, 0.4], add(ra, [0, 0.12, 0.08])], 0.02, hex("#4a4b4d"), false);
}

function buildAtv(b: Builder, paint: Rgb, burnt: boolean): void {
  const R = 0.32;
  const track = 0.46;
  const fx = 0.62;
  const rx = -0.62;
  const plastic = paint;
  for (const [x, w] of [
    [rx, 0.25],
    [fx, 0.2],
  ] as const) {
    for (const y of [-track, track]) b.wheel([x, y, R], R, w, 0.55, 5, true, burnt);
  }
  // Chassis, engine and footwells.
  b.panel(
    [
      [-0.35, -0.22, 0.3],
      [0.4, -0.22, 0.3],
      [0.4, 0.22, 0.3],
      [-0.35, 0.22, 0.3],
    ],
    DARK,
    false,
  );
  b.blob(
    [0.0, 0, 0.42],
    [
      [0.24, 0, 0],
      [0, 0.18, 0],
      [0, 0, 0.12],
    ],
    hex("#55585c"),
    { gloss: false },
  );
  for (const s of [-1, 1]) {
    b.panel(
      [
        [-0.3, s * 0.22, 0.36],
        [0.32, s * 0.22, 0.36],
        [0.32, s * 0.5, 0.38],
        [-0.3, s * 0.5, 0.38],
      ],
      hex("#1a1b1c"),
      false,
    );
    // A-arms to the front hubs and the rear axle.
    b.tube(
      [
        [0.45, s * 0.15, 0.35],
        [fx, s * (track - 0.1), R],
      ],
      0.03,
      DARK,
      false,
    );
    b.tube(
      [
        [0.45, s * 0.15, 0.45],
        [fx, s * (track - 0.1), R + 0.06],
      ],
      0.03,
      DARK,
      false,
    );
    b.tube(
      [
        [0.5, s * 0.18, 0.62],
        [fx - 0.02, s * (track - 0.12), R + 0.08],
      ],
      0.05,
      hex("#b22a22"),
    );
  }
  b.tube(
    [
      [rx, -track + 0.1, R],
      [rx, track - 0.1, R],
    ],
    0.05,
    DARK,
    false,
  );
  // Fenders over each wheel, joined by the body panels.
  for (const [x, from, to] of [
    [fx, 0.02, 0.95],
    [rx, 0.05, 0.98],
  ] as const) {
    for (const y of [-track, track]) b.fender([x, y, R], R + 0.07, 0.3, Math.PI * from, Math.PI * to, plastic);
  }
  // Front body: hood and nose with lamps.
  const front = [
    [0.3, -0.36, 0.78],
    [0.95, -0.3, 0.74],
    [0.95, 0.3, 0.74],
    [0.3, 0.36, 0.78],
  ] as Vec3[];
  b.panel(front, plastic);
  b.panel(
    [
      [0.95, -0.3, 0.74],
      [1.02, -0.26, 0.55],
      [1.02, 0.26, 0.55],
      [0.95, 0.3, 0.74],
    ],
    plastic,
    true,
    0.05,
  );
  b.panel(
    [
      [1.02, -0.26, 0.55],
      [1.0, -0.24, 0.42],
      [1.0, 0.24, 0.42],
      [1.02, 0.26, 0.55],
    ],
    DARK,
    false,
    0.05,
  );
  for (const s of [-1, 1]) {
    b.panel(
      [
        [0.3, s * 0.36, 0.78],
        [0.95, s * 0.3, 0.74],
        [0.92, s * 0.33, 0.56],
        [0.32, s * 0.36, 0.55],
      ],
      plastic,
    );
    b.custom([1.03, s * 0.17, 0.64], () => {
      const c = b.warp([1.0, s * 0.17, 0.645]);
      if (b.cam.eye[0] < 0.8) return;
      const e = ellipsoidEllipse(b.cam, c, [
        [0.005, 0, 0],
        [0, 0.07, 0],
        [0, 0, 0.03],
      ]);
      b.svg.push(
        `<ellipse cx="${f1(e.cx)}" cy="${f1(e.cy)}" rx="${f1(e.rx)}" ry="${f1(e.ry)}" transform="rotate(${f1(e.angle)} ${f1(e.cx)} ${f1(e.cy)})" fill="#e8eef3" stroke="#2a2c2f" stroke-width="0.8"/>`,
      );
    });
  }
  // Side panels under the seat.
  for (const s of [-1, 1])
    b.panel(
      [
        [-0.34, s * 0.3, 0.78],
        [0.32, s * 0.3, 0.8],
        [0.3, s * 0.28, 0.56],
        [-0.32, s * 0.28, 0.56],
      ],
      plastic,
    );
  // Rear body.
  b.panel(
    [
      [-0.95, -0.34, 0.74],
      [-0.3, -0.36, 0.76],
      [-0.3, 0.36, 0.76],
      [-0.95, 0.34, 0.74],
    ],
    plastic,
  );
  b.panel(
    [
      [-0.95, -0.34, 0.74],
      [-0.99, -0.3, 0.55],
      [-0.99, 0.3, 0.55],
      [-0.95, 0.34, 0.74],
    ],
    plastic,
    true,
    -0.05,
  );
  for (const s of [-1, 1]) {
    b.panel(
      [
        [-0.95, s * 0.34, 0.74],
        [-0.3, s * 0.36, 0.76],
        [-0.32, s * 0.36, 0.55],
        [-0.93, s * 0.33, 0.56],
      ],
      plastic,
    );
  }
  b.custom([-1.0, 0, 0.66], () => {
    if (b.cam.eye[0] > -0.8) return;
    const c = b.warp([-0.995, 0, 0.66]);
    const e = ellipsoidEllipse(b.cam, c, [
      [0.005, 0, 0],
      [0, 0.08, 0],
      [0, 0, 0.025],
    ]);
    b.svg.push(
      `<ellipse cx="${f1(e.cx)}" cy="${f1(e.cy)}" rx="${f1(e.rx)}" ry="${f1(e.ry)}" transform="rotate(${f1(e.angle)} ${f1(e.cx)} ${f1(e.cy)})" fill="#b3141c"/>`,
    );
  });
  // Racks.
  for (const [x0, x1, z] of [
    [0.42, 0.98, 0.86],
    [-0.98, -0.38, 0.85],
  ] as const) {
    const ring: Vec3[] = [
      [x0, -0.34, z],
      [x1, -0.3, z],
      [x1, 0.3, z],
      [x0, 0.34, z],
      [x0, -0.34, z],
    ];
    b.tube(ring, 0.025, DARK, false);
    for (const x of range(x0 + 0.1, x1 - 0.1, 3))
      b.tube(
        [
          [x, -0.32, z + 0.005],
          [x, 0.32, z + 0.005],
        ],
        0.015,
        DARK,
        false,
      );
    for (const x of [x0 + 0.04, x1 - 0.04])
      for (const y of [-0.3, 0.3])
        b.tube(
          [
            [x, y, z],
            [x, y, z - 0.1],
          ],
          0.02,
          DARK,
          false,
        );
  }
  // Tank, seat, bars and bumper.
  b.blob(
    [0.18, 0, 0.86],
    [
      [0.17, 0, 0],
      [0, 0.2, 0],
      [0, 0, 0.1],
    ],
    plastic,
  );
  b.blob(
    [-0.2, 0, 0.86],
    [
      [0.34, 0, 0.02],
      [0, 0.17, 0],
      [0, 0, 0.075],
    ],
    hex("#1b1b1c"),
    { gloss: false },
  );
  b.tube(
    [
      [0.3, 0, 0.88],
      [0.36, 0, 1.02],
    ],
    0.04,
    DARK,
    false,
  );
  b.tube(
    [
      [0.34, -0.42, 1.08],
      [0.38, -0.2, 1.04],
      [0.39, 0, 1.03],
      [0.38, 0.2, 1.04],
      [0.34, 0.42, 1.08],
    ],
    0.028,
    DARK,
  );
  for (const y of [-0.4, 0.4])
    b.tube(
      [
        [0.345, y * 0.9, 1.08],
        [0.34, y * 1.07, 1.085],
      ],
      0.045,
      hex("#111213"),
      false,
    );
  b.blob(
    [0.4, 0, 1.05],
    [
      [0.05, 0, 0],
      [0, 0.09, 0],
      [0, 0, 0.04],
    ],
    hex("#141416"),
    { gloss: false },
  );
  b.tube(
    [
      [1.06, -0.25, 0.42],
      [1.1, -0.22, 0.62],
      [1.1, 0.22, 0.62],
      [1.06, 0.25, 0.42],
    ],
    0.035,
    DARK,
    false,
  );
}

function drawBikeDamage(svg: Svg, cam: Camera, kind: Kind, zone: DamageZone | null, seed: number): void {
  if (!zone) return;
  const focus: Record<DamageZone, Vec3> = {
    front: [kind === "atv" ? 0.85 : 0.62, 0.1, kind === "atv" ? 0.65 : 0.75],
    rear: [kind === "atv" ? -0.8 : -0.7, 0.1, kind === "atv" ? 0.7 : 0.85],
    side: [0, 0.2, 0.7],
    roof: [0, 0, 0.95],
    hail: [0.18, 0, 0.97],
    flood: [0, 0.2, 0.45],
    burn: [0.1, 0, 0.7],
    allover: [0, 0.15, 0.7],
    minor: [0.2, 0.15, 0.95],
    vandal: [0.15, 0.15, 0.95],
  };
  const at = focus[zone];
  const [x, y] = project(cam, at);
  // Scratches on the near side.
  let h = seed >>> 0;
  const rnd = () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0;
    h = Math.imul(h ^ (h >>> 13), 3266489909) >>> 0;
    return h / 4294967296;
  };
  const scale = px(cam, 1, at);
  if (zone === "flood") {
    const zw = 0.5;
    const line = [project(cam, [1.1, 0.4, zw]), project(cam, [-1.1, 0.4, zw])];
    svg.polyline(line, "#5a4830", 2, 'opacity="0.55"');
    const low = [project(cam, [-1.1, 0.4, 0]), project(cam, [1.1, 0.4, 0])];
    svg.polygon([...line, ...low], "#6b5a40", 'opacity="0.22"');
  } else if (zone !== "burn" && zone !== "hail") {
    const n = zone === "minor" ? 5 : zone === "allover" ? 16 : 10;
    for (let i = 0; i < n; i++) {
      const sx = x + (rnd() - 0.5) * scale * 0.35;
      const sy = y + (rnd() - 0.5) * scale * 0.2;
      const l = scale * (0.03 + rnd() * 0.08);
      const a = (rnd() - 0.5) * 0.6;
      svg.polyline(
        [
          [sx, sy],
          [sx + Math.cos(a) * l, sy + Math.sin(a) * l],
        ],
        "#f3f1ec",
        0.9,
        'opacity="0.7"',
      );
    }
  } else if (zone === "hail") {
    for (let i = 0; i < 20; i++) {
      const sx = x + (rnd() - 0.5) * scale * 0.45;
      const sy = y + (rnd() - 0.5) * scale * 0.15;
      svg.push(`<ellipse cx="${f1(sx)}" cy="${f1(sy)}" rx="2.2" ry="1.2" fill="#000" opacity="0.18"/>`);
    }
  }
  const r = Math.max(30, scale * (zone === "allover" ? 0.7 : 0.32));
  const fill = svg.radialGradient(
    [
      [0, "#fff4dc", 0.2],
      [1, "#fff4dc", 0],
    ],
    x,
    y,
    r,
    r * 0.75,
  );
  svg.push(`<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(r)}" ry="${f1(r * 0.75)}" fill="${fill}"/>`);
  svg.push(
    `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(r * 0.82)}" ry="${f1(r * 0.62)}" fill="none" stroke="#ffc24a" stroke-width="1.6" stroke-dasharray="6 4" opacity="0.85"/>`,
  );
}
