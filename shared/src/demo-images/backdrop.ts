// The auction-yard setting: an overcast sky, a tree line and fence, rows of parked lots fading into the haze,
// asphalt or gravel with faded stall lines, the vehicle's soft shadow, and the yard's lot placard.
import {
  circle3,
  dot,
  hull,
  add,
  type Camera,
  css,
  esc,
  f1,
  hex,
  horizonY,
  mix,
  mul,
  norm,
  PAINT,
  project,
  type Pt,
  Random,
  type Rgb,
  shade,
  sub,
  type Svg,
  type Vec3,
} from "./scene.ts";

export const W = 800;
export const H = 600;

const HAZE: Rgb = [214, 220, 224];

export type Ground = "asphalt" | "gravel";

export function drawBackdrop(svg: Svg, cam: Camera, rnd: Random, ground: Ground): void {
  const hy = Math.max(40, Math.min(H - 120, horizonY(cam)));
  // Sky.
  svg.push(
    `<rect x="0" y="0" width="${W}" height="${f1(hy + 2)}" fill="${svg.linearGradient(
      [
        [0, "#a9bfd4"],
        [0.6, "#d3dee7"],
        [1, "#eef1f2"],
      ],
      0,
      0,
      0,
      hy,
    )}"/>`,
  );
  // A few soft clouds.
  for (let i = 0; i < 5; i++) {
    const cx = rnd.between(-50, W + 50);
    const cy = rnd.between(hy * 0.12, hy * 0.65);
    const rx = rnd.between(110, 240);
    const ry = rx * rnd.between(0.16, 0.26);
    svg.push(
      `<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(rx)}" ry="${f1(ry)}" fill="${svg.radialGradient(
        [
          [0, "#ffffff", rnd.between(0.45, 0.7)],
          [1, "#ffffff", 0],
        ],
        cx,
        cy,
        rx,
        ry,
      )}"/>`,
    );
  }
  // Tree line: two hazy layers of rounded crowns.
  for (const [colour, haze, hMin, hMax] of [
    ["#55675a", 0.62, 14, 30],
    ["#405244", 0.48, 6, 16],
  ] as const) {
    const fill = css(mix(hex(colour), HAZE, haze));
    const crowns: string[] = [];
    let x = -10;
    while (x < W + 10) {
      const r = rnd.between(hMin, hMax) / 2 + 4;
      crowns.push(`<circle cx="${f1(x)}" cy="${f1(hy - rnd.between(hMin, hMax) * 0.55)}" r="${f1(r)}"/>`);
      x += r * rnd.between(0.8, 1.3);
    }
    svg.push(
      `<g fill="${fill}">${crowns.join("")}<rect x="0" y="${f1(hy - hMin * 0.6)}" width="${W}" height="${f1(hMin * 0.6 + 2)}"/></g>`,
    );
  }
  // Ground.
  const far = ground === "asphalt" ? "#a3a39f" : "#b3ab99";
  const near = ground === "asphalt" ? "#6d6c69" : "#8b826f";
  svg.push(
    `<rect x="0" y="${f1(hy)}" width="${W}" height="${f1(H - hy)}" fill="${svg.linearGradient(
      [
        [0, far],
        [1, near],
      ],
      0,
      hy,
      0,
      H,
    )}"/>`,
  );
  // Texture: speckles in a tile.
  const pid = svg.id("p");
  const dots: string[] = [];
  const r2 = new Random(ground === "asphalt" ? 11 : 23);
  for (let i = 0; i < 90; i++) {
    const light = r2.next() < 0.5;
    dots.push(
      `<circle cx="${f1(r2.between(0, 64))}" cy="${f1(r2.between(0, 64))}" r="${f1(r2.between(0.4, ground === "gravel" ? 1.5 : 1))}" fill="${light ? "#ffffff" : "#000000"}" opacity="${r2.between(0.06, 0.2).toFixed(2)}"/>`,
    );
  }
  svg.defs.push(`<pattern id="${pid}" width="64" height="64" patternUnits="userSpaceOnUse">${dots.join("")}</pattern>`);
  svg.push(`<rect x="0" y="${f1(hy)}" width="${W}" height="${f1(H - hy)}" fill="url(#${pid})"/>`);
  // Haze band at the horizon.
  svg.push(
    `<rect x="0" y="${f1(hy - 6)}" width="${W}" height="40" fill="${svg.linearGradient(
      [
        [0, "#e6eaec", 0.0],
        [0.2, "#e6eaec", 0.5],
        [1, "#e6eaec", 0],
      ],
      0,
      hy - 6,
      0,
      hy + 34,
    )}"/>`,
  );
}

