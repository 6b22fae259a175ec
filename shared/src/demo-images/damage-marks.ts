// Marks drawn over a damaged car: scratches and chipped paint on the struck panels, hail dents, a flood line with
// silt below it, soot, cracked or crazed glass, a deployed airbag behind the windshield, and a soft highlight
// where the damage is, the way inspection photos point it out.
import { BELT, type CarModel, carView, CENTRE, crackAt, EDGE, proj, px, range } from "./car.ts";
import type { DamageModel } from "./damage.ts";
import { type Camera, f1, project, type Pt, ptsAttr, Random, type Svg, type Vec3 } from "./scene.ts";

interface Region {
  t0: number;
  t1: number;
  z0: number;
  z1: number;
}

function scratches(svg: Svg, cam: Camera, car: CarModel, rnd: Random, r: Region, count: number, long = false): void {
  for (let i = 0; i < count; i++) {
    const t = rnd.between(r.t0, r.t1);
    const z = rnd.between(r.z0, r.z1);
    const len = (long ? rnd.between(0.5, 1.4) : rnd.between(0.08, 0.4)) / car.spec.length;
    const slope = rnd.between(-0.12, 0.12) * (long ? 0.4 : 1);
    const pts: Vec3[] = range(0, 1, 6).map((k) => {
      const tt = t + (k - 0.5) * len;
      const zz = z + (k - 0.5) * len * car.spec.length * slope + Math.sin(k * 9 + i) * 0.004;
      return car.side(Math.min(0.995, Math.max(0.005, tt)), zz, 1, 0.007);
    });
    const scr = proj(cam, pts);
    const w = Math.max(0.5, px(cam, 0.006, pts[0] ?? [0, 0, 0]));
    svg.polyline(
      scr.map((p) => [p[0] + 0.6, p[1] + 0.6] as Pt),
      "#000000",
      w,
      'opacity="0.28"',
    );
    svg.polyline(scr, "#f3f1ec", w, `opacity="${rnd.between(0.45, 0.75).toFixed(2)}"`);
  }
}

function chips(svg: Svg, cam: Camera, car: CarModel, rnd: Random, r: Region, count: number): void {
  for (let i = 0; i < count; i++) {
    const t = rnd.between(r.t0, r.t1);
    const z = rnd.between(r.z0, r.z1);
    const c = car.side(t, z, 1, 0.008);
    const size = px(cam, rnd.between(0.015, 0.045), c);
    const [cx, cy] = project(cam, c);
    const pts: Pt[] = [];
    for (let k = 0; k < 7; k++) {
      const a = (k / 7) * Math.PI * 2;
      const rr = size * rnd.between(0.5, 1.1);
      pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * 0.7]);
    }
    svg.polygon(pts, "#9c9a94", 'opacity="0.8"');
  }
}