/** Rows of parked lots behind the vehicle, hazy and slightly out of focus. */
export function drawYard(svg: Svg, cam: Camera, rnd: Random, target: Vec3): void {
  const ahead = norm([cam.forward[0], cam.forward[1], 0]);
  const side = norm([-ahead[1], ahead[0], 0]);
  const blur = svg.id("b");
  svg.defs.push(
    `<filter id="${blur}" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="1.3"/></filter>`,
  );
  svg.push(`<g filter="url(#${blur})">`);
  const palette = ["#d8d8d6", "#202224", "#8c9096", "#5a5f66", "#7a1c20", "#2c4b78", "#c9c9c4", "#3b3f44", "#a39a86"];
  // Two rows, parked side by side and seen broadside, the far one hazier.
  const rows = [40, 28];
  for (const d of rows) {
    const haze = Math.min(0.7, 0.2 + d / 110);
    const spacing = 5.6;
    const count = 14;
    const start = -((count - 1) / 2) * spacing + rnd.between(-2, 2);
    for (let i = 0; i < count; i++) {
      if (rnd.next() < 0.15) continue;
      const c = add(add(target, mul(ahead, d + rnd.between(-0.3, 0.3))), mul(side, start + i * spacing));
      const base = mix(hex(rnd.pick(palette)), HAZE, haze);
      const yaw = rnd.between(-0.05, 0.05) + (rnd.next() < 0.5 ? 0 : Math.PI);
      const tall = rnd.next() < 0.35;
      const along = norm([
        side[0] * Math.cos(yaw) - side[1] * Math.sin(yaw),
        side[0] * Math.sin(yaw) + side[1] * Math.cos(yaw),
        0,
      ]);
      const across = norm([-along[1], along[0], 0]);
      const at: Vec3 = [c[0], c[1], 0];
      const glass = mix(hex("#1a2027"), HAZE, haze * 0.55);
      parkedCar(svg, cam, at, along, across, tall, base, glass, haze);
    }
  }
  // Chain-link fence further back.
  const fd = 42;
  const left = add(add(target, mul(ahead, fd)), mul(side, -40));
  const right = add(add(target, mul(ahead, fd)), mul(side, 40));
  const pTop = [project(cam, [left[0], left[1], 2.2]), project(cam, [right[0], right[1], 2.2])];
  const pBot = [project(cam, [left[0], left[1], 0]), project(cam, [right[0], right[1], 0])];
  svg.polygon([pTop[0] as Pt, pTop[1] as Pt, pBot[1] as Pt, pBot[0] as Pt], "#9aa1a6", 'opacity="0.25"');
  for (let i = 0; i <= 32; i++) {
    const p = add(left, mul(sub(right, left), i / 32));
    svg.polyline([project(cam, [p[0], p[1], 0]), project(cam, [p[0], p[1], 2.3])], "#7d8489", 1, 'opacity="0.6"');
  }
  svg.polyline(pTop as Pt[], "#7d8489", 1.2, 'opacity="0.7"');
  svg.push(`</g>`);
}

/** A parked lot far behind: body, cabin and glass as three flat silhouettes, hazed by distance. */
function parkedCar(
  svg: Svg,
  cam: Camera,
  centre: Vec3,
  along: Vec3,
  across: Vec3,
  tall: boolean,
  colour: Rgb,
  glass: Rgb,
  haze: number,
): void {
  const c = (a: number, b: number, z: number, length = 4.6, width = 1.8, shift = 0): Vec3 => [
    centre[0] + along[0] * (a * (length / 2) + shift) + across[0] * b * (width / 2),
    centre[1] + along[1] * (a * (length / 2) + shift) + across[1] * b * (width / 2),
    z,
  ];
  const box = (z0: number, z1: number, length: number, width: number, shift: number) => {
    const pts: Vec3[] = [];
    for (const a of [-1, 1])
      for (const b of [-1, 1]) for (const z of [z0, z1]) pts.push(c(a, b, z, length, width, shift));
    return hull(pts.map((p) => project(cam, p)));
  };
  const z1 = tall ? 1.05 : 0.85;
  const lit = mix(shade(colour, PAINT, [0, 0, 1], centre, cam), HAZE, haze * 0.5);
  const side = mix(shade(colour, PAINT, norm([across[0], across[1], 0.2]), centre, cam), HAZE, haze * 0.55);
  const tyre = css(mix(hex("#141414"), HAZE, haze * 0.7));
  // Wheels on the side towards the camera, half hidden by the body.
  const nearSide = dot(across, sub(cam.eye, centre)) > 0 ? 1 : -1;
  for (const a of [-0.62, 0.64]) {
    const wc = c(a, nearSide * 0.92, 0.31);
    svg.polygon(
      circle3(wc, along, [0, 0, 1], 0.31, 14).map((p) => project(cam, p)),
      tyre,
    );
  }
  svg.polygon(box(0.3, z1, 4.6, 1.8, 0), css(side));
  svg.polygon(box(0.24, 0.34, 4.5, 1.75, 0), css(mix(side, [0, 0, 0], 0.35)));
  svg.polygon(box(z1, tall ? 1.72 : 1.4, tall ? 2.8 : 2.2, 1.5, -0.15), css(glass));
  svg.polygon(box(tall ? 1.66 : 1.34, tall ? 1.76 : 1.44, tall ? 2.7 : 2.0, 1.45, -0.15), css(lit));
}

/** Faded stall lines either side of the vehicle and a couple of sealed cracks. */
export function drawStall(svg: Svg, cam: Camera, halfLength: number, halfWidth: number, rnd: Random): void {
  const y = halfWidth + 0.75;
  for (const side of [1, -1]) {
    const a: Vec3 = [halfLength + 1.4, side * y, 0];
    const b: Vec3 = [-halfLength - 1.4, side * y, 0];
    const w = 0.06;
    const quad = [add(a, [0, -w, 0]), add(b, [0, -w, 0]), add(b, [0, w, 0]), add(a, [0, w, 0])].map((p) =>
      project(cam, p),
    );
    svg.polygon(quad, "#e9e6da", 'opacity="0.55"');
  }
  for (let i = 0; i < 3; i++) {
    const x0 = rnd.between(-halfLength - 3, halfLength + 3);
    const y0 = rnd.between(-6, 6);
    const pts: Pt[] = [];
    let p: Vec3 = [x0, y0, 0];
    for (let k = 0; k < 8; k++) {
      pts.push(project(cam, p));
      p = add(p, [rnd.between(-0.3, 0.9), rnd.between(-0.5, 0.5), 0]);
    }
    svg.polyline(pts, "#2e2d2b", 1.1, 'opacity="0.35"');
  }
}

/** A soft contact shadow under a footprint (ground points), blurred. */
export function drawShadow(svg: Svg, cam: Camera, footprint: Vec3[], strength: number, blurPx: number): void {
  const id = svg.id("s");
  svg.defs.push(
    `<filter id="${id}" x="-30%" y="-60%" width="160%" height="220%"><feGaussianBlur stdDeviation="${f1(blurPx)}"/></filter>`,
  );
  svg.polygon(
    footprint.map((p) => project(cam, p)),
    "#000000",
    `opacity="${strength.toFixed(2)}" filter="url(#${id})"`,
  );
}