function highlight(svg: Svg, cam: Camera, at: Vec3, radiusM: number): void {
  const [x, y] = project(cam, at);
  const r = Math.max(28, px(cam, radiusM, at));
  const fill = svg.radialGradient(
    [
      [0, "#fff4dc", 0.2],
      [0.6, "#fff4dc", 0.08],
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

/** Crazed safety glass over a region of the near side glass (t span). */
function crazedSideGlass(svg: Svg, cam: Camera, car: CarModel, t0: number, t1: number, rnd: Random): void {
  const ts = range(t0, t1, 8);
  crazed(svg, proj(cam, [...ts.map((t) => car.point(t, BELT)), ...ts.map((t) => car.point(t, EDGE)).reverse()]), rnd);
}

/** Crazed rear glass (backlight or hatch), when its face is towards the camera. */
function crazedBacklight(svg: Svg, cam: Camera, car: CarModel, rnd: Random): void {
  const s = car.spec;
  if (!s.blGlass || s.open) return;
  const ts = range(s.bl[0], s.bl[1], 8);
  const pts = [...ts.map((t) => car.point(t, EDGE, 1)), ...ts.map((t) => car.point(t, EDGE, -1)).reverse()];
  if (cam.eye[0] > car.x(s.bl[1]) + 1 && cam.eye[1] < 1) return;
  crazed(svg, proj(cam, pts), rnd);
}

function crazed(svg: Svg, area: Pt[], rnd: Random): void {
  const id = svg.id("cz");
  svg.defs.push(`<clipPath id="${id}"><polygon points="${ptsAttr(area)}"/></clipPath>`);
  svg.push(`<g clip-path="url(#${id})">`);
  svg.polygon(area, "#c9d3dc", 'opacity="0.35"');
  const xs = area.map((p) => p[0]);
  const ys = area.map((p) => p[1]);
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const y0 = Math.min(...ys);
  const y1 = Math.max(...ys);
  for (let i = 0; i < 70; i++) {
    const x = rnd.between(x0, x1);
    const y = rnd.between(y0, y1);
    const a = rnd.between(0, Math.PI);
    const l = rnd.between(3, 10);
    svg.polyline(
      [
        [x, y],
        [x + Math.cos(a) * l, y + Math.sin(a) * l],
      ],
      "#ffffff",
      0.6,
      'opacity="0.55"',
    );
  }
  svg.push(`</g>`);
}

export function drawCarDamageMarks(svg: Svg, cam: Camera, car: CarModel, d: DamageModel, seed: number): void {
  const s = car.spec;
  const view = carView(cam, car);
  const rnd = new Random(seed ^ 0x5ca7);
  const belt = (t: number) => car.beltZ(t);
  const bottom = (t: number) => car.bottomZ(t);
  const [fa, ra] = car.axles();
  const windshieldCrack = (strength: number) => {
    if (s.open || !(view.front || view.near)) return;
    const t = s.ws[0] + (s.ws[1] - s.ws[0]) * 0.45;
    const c = car.warp([car.x(t), 0.25, (car.topZ(t) + car.beltZ(t)) / 2 + 0.05]);
    crackAt(svg, project(cam, c), px(cam, 0.5 * strength, c), 11, seed, "#eef3f7");
  };
  const airbag = () => {
    if (s.open || !view.near) return;
    const t = s.ws[1] - 0.01;
    const c = car.warp([car.x(t) - 0.05, 0.4, car.beltZ(t) + 0.14]);
    const [x, y] = project(cam, c);
    const r = px(cam, 0.2, c);
    svg.push(`<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(r)}" ry="${f1(r * 0.8)}" fill="#d9d6cf" opacity="0.55"/>`);
  };
  switch (d.zone) {
    case "front": {
      const r = { t0: 0.02, t1: fa + 0.06, z0: bottom(0.1) + 0.1, z1: belt(0.1) - 0.02 };
      if (view.near) {
        scratches(svg, cam, car, rnd, r, 10);
        chips(svg, cam, car, rnd, r, 6);
      }
      windshieldCrack(0.8);
      airbag();
      if (view.front || view.near) highlight(svg, cam, car.side(0.06, belt(0.06) - 0.15), 0.75);
      break;
    }
    case "rear": {
      const r = { t0: ra - 0.04, t1: 0.99, z0: bottom(0.9) + 0.1, z1: belt(0.9) - 0.03 };
      if (view.near) {
        scratches(svg, cam, car, rnd, r, 10);
        chips(svg, cam, car, rnd, r, 6);
      }
      crazedBacklight(svg, cam, car, rnd);
      if (view.rear || view.near) highlight(svg, cam, car.side(0.95, belt(0.95) - 0.18), 0.7);
      break;
    }
    case "side": {
      const mid = (fa + ra) / 2 + 0.03;
      const r = { t0: mid - 0.2, t1: mid + 0.2, z0: bottom(mid) + 0.1, z1: belt(mid) - 0.03 };
      if (view.near) {
        scratches(svg, cam, car, rnd, r, 14);
        chips(svg, cam, car, rnd, r, 8);
        if (!s.open && s.pillars[0] !== undefined)
          crazedSideGlass(svg, cam, car, s.sideGlass[0] + 0.01, s.pillars[0] - 0.013, rnd);
        highlight(svg, cam, car.side(mid, (belt(mid) + bottom(mid)) / 2), 0.9);
      }
      break;
    }
    case "roof": {
      windshieldCrack(1.2);
      crazedBacklight(svg, cam, car, rnd);
      if (view.near && !s.open && s.pillars[0] !== undefined)
        crazedSideGlass(svg, cam, car, s.pillars[0] + 0.013, s.sideGlass[1], rnd);
      const r = { t0: s.ws[1], t1: s.bl[0], z0: belt(0.5) - 0.1, z1: belt(0.5) - 0.02 };
      if (view.near) scratches(svg, cam, car, rnd, r, 8);
      highlight(svg, cam, car.point((s.ws[1] + s.bl[0]) / 2, CENTRE), 0.9);
      break;
    }
    case "hail": {
      // Small dents over the top surfaces: a shadow crescent and a bright rim each.
      for (let i = 0; i < 200; i++) {
        const t = rnd.between(0.03, 0.97);
        const f = rnd.between(-0.85, 0.85);
        const p = car.onTop(t, Math.abs(f), f < 0 ? -1 : 1, 0.006);
        const r = px(cam, rnd.between(0.012, 0.024), p);
        const [x, y] = project(cam, p);
        svg.push(
          `<ellipse cx="${f1(x)}" cy="${f1(y - r * 0.1)}" rx="${f1(r)}" ry="${f1(r * 0.5)}" fill="#000" opacity="0.13"/><ellipse cx="${f1(x + r * 0.15)}" cy="${f1(y + r * 0.22)}" rx="${f1(r * 0.7)}" ry="${f1(r * 0.25)}" fill="#fff" opacity="0.35"/>`,
        );
      }
      highlight(svg, cam, car.onTop(0.15, 0.2), 0.8);
      break;
    }
    case "flood": {
      if (!view.near && !view.front && !view.rear) break;
      // Silt film below the water line, and the line itself.
      const zw = (t: number) => Math.min(belt(t) - 0.08, 0.62 + 0.03 * Math.sin(t * 7));
      const ts = range(0.005, 0.995, 60);
      if (view.near) {
        const line = ts.map((t) => car.side(t, zw(t), 1, 0.008));
        const low = ts.map((t) => car.side(t, bottom(t), 1, 0.008)).reverse();
        const area = proj(cam, [...line, ...low]);
        const ys = area.map((p) => p[1]);
        svg.polygon(
          area,
          svg.linearGradient(
            [
              [0, "#6b5a40", 0.32],
              [1, "#4a3b28", 0.5],
            ],
            0,
            Math.min(...ys),
            0,
            Math.max(...ys),
          ),
        );
        svg.polyline(proj(cam, line), "#5a4830", Math.max(1, px(cam, 0.02, line[0] ?? [0, 0, 0])), 'opacity="0.7"');
        svg.polyline(
          proj(
            cam,
            ts.map((t) => car.side(t, zw(t) + 0.02, 1, 0.008)),
          ),
          "#e9e1cf",
          Math.max(0.6, px(cam, 0.006, line[0] ?? [0, 0, 0])),
          'opacity="0.45"',
        );
        // Streaks.
        for (let i = 0; i < 26; i++) {
          const t = rnd.between(0.03, 0.97);
          const z1 = zw(t);
          svg.polyline(
            proj(cam, [
              car.side(t, z1, 1, 0.009),
              car.side(t + rnd.between(-0.004, 0.004), z1 - rnd.between(0.08, 0.25), 1, 0.009),
            ]),
            "#4a3b28",
            0.8,
            'opacity="0.35"',
          );
        }
        highlight(svg, cam, car.side(0.5, zw(0.5)), 1.1);
      }
      break;
    }
    case "burn": {
      if (view.near) {
        // Blistered paint at the edge of the charred area, and soot streaks.
        for (let i = 0; i < 60; i++) {
          const t = rnd.between(0.05, 0.6);
          const z = rnd.between(bottom(t) + 0.05, belt(t));
          const p = car.side(t, z, 1, 0.008);
          const c = d.char?.(p) ?? 0;
          if (c < 0.25 || c > 0.75) continue;
          const r = px(cam, rnd.between(0.01, 0.03), p);
          const [x, y] = project(cam, p);
          svg.push(`<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(r)}" fill="#7a4a2a" opacity="0.6"/>`);
        }
        highlight(svg, cam, car.side(0.2, belt(0.2) - 0.05), 1.0);
      }
      break;
    }
    case "allover": {
      if (view.near) {
        scratches(svg, cam, car, rnd, { t0: 0.03, t1: 0.97, z0: bottom(0.5) + 0.08, z1: belt(0.5) - 0.02 }, 26);
        chips(svg, cam, car, rnd, { t0: 0.03, t1: 0.97, z0: bottom(0.5) + 0.08, z1: belt(0.5) - 0.02 }, 14);
        if (!s.open && s.pillars[0] !== undefined)
          crazedSideGlass(svg, cam, car, s.sideGlass[0] + 0.01, s.pillars[0] - 0.013, rnd);
      }
      windshieldCrack(1);
      crazedBacklight(svg, cam, car, rnd);
      airbag();
      highlight(svg, cam, car.side(0.45, (belt(0.45) + bottom(0.45)) / 2), 1.6);
      break;
    }
    case "minor": {
      const t = car.t(car.x(1) + s.length * 0.38);
      const r = { t0: t - 0.05, t1: t + 0.05, z0: belt(t) - 0.3, z1: belt(t) - 0.08 };
      if (view.near) {
        scratches(svg, cam, car, rnd, r, 6);
        highlight(svg, cam, car.side(t, belt(t) - 0.2), 0.35);
      }
      break;
    }
    case "vandal": {
      const r = { t0: 0.2, t1: 0.85, z0: belt(0.5) - 0.25, z1: belt(0.5) - 0.06 };
      if (view.near) {
        scratches(svg, cam, car, rnd, r, 7, true);
        if (!s.open && s.pillars[0] !== undefined)
          crazedSideGlass(svg, cam, car, s.sideGlass[0] + 0.01, s.pillars[0] - 0.013, rnd);
        highlight(svg, cam, car.side(0.45, belt(0.45) - 0.12), 0.9);
      }
      break;
    }
  }
}