/** The yard's placard: the lot number in marker on a white board on a stake. */
export function drawPlacard(svg: Svg, x: number, yBottom: number, lot: string | null, rnd: Random): void {
  const w = 118;
  const h = 74;
  const top = yBottom - h - 46;
  const tilt = rnd.between(-3, 3);
  svg.push(`<g transform="rotate(${tilt.toFixed(2)} ${f1(x)} ${f1(yBottom)})">`);
  svg.push(`<ellipse cx="${f1(x)}" cy="${f1(yBottom)}" rx="34" ry="5" fill="#000" opacity="0.25"/>`);
  svg.push(
    `<rect x="${f1(x - 3)}" y="${f1(top + h - 4)}" width="6" height="${f1(yBottom - top - h + 4)}" fill="#6b5338"/>`,
  );
  svg.push(
    `<rect x="${f1(x - w / 2 + 2)}" y="${f1(top + 3)}" width="${w}" height="${h}" rx="3" fill="#000" opacity="0.18"/>`,
  );
  svg.push(
    `<rect x="${f1(x - w / 2)}" y="${f1(top)}" width="${w}" height="${h}" rx="3" fill="${svg.linearGradient(
      [
        [0, "#ffffff"],
        [1, "#e4e6e3"],
      ],
      0,
      top,
      0,
      top + h,
    )}" stroke="#b9bcb8" stroke-width="1"/>`,
  );
  svg.push(`<rect x="${f1(x - w / 2)}" y="${f1(top)}" width="${w}" height="17" rx="3" fill="#1f4e8c"/>`);
  svg.push(`<rect x="${f1(x - w / 2)}" y="${f1(top + 10)}" width="${w}" height="7" fill="#1f4e8c"/>`);
  const font = `font-family="Helvetica, Arial, sans-serif"`;
  svg.push(
    `<text x="${f1(x)}" y="${f1(top + 12.5)}" ${font} font-size="10" font-weight="700" letter-spacing="1.5" fill="#ffffff" text-anchor="middle">LOT</text>`,
  );
  const label = lot ?? `${String.fromCharCode(65 + Math.floor(rnd.next() * 8))}-${10 + Math.floor(rnd.next() * 89)}`;
  const size = label.length > 9 ? 16 : label.length > 7 ? 19 : 22;
  svg.push(
    `<text x="${f1(x)}" y="${f1(top + 43)}" ${font} font-size="${size}" font-weight="700" fill="#16181b" text-anchor="middle">${esc(label)}</text>`,
  );
  svg.push(
    `<text x="${f1(x)}" y="${f1(top + 63)}" ${font} font-size="9" fill="#5b6066" text-anchor="middle" letter-spacing="0.8">ROW ${String.fromCharCode(65 + Math.floor(rnd.next() * 12))} · ${1 + Math.floor(rnd.next() * 60)}</text>`,
  );
  svg.push(`</g>`);
}

/** Photographic finish: a gentle vignette and a discreet watermark. */
export function drawFinish(svg: Svg): void {
  svg.push(
    `<rect x="0" y="0" width="${W}" height="${H}" fill="${svg.radialGradient(
      [
        [0.55, "#000000", 0],
        [1, "#000000", 0.22],
      ],
      W / 2,
      H / 2,
      W * 0.72,
      H * 0.72,
    )}"/>`,
  );
  svg.push(
    `<text x="${W - 14}" y="${H - 12}" font-family="Helvetica, Arial, sans-serif" font-size="11" font-weight="700" fill="#ffffff" opacity="0.55" text-anchor="end" letter-spacing="0.5">BaltBid · demo</text>`,
  );
}
