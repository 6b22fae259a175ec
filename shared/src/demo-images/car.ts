// A car as a lofted surface: cross-sections ("ribs") along its length from profile curves, flat-shaded facets
// (with smoothed normals) sorted back to front, then details placed on the same surface (lights, grille, glass
// trim, shut lines, mirrors, wheels), so every body style is drawn the same way from any angle. Damage warps the
// surface before shading, so crumpled panels shade as crumpled, and adds marks on top (damage-marks.ts).
import { CAR_SPECS, type CarBody, type CarSpec } from "./car-specs.ts";
import { monotone, type Curve } from "./curves.ts";
import type { DamageModel } from "./damage.ts";
import {
  add,
  type Camera,
  centroid,
  CHROME,
  circle3,
  css,
  depth,
  dot,
  ellipsoidEllipse,
  f1,
  facing,
  type Finish,
  GLASS,
  hex,
  hull,
  lerp,
  mix,
  mul,
  norm,
  PAINT,
  PLASTIC,
  polygonNormal,
  project,
  type Pt,
  ptsAttr,
  type Rgb,
  shade,
  sub,
  type Svg,
  type Vec3,
} from "./scene.ts";

export interface Section {
  hw: number;
  zb: number;
  zB: number;
  zT: number;
  g: number;
  /** Right half, bottom to top centre: S0..S6 side, G1 G2 glass (or hood edge), T1 T2 top. */
  pts: [number, number][];
}

const SIDE_Z = [0, 0.1, 0.28, 0.5, 0.72, 0.9, 1];
const SIDE_Y = [0.88, 0.968, 0.996, 1, 0.998, 0.99, 0.955];
/** Index of the belt point (S6), the roof/hood edge (G2) and the top centre (T2) in a half section. */
export const BELT = 6;
export const EDGE = 8;
export const CENTRE = 10;

export const range = (a: number, b: number, n: number) => Array.from({ length: n + 1 }, (_, i) => lerp(a, b, i / n));

const SECTION_CACHE = new Map<CarBody, Map<number, Section>>();

export class CarModel {
  readonly spec: CarSpec;
  readonly body: CarBody;
  private readonly top: Curve;
  private readonly belt: Curve;
  private readonly bottom: Curve;
  private readonly plan: Curve;
  readonly ribs: number[];
  warp: (p: Vec3) => Vec3 = (p) => p;

  constructor(body: CarBody) {
    this.body = body;
    this.sections = SECTION_CACHE.get(body) ?? new Map();
    SECTION_CACHE.set(body, this.sections);
    this.spec = CAR_SPECS[body];
    this.top = monotone(this.spec.top);
    this.belt = monotone(this.spec.belt);
    this.bottom = monotone(this.spec.bottom);
    this.plan = monotone(this.spec.plan);
    const s = this.spec;
    const keys = [
      ...s.ws,
      ...s.bl,
      ...s.sideGlass,
      ...s.pillars.flatMap((p) => [p - 0.012, p + 0.012]),
      ...s.doors,
      ...(s.bed ?? []),
      ...[0.003, 0.007, 0.012, 0.018, 0.025, 0.033, 0.042, 0.052].flatMap((k) => [k, 1 - k]),
    ];
    const ts = new Set<number>([0, 1]);
    for (let i = 0; i <= 64; i++) ts.add(Math.round((i / 64) * 10000) / 10000);
    for (const k of keys) if (k > 0 && k < 1) ts.add(Math.round(k * 10000) / 10000);
    this.ribs = [...ts].sort((a, b) => a - b).filter((t, i, all) => i === 0 || t - (all[i - 1] ?? 0) > 0.0015);
  }

  x(t: number): number {
    return this.spec.length / 2 - t * this.spec.length;
  }
  t(x: number): number {
    return (this.spec.length / 2 - x) / this.spec.length;
  }
  axles(): [number, number] {
    const s = this.spec;
    return [this.t(s.length / 2 - s.frontOverhang), this.t(s.length / 2 - s.frontOverhang - s.wheelbase)];
  }
  beltZ(t: number): number {
    return Math.min(this.belt(t), this.top(t) - 0.005);
  }
  topZ(t: number): number {
    return this.top(t);
  }
  bottomZ(t: number): number {
    return this.bottom(t);
  }
  roofZ(): number {
    return Math.max(...this.spec.top.map((p) => p[1]));
  }
  greenhouse(t: number): number {
    const s = this.spec;
    if (s.open) return 0;
    const [w0, w1] = s.ws;
    const [b0, b1] = s.bl;
    if (t <= w0 || t >= b1) return 0;
    if (t < w1) return (t - w0) / (w1 - w0);
    if (t > b0) return 1 - (t - b0) / (b1 - b0);
    return 1;
  }
  halfWidth(t: number): number {
    return (this.spec.width / 2) * this.plan(t);
  }

  /** Undeformed sections, shared by every picture of a body style. */
  private readonly sections: Map<number, Section>;

  /** Sections are looked up thousands of times per picture: memoised per 0.01 mm of length. */
  section(t: number): Section {
    const key = Math.round(t * 1e5);
    let sec = this.sections.get(key);
    if (!sec) {
      sec = this.computeSection(key / 1e5);
      if (this.sections.size > 20_000) this.sections.clear();
      this.sections.set(key, sec);
    }
    return sec;
  }

  private computeSection(t: number): Section {
    const hw = this.halfWidth(t);
    const zb = this.bottom(t);
    const zT = this.top(t);
    const zB = this.beltZ(t);
    const g = this.greenhouse(t);
    const pts: [number, number][] = SIDE_Z.map((f, i) => [hw * (SIDE_Y[i] ?? 1), zb + f * (zB - zb)]);
    const hr = hw * this.spec.roofInset;
    const hood = [
      [0.925 * hw, zB + 0.22 * (zT - zB)],
      [0.85 * hw, zB + 0.52 * (zT - zB)],
      [0.45 * hw, zB + 0.92 * (zT - zB)],
    ];
    const roof = [
      [lerp(0.955 * hw, hr, 0.5) + 0.012, lerp(zB, zT - 0.05, 0.5)],
      [hr, zT - 0.05],
      [0.55 * hr, zT - 0.01],
    ];
    for (let k = 0; k < 3; k++) {
      const a = hood[k] ?? [0, 0];
      const b = roof[k] ?? [0, 0];
      pts.push([lerp(a[0] ?? 0, b[0] ?? 0, g), lerp(a[1] ?? 0, b[1] ?? 0, g)]);
    }
    pts.push([0, zT]);
    return { hw, zb, zB, zT, g, pts };
  }

  /** Undeformed point of the half section at index i, on side +1 (near, +y) or -1. */
  raw(t: number, i: number, side = 1): Vec3 {
    const p = this.section(t).pts[i] ?? [0, 0];
    return [this.x(t), side * p[0], p[1]];
  }
  point(t: number, i: number, side = 1): Vec3 {
    return this.warp(this.raw(t, i, side));
  }

  /** The outermost side-surface y at height z (up to the roof edge). */
  sideY(t: number, z: number): number {
    const pts = this.section(t).pts;
    let best = 0;
    for (let i = 0; i < EDGE; i++) {
      const a = pts[i] as [number, number];
      const b = pts[i + 1] as [number, number];
      const lo = Math.min(a[1], b[1]);
      const hi = Math.max(a[1], b[1]);
      if (z >= lo && z <= hi && hi > lo) best = Math.max(best, lerp(a[0], b[0], (z - a[1]) / (b[1] - a[1])));
    }
    if (best === 0) best = z < (pts[0]?.[1] ?? 0) ? (pts[0]?.[0] ?? 0) : (pts[EDGE]?.[0] ?? 0);
    return best;
  }
  /** A point on the side surface (warped), nudged outwards so marks sit on top of the paint. */
  side(t: number, z: number, side = 1, out = 0.004): Vec3 {
    return this.warp([this.x(t), side * (this.sideY(t, z) + out), z]);
  }
  /**
   * A point on the nose (end 0) or tail (end 1) at lateral offset y and height z: on the flat cap in the middle,
   * on the rounded corner beyond it.
   */
  end(end: 0 | 1, y: number, z: number, out = 0.004): Vec3 {
    const ay = Math.abs(y);
    const sign = y < 0 ? -1 : 1;
    const capY = this.sideY(end, z);
    if (ay <= capY) return this.warp([this.x(end) + (end === 0 ? out : -out), y, z]);
    let lo = 0;
    let hi = 0.14;
    for (let i = 0; i < 14; i++) {
      const mid = (lo + hi) / 2;
      const t = end === 0 ? mid : 1 - mid;
      if (this.sideY(t, z) < ay) lo = mid;
      else hi = mid;
    }
    const t = end === 0 ? hi : 1 - hi;
    return this.side(t, z, sign, out);
  }
  /** A point on the top surface at lateral fraction f of the half width (0 centre). */
  onTop(t: number, f: number, side = 1, out = 0.004): Vec3 {
    const s = this.section(t);
    const pts = s.pts;
    const y = f * s.hw;
    let z = s.zT;
    for (let i = BELT; i < CENTRE; i++) {
      const a = pts[i] as [number, number];
      const b = pts[i + 1] as [number, number];
      if (y <= a[0] && y >= b[0]) {
        z = lerp(a[1], b[1], (a[0] - y) / (a[0] - b[0] || 1));
        break;
      }
    }
    return this.warp([this.x(t), side * y, z + out]);
  }
  /** Full contour at t: right half bottom to centre, then the left half back down. */
  contour(t: number): Vec3[] {
    const right: Vec3[] = [];
    for (let i = 0; i <= CENTRE; i++) right.push(this.point(t, i, 1));
    const left: Vec3[] = [];
    for (let i = CENTRE - 1; i >= 0; i--) left.push(this.point(t, i, -1));
    return [...right, ...left];
  }
}

// ---------------------------------------------------------------------------------------------------------------

export interface Paint {
  base: Rgb;
  /** Roof colour for two-tone paint. */
  roof?: Rgb;
}

export const PAINTS: Record<string, Paint> = {
  black: { base: hex("#17191c") },
  white: { base: hex("#e9ebeb") },
  silver: { base: hex("#b1b6bb") },
  gray: { base: hex("#5d636a") },
  blue: { base: hex("#1d4c8c") },
  red: { base: hex("#a3161c") },
  green: { base: hex("#2c5a3b") },
  gold: { base: hex("#b4913f") },
  brown: { base: hex("#5b3a25") },
  beige: { base: hex("#c9b892") },
  orange: { base: hex("#d9641c") },
  yellow: { base: hex("#e2b625") },
  purple: { base: hex("#4a2b6e") },
  other: { base: hex("#2f7e86"), roof: hex("#17191c") },
};

const GLASS_TINT = hex("#101820");
const TRIM = hex("#16181a");
const CLAD = hex("#2b2d30");
const INTERIOR = hex("#232325");

type Material = "paint" | "roof" | "glass" | "clad" | "trim" | "interior";

interface Face {
  pts: Vec3[];
  normal: Vec3;
  /** Smoothed normal used for shading. */
  shadeNormal: Vec3;
  at: Vec3;
  material: Material;
}

const FINISH: Record<Material, Finish> = {
  paint: PAINT,
  roof: PAINT,
  glass: GLASS,
  clad: PLASTIC,
  trim: PLASTIC,
  interior: PLASTIC,
};

function materialColour(m: Material, paint: Paint): Rgb {
  switch (m) {
    case "paint":
      return paint.base;
    case "roof":
      return paint.roof ?? paint.base;
    case "glass":
      return GLASS_TINT;
    case "clad":
      return CLAD;
    case "trim":
      return TRIM;
    case "interior":
      return INTERIOR;
  }
}

/** Stroke width in pixels of a feature `m` metres wide at point p. */
export function px(cam: Camera, m: number, p: Vec3): number {
  return (cam.focal * m) / Math.max(0.1, depth(cam, p));
}

export const proj = (cam: Camera, pts: readonly Vec3[]): Pt[] => pts.map((p) => project(cam, p));

function outward(pts: Vec3[], axis: Vec3): Vec3 {
  const n = polygonNormal(pts);
  return dot(n, sub(centroid(pts), axis)) < 0 ? mul(n, -1) : n;
}

export function carFaces(car: CarModel): Face[] {
  const s = car.spec;
  const contours = car.ribs.map((t) => car.contour(t));
  const inSpan = (t0: number, t1: number, span: readonly [number, number]) =>
    t0 >= span[0] - 1e-6 && t1 <= span[1] + 1e-6;
  const nR = car.ribs.length;
  const nC = (contours[0] ?? []).length;
  // Cell normals, then vertex normals averaged over the cells around each vertex.
  const cells: { pts: Vec3[]; normal: Vec3; material: Material }[][] = [];
  for (let r = 0; r < nR - 1; r++) {
    const t0 = car.ribs[r] ?? 0;
    const t1 = car.ribs[r + 1] ?? 0;
    const a = contours[r] ?? [];
    const b = contours[r + 1] ?? [];
    const tm = (t0 + t1) / 2;
    const sec = car.section(tm);
    const axis: Vec3 = [car.x(tm), 0, (sec.zb + sec.zB) / 2 - 0.1];
    const glassSide = inSpan(t0, t1, s.sideGlass) && !s.open;
    const inPillar = s.pillars.some((p) => tm > p - 0.012 && tm < p + 0.012);
    const windshield = inSpan(t0, t1, s.ws) && !s.open;
    const backlight = s.blGlass && inSpan(t0, t1, s.bl) && !s.open;
    const bed = s.bed && inSpan(t0, t1, s.bed);
    const row: { pts: Vec3[]; normal: Vec3; material: Material }[] = [];
    for (let j = 0; j < nC - 1; j++) {
      const seg = j < CENTRE ? j : 2 * CENTRE - 1 - j;
      const pts = [a[j], a[j + 1], b[j + 1], b[j]] as Vec3[];
      let material: Material = "paint";
      const zMid = ((pts[0]?.[2] ?? 0) + (pts[1]?.[2] ?? 0)) / 2;
      if (seg < BELT) {
        if (s.cladding > 0 && zMid < sec.zb + s.cladding) material = "clad";
      } else if (seg < EDGE) {
        if (glassSide) material = inPillar ? "trim" : "glass";
        if (windshield && sec.g > 0.02) material = "glass";
        if (backlight && sec.g > 0.02 && !glassSide && s.sideGlass[1] > s.bl[0]) material = "glass";
      } else {
        if (windshield || backlight) material = "glass";
        else if (sec.g > 0.98 && !bed) material = "roof";
        if (s.open && tm > s.ws[1] + 0.005 && tm < 0.8) material = "interior";
      }
      row.push({ pts, normal: outward(pts, axis), material });
    }
    cells.push(row);
  }
  // Vertex normals: the average of the (up to four) cells around each grid vertex.
  const vn: Vec3[][] = [];
  for (let r = 0; r < nR; r++) {
    const row: Vec3[] = [];
    for (let j = 0; j < nC; j++) {
      let x = 0;
      let y = 0;
      let z = 0;
      for (const rr of [r - 1, r])
        for (const jj of [j - 1, j]) {
          const n = cells[rr]?.[jj]?.normal;
          if (n) {
            x += n[0];
            y += n[1];
            z += n[2];
          }
        }
      row.push(norm([x, y, z]));
    }
    vn.push(row);
  }
  const faces: Face[] = [];
  for (let r = 0; r < nR - 1; r++) {
    const a = vn[r] as Vec3[];
    const b = vn[r + 1] as Vec3[];
    for (let j = 0; j < nC - 1; j++) {
      const c = cells[r]?.[j];
      if (!c) continue;
      const sn = norm(add(add(a[j] as Vec3, a[j + 1] as Vec3), add(b[j] as Vec3, b[j + 1] as Vec3)));
      faces.push({ pts: c.pts, normal: c.normal, shadeNormal: sn, at: centroid(c.pts), material: c.material });
    }
  }
  // Nose and tail caps.
  for (const [rib, dir] of [
    [contours[0], 1],
    [contours[contours.length - 1], -1],
  ] as const) {
    if (!rib) continue;
    const pts = [...rib];
    const n = polygonNormal(pts);
    const normal = n[0] * dir < 0 ? mul(n, -1) : n;
    faces.push({ pts, normal, shadeNormal: normal, at: centroid(pts), material: "paint" });
  }
  return faces;
}

export function drawCarBody(svg: Svg, cam: Camera, car: CarModel, paint: Paint, damage: DamageModel | null): void {
  const faces = carFaces(car)
    .filter((f) => facing(cam, f.at, f.normal))
    .map((f) => ({ f, d: depth(cam, f.at) }))
    .sort((a, b) => b.d - a.d);
  for (const { f } of faces) {
    let base = materialColour(f.material, paint);
    let finish = FINISH[f.material];
    if (damage?.char) {
      const c = damage.char(f.at);
      if (c > 0) {
        base = mix(base, f.material === "glass" ? hex("#0a0908") : hex("#2a2522"), c);
        if (c > 0.5) finish = PLASTIC;
      }
    }
    if (damage?.torn && f.material === "paint" && damage.torn(f.at)) {
      base = hex("#2a2c2e");
      finish = PLASTIC;
    }
    // Crumpled facets shade by their own normal; smooth panels by the averaged one.
    const n = damage && dot(f.normal, f.shadeNormal) < 0.985 ? f.normal : f.shadeNormal;
    svg.facet(proj(cam, f.pts), css(shade(base, finish, n, f.at, cam)));
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Wheels.

export interface WheelStyle {
  spokes: number;
  burnt?: boolean;
  muddy?: boolean;
  rimColour?: Rgb;
  /** Knobby off-road tread (ATVs, dirt bikes). */
  knobby?: boolean;
}

export function drawWheel(
  svg: Svg,
  cam: Camera,
  centre: Vec3,
  side: number,
  r: number,
  width: number,
  rimRatio: number,
  style: WheelStyle,
  axisDir: Vec3 = [0, 1, 0],
): void {
  const axis = mul(axisDir, side);
  const u = norm(cross3(axisDir, [0, 0, 1]));
  const v: Vec3 = [0, 0, 1];
  const outerC = add(centre, mul(axis, width / 2));
  const innerC = add(centre, mul(axis, -width / 2));
  const visibleFace = dot(axis, sub(cam.eye, outerC)) > 0;
  const tyrePts = [...circle3(outerC, u, v, r * 0.985, 48), ...circle3(innerC, u, v, r * 0.985, 48)];
  const tyre = hull(proj(cam, tyrePts));
  const ys = tyre.map((p) => p[1]);
  svg.polygon(
    tyre,
    svg.linearGradient(
      [
        [0, "#2e2f31"],
        [0.5, "#1c1d1e"],
        [1, "#0e0e0f"],
      ],
      0,
      Math.min(...ys),
      0,
      Math.max(...ys),
    ),
  );
  if (style.knobby) {
    // Tread blocks across the visible band.
    for (let k = 0; k < 28; k++) {
      const a = (k / 28) * Math.PI * 2;
      const o = add(outerC, add(mul(u, Math.cos(a) * r), mul(v, Math.sin(a) * r)));
      const i = add(innerC, add(mul(u, Math.cos(a) * r), mul(v, Math.sin(a) * r)));
      svg.polyline(proj(cam, [o, i]), "#0a0a0a", Math.max(0.8, px(cam, 0.03, o)), 'opacity="0.6"');
    }
  }
  if (!visibleFace) return;
  const wall = proj(cam, circle3(outerC, u, v, r, 56));
  const wys = wall.map((p) => p[1]);
  svg.polygon(
    wall,
    svg.linearGradient(
      [
        [0, "#3b3c3e"],
        [0.45, "#232426"],
        [1, "#151516"],
      ],
      0,
      Math.min(...wys),
      0,
      Math.max(...wys),
    ),
  );
  svg.polyline(
    [...proj(cam, circle3(outerC, u, v, r * 0.9, 56)), project(cam, add(outerC, mul(u, r * 0.9)))],
    "#2f3032",
    Math.max(0.6, px(cam, 0.012, outerC)),
  );
  const rr = r * rimRatio;
  if (style.burnt) {
    svg.polygon(proj(cam, circle3(outerC, u, v, rr, 40)), "#3d3935");
    svg.polygon(proj(cam, circle3(add(outerC, mul(axis, -0.05)), u, v, rr * 0.8, 32)), "#1d1b1a");
    return;
  }
  const rimFace = add(outerC, mul(axis, -0.012));
  const rimBase = style.rimColour ?? hex("#c4c9ce");
  const lip = proj(cam, circle3(rimFace, u, v, rr, 48));
  const lys = lip.map((p) => p[1]);
  const lipTop = Math.min(...lys);
  const lipBot = Math.max(...lys);
  svg.polygon(
    lip,
    svg.linearGradient(
      [
        [0, css(mix(rimBase, [255, 255, 255], 0.55))],
        [0.5, css(rimBase)],
        [1, css(mix(rimBase, [40, 40, 40], 0.55))],
      ],
      0,
      lipTop,
      0,
      lipBot,
    ),
  );
  const dish = add(outerC, mul(axis, -0.09));
  svg.polygon(proj(cam, circle3(add(outerC, mul(axis, -0.02)), u, v, rr * 0.93, 44)), "#1f2123");
  svg.polygon(proj(cam, circle3(dish, u, v, rr * 0.78, 40)), "#6b6d70");
  svg.polygon(proj(cam, circle3(dish, u, v, rr * 0.3, 24)), "#3b3d40");
  if (style.spokes > 0) {
    const caliper = circle3(add(dish, mul(axis, 0.02)), u, v, rr * 0.7, 10, Math.PI * 0.15, Math.PI * 0.45);
    svg.polyline(proj(cam, caliper), "#2d2f33", Math.max(1, px(cam, 0.05, dish)));
  }
  if (style.spokes === 0) {
    // A steel wheel with a plain hub cap (vans).
    svg.polygon(
      proj(cam, circle3(add(rimFace, mul(axis, 0.004)), u, v, rr * 0.86, 40)),
      svg.linearGradient(
        [
          [0, "#dadee1"],
          [1, "#8f959b"],
        ],
        0,
        lipTop,
        0,
        lipBot,
      ),
    );
    svg.polygon(proj(cam, circle3(add(rimFace, mul(axis, 0.008)), u, v, rr * 0.32, 24)), "#a9afb5");
    for (let k = 0; k < 6; k++) {
      const a = (k / 6) * Math.PI * 2;
      const c = add(add(rimFace, mul(u, Math.cos(a) * rr * 0.6)), mul(v, Math.sin(a) * rr * 0.6));
      svg.polygon(proj(cam, circle3(add(c, mul(axis, 0.006)), u, v, rr * 0.08, 12)), "#656a70");
    }
  } else {
    const n = style.spokes;
    const hubR = rr * 0.24;
    const at = (ang: number, rad: number, off: number) =>
      add(add(add(rimFace, mul(u, Math.cos(ang) * rad)), mul(v, Math.sin(ang) * rad)), mul(axis, off));
    for (let k = 0; k < n; k++) {
      const a = (k / n) * Math.PI * 2 + 0.3;
      const half = (n >= 10 ? 0.08 : n >= 6 ? 0.11 : 0.16) * (Math.PI / 5);
      const pts = [at(a - half * 2.2, hubR, 0.004), at(a - half, rr * 0.93, -0.006), at(a + half, rr * 0.93, -0.006)];
      pts.push(at(a + half * 2.2, hubR, 0.004));
      const normal = norm(add(axis, mul(norm(sub(at(a, rr * 0.6, 0), rimFace)), -0.25)));
      const c = shade(rimBase, CHROME, normal, rimFace, cam);
      svg.facet(proj(cam, pts), css(mix(c, rimBase, 0.5)));
      svg.polyline(proj(cam, [pts[1] as Vec3, pts[0] as Vec3]), css(mix(rimBase, [255, 255, 255], 0.5)), 0.7);
    }
    svg.polygon(
      proj(cam, circle3(add(rimFace, mul(axis, 0.008)), u, v, hubR, 28)),
      css(mix(rimBase, [90, 90, 90], 0.35)),
    );
    svg.polygon(proj(cam, circle3(add(rimFace, mul(axis, 0.012)), u, v, hubR * 0.5, 20)), "#2a2c2f");
  }
  if (style.muddy) {
    const mud = proj(cam, circle3(outerC, u, v, r * 1.002, 40, Math.PI * 1.02, Math.PI * 1.98));
    svg.polygon(mud, "#5e4c37", 'opacity="0.6"');
  }
}

const cross3 = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];

/** The lowest screen y of a polyline per column, sampled across its x range (for "below this edge" regions). */
export function lowerEnvelope(line: readonly Pt[], columns: number): Pt[] {
  const xs = line.map((p) => p[0]);
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const out: Pt[] = [];
  for (let i = 0; i <= columns; i++) {
    const x = lerp(x0, x1, i / columns);
    let best = -Infinity;
    for (let k = 0; k < line.length - 1; k++) {
      const a = line[k] as Pt;
      const b = line[k + 1] as Pt;
      const lo = Math.min(a[0], b[0]);
      const hi = Math.max(a[0], b[0]);
      if (x < lo || x > hi) continue;
      const y = hi === lo ? Math.max(a[1], b[1]) : lerp(a[1], b[1], (x - a[0]) / (b[0] - a[0]));
      best = Math.max(best, y);
    }
    if (best > -Infinity) out.push([x, best]);
  }
  return out;
}

/**
 * A clip path showing a near wheel only where the body does not hide it: through its arch, and below the body's
 * lower edge.
 */
export function wheelClip(svg: Svg, cam: Camera, car: CarModel, axle: number): string {
  const s = car.spec;
  const R = s.wheelR * 1.16;
  const cx = car.x(axle);
  const arch: Vec3[] = [];
  for (let i = 0; i <= 24; i++) {
    const a = Math.PI * (i / 24);
    const x = cx + R * Math.cos(a);
    const z = s.wheelR + R * Math.sin(a) * 0.96;
    arch.push(car.side(car.t(x), z, 1, 0.003));
  }
  arch.push(car.side(car.t(cx - R), car.bottomZ(car.t(cx - R)), 1, 0.003));
  arch.push(car.side(car.t(cx + R), car.bottomZ(car.t(cx + R)), 1, 0.003));
  // The body's lower edge as seen (near-side sill, round the nose and tail), then down off the picture.
  const edge = car.ribs.map((t) => car.point(t, 0, 1));
  const nose = range(0.9, -0.9, 8).map((k) => car.warp([car.x(0), k * car.halfWidth(0), car.bottomZ(0)]));
  const tail = range(-0.9, 0.9, 8).map((k) => car.warp([car.x(1), k * car.halfWidth(1), car.bottomZ(1)]));
  const env = lowerEnvelope(proj(cam, [...nose, ...edge, ...tail]), 120);
  const below: Pt[] = [...env, [env[env.length - 1]?.[0] ?? 0, 2000], [env[0]?.[0] ?? 0, 2000]];
  const id = svg.id("w");
  svg.defs.push(
    `<clipPath id="${id}"><polygon points="${ptsAttr(proj(cam, arch))}"/><polygon points="${ptsAttr(below)}"/></clipPath>`,
  );
  return id;
}

// ---------------------------------------------------------------------------------------------------------------
// Details on the body surface.

function vGradient(svg: Svg, pts: Pt[], stops: readonly (readonly [number, string, number?])[]) {
  const ys = pts.map((p) => p[1]);
  return svg.linearGradient(stops, 0, Math.min(...ys), 0, Math.max(...ys));
}

export interface CarView {
  near: boolean;
  front: boolean;
  rear: boolean;
}

export function carView(cam: Camera, car: CarModel): CarView {
  return {
    near: cam.eye[1] > 0.5,
    front: cam.eye[0] > car.x(0) + 0.2,
    rear: cam.eye[0] < car.x(1) - 0.2,
  };
}

export function drawCarDetails(svg: Svg, cam: Camera, car: CarModel, paint: Paint, damage: DamageModel | null): void {
  const s = car.spec;
  const view = carView(cam, car);
  const line = (pts: Vec3[], colour: string, m: number, extra = "") =>
    svg.polyline(proj(cam, pts), colour, Math.max(0.6, px(cam, m, pts[0] ?? [0, 0, 0])), extra);
  const gap = css(mix(paint.base, [0, 0, 0], 0.72));
  const crease = css(mix(paint.base, [255, 255, 255], 0.5));
  const [fa, ra] = car.axles();
  const zone = damage?.zone;
  const brokenFront = zone === "front" || zone === "allover";
  const brokenRear = zone === "rear" || zone === "allover";

  if (view.near) {
    // Interior seen through the side glass, then the glass sheen.
    drawCabinThroughGlass(svg, cam, car);
    drawGlassSheen(svg, cam, car, view, damage);
    // Character line: a crease catching the sky with a shadow under it.
    const cl = range(0.05, 0.96, 48);
    const cz = (t: number) => car.beltZ(t) - 0.1 - 0.02 * Math.sin(t * Math.PI);
    line(
      cl.map((t) => car.side(t, cz(t), 1, 0.006)),
      crease,
      0.012,
      'opacity="0.45"',
    );
    line(
      cl.map((t) => car.side(t, cz(t) - 0.02, 1, 0.006)),
      gap,
      0.016,
      'opacity="0.18"',
    );
    // Door shut lines, from the sill to the belt.
    for (const t of s.doors) {
      const z0 = car.bottomZ(t) + 0.05;
      const z1 = car.beltZ(t) - 0.004;
      line(
        range(z0, z1, 6).map((z) => car.side(t, z)),
        gap,
        0.006,
      );
    }
    // Door handles.
    for (const t of s.doors.slice(1)) {
      if (s.cargo && t > 0.4) continue;
      const z = car.beltZ(t) - 0.085;
      const h = [car.side(t - 0.045, z, 1, 0.012), car.side(t - 0.012, z, 1, 0.012)];
      line(h, css(mix(paint.base, [0, 0, 0], 0.45)), 0.03);
      line(h, css(mix(paint.base, [255, 255, 255], 0.4)), 0.007, 'opacity="0.8"');
    }
    if (s.cargo) {
      const t0 = s.doors[1] ?? 0.31;
      const t1 = s.doors[2] ?? 0.57;
      line(
        range(car.bottomZ(t1) + 0.05, car.topZ(t1) - 0.12, 8).map((z) => car.side(t1, z)),
        gap,
        0.006,
      );
      line(
        range(t1 - 0.02, 0.95, 10).map((t) => car.side(t, car.beltZ(t) + 0.3)),
        gap,
        0.018,
        'opacity="0.6"',
      );
      const hz = car.beltZ(t0) - 0.05;
      line([car.side(t0 + 0.025, hz, 1, 0.012), car.side(t0 + 0.05, hz, 1, 0.012)], gap, 0.03);
      // Side panel ribs.
      for (const t of range(t1 + 0.05, 0.92, 4)) {
        line([car.side(t, car.beltZ(t) + 0.05), car.side(t, car.topZ(t) - 0.25)], crease, 0.01, 'opacity="0.25"');
      }
    }
    if (s.slider) {
      const t0 = s.doors[2] ?? 0.72;
      line(
        range(t0, 0.92, 8).map((t) => car.side(t, car.beltZ(t) - 0.03)),
        gap,
        0.014,
        'opacity="0.8"',
      );
    }
    // Fuel door.
    const fuelT = s.bed ? s.bed[0] + 0.04 : ra - (0.35 / s.length) * 0.9;
    const fz = car.beltZ(fuelT) - 0.13;
    const fuel = [
      car.side(fuelT - 0.02, fz - 0.055),
      car.side(fuelT + 0.02, fz - 0.055),
      car.side(fuelT + 0.02, fz + 0.05),
      car.side(fuelT - 0.02, fz + 0.05),
      car.side(fuelT - 0.02, fz - 0.055),
    ];
    line(fuel, gap, 0.004);
    if (s.cladding > 0) {
      line(
        range(0.03, 0.97, 40).map((t) => car.side(t, car.bottomZ(t) + s.cladding)),
        "#1a1b1d",
        0.008,
        'opacity="0.7"',
      );
    }
    // Belt trim and window frame.
    if (!s.open && s.sideGlass[1] > s.sideGlass[0]) {
      const ts = range(s.sideGlass[0], s.sideGlass[1], 24);
      const chrome = car.body === "sedan" || car.body === "wagon" || car.body === "minivan";
      line(
        ts.map((t) => car.side(t, car.beltZ(t) + 0.003)),
        chrome ? "#aeb4ba" : "#141517",
        0.012,
      );
      line(
        ts.map((t) => car.point(t, EDGE)),
        chrome ? "#9aa1a8" : "#111214",
        0.016,
      );
    }
    for (const p of s.pillars) {
      svg.polygon(
        proj(cam, [
          car.point(p - 0.012, BELT),
          car.point(p + 0.012, BELT),
          car.point(p + 0.012, EDGE),
          car.point(p - 0.012, EDGE),
        ]),
        "#0f1012",
      );
    }
    // Wheel arches (the wheels are drawn later, clipped to them).
    for (const axle of [fa, ra]) drawArch(svg, cam, car, axle);
    // Side repeater.
    const mt = 0.06;
    const mz = car.beltZ(mt) - 0.06;
    svg.polygon(
      proj(cam, [
        car.side(mt - 0.01, mz - 0.012),
        car.side(mt + 0.012, mz - 0.012),
        car.side(mt + 0.012, mz + 0.012),
        car.side(mt - 0.01, mz + 0.012),
      ]),
      "#d9822b",
      'opacity="0.85"',
    );
  } else {
    drawGlassSheen(svg, cam, car, view, damage);
  }

  if (!s.open) drawAPillars(svg, cam, car, paint, view);
  if (view.front) drawFront(svg, cam, car, brokenFront);
  if (view.near) drawFrontCorner(svg, cam, car, brokenFront);
  if (view.rear) drawRear(svg, cam, car, brokenRear);
  if (view.near) drawRearCorner(svg, cam, car, brokenRear);
  if (s.rails && !s.open) drawRails(svg, cam, car);
  if (s.bed) drawBed(svg, cam, car, paint);
  if (s.open) drawOpenCabin(svg, cam, car);
  drawMirror(svg, cam, car, paint, 1);
  if (view.front) drawMirror(svg, cam, car, paint, -1);
}

function drawAPillars(svg: Svg, cam: Camera, car: CarModel, paint: Paint, view: CarView): void {
  const s = car.spec;
  for (const side of [1, -1]) {
    if (side === -1 && !view.front) continue;
    const ts = range(s.ws[0], s.ws[1], 10);
    const outer = ts.map((t) => car.point(t, EDGE, side));
    const inner = ts.map((t) => {
      const p = car.raw(t, EDGE, side);
      const hw = car.halfWidth(t);
      return car.warp([p[0], p[1] - side * 0.075 * (hw / (s.width / 2)), p[2] + 0.01]);
    });
    const pts = [...outer, ...inner.reverse()];
    let n = polygonNormal(pts);
    if (n[2] < 0) n = mul(n, -1);
    svg.facet(proj(cam, pts), css(shade(paint.roof ?? paint.base, PAINT, n, centroid(pts), cam)));
  }
}

function drawRails(svg: Svg, cam: Camera, car: CarModel): void {
  const s = car.spec;
  for (const side of [1, -1]) {
    const ts = range(s.ws[1] + 0.04, s.bl[0] - 0.01, 16);
    const railAt = (t: number, lift: number) => {
      const p = car.raw(t, EDGE, side);
      return car.warp([p[0], p[1] * 0.96, p[2] + lift]);
    };
    const rail = ts.map((t) => railAt(t, 0.04));
    svg.polyline(proj(cam, rail), "#1b1c1e", Math.max(1, px(cam, 0.028, rail[0] as Vec3)));
    svg.polyline(proj(cam, rail), "#8a9096", Math.max(0.5, px(cam, 0.006, rail[0] as Vec3)), 'opacity="0.6"');
    for (const t of [ts[0] ?? 0, ts[ts.length - 1] ?? 0]) {
      svg.polyline(proj(cam, [railAt(t, 0.04), railAt(t, 0)]), "#1b1c1e", Math.max(1, px(cam, 0.05, railAt(t, 0))));
    }
  }
}

function drawArch(svg: Svg, cam: Camera, car: CarModel, axle: number): void {
  const s = car.spec;
  const R = s.wheelR * 1.16;
  const cx = car.x(axle);
  const pts: Vec3[] = [];
  for (let i = 0; i <= 28; i++) {
    const a = Math.PI * (i / 28);
    const x = cx + R * Math.cos(a);
    const z = s.wheelR + R * Math.sin(a) * 0.96;
    const t = car.t(x);
    const zb = car.bottomZ(t);
    pts.push(car.side(t, Math.max(z, zb - 0.01), 1, 0.003));
  }
  const base: Vec3[] = [
    car.side(car.t(cx - R), car.bottomZ(car.t(cx - R)) - 0.01),
    car.side(car.t(cx + R), car.bottomZ(car.t(cx + R)) - 0.01),
  ];
  const scr = proj(cam, [...pts, ...base]);
  svg.polygon(
    scr,
    vGradient(svg, scr, [
      [0, "#030304"],
      [0.65, "#121214"],
      [1, "#1d1d1f"],
    ]),
  );
  const lip = pts.filter((p) => p[2] > s.wheelR * 0.75);
  if (s.cladding > 0)
    svg.polyline(proj(cam, lip), "#232427", Math.max(1.5, px(cam, 0.06, lip[0] ?? pts[0] ?? [0, 0, 0])));
  else svg.polyline(proj(cam, lip), "#ffffff", Math.max(0.6, px(cam, 0.006, lip[0] ?? [0, 0, 0])), 'opacity="0.3"');
}

function drawMirror(svg: Svg, cam: Camera, car: CarModel, paint: Paint, side: number): void {
  const s = car.spec;
  const t = s.ws[0] + 0.03;
  const z = car.beltZ(t) + 0.05;
  const y = car.sideY(t, car.beltZ(t) - 0.02);
  // Seen only from its own side, or the far one over the hood.
  if (side === 1 && cam.eye[1] < 0) return;
  if (side === -1 && !(cam.eye[0] > car.x(0))) return;
  const o = (dx: number, dy: number, dz: number): Vec3 => car.warp([car.x(t) + dx, side * (y + dy), z + dz]);
  // Sail (mount) from the window corner.
  const sail = proj(cam, [o(0.04, -0.03, -0.05), o(-0.1, -0.03, -0.05), o(-0.06, 0.02, 0.04), o(0.03, 0.02, 0.02)]);
  svg.polygon(sail, "#141517");
  const c = o(-0.05, 0.1, 0.05);
  const e = ellipsoidEllipse(cam, c, [
    [0.055, 0, 0],
    [0, 0.105, 0],
    [0, 0, 0.058],
  ]);
  const light = mix(shade(paint.base, PAINT, norm([0.3, side * 0.5, 0.8]), c, cam), [255, 255, 255], 0.15);
  const fill = svg.radialGradient(
    [
      [0, css(light)],
      [0.6, css(shade(paint.base, PAINT, norm([0.3, side, 0.1]), c, cam))],
      [1, css(mix(paint.base, [0, 0, 0], 0.6))],
    ],
    e.cx - e.rx * 0.25,
    e.cy - e.ry * 0.45,
    Math.max(e.rx, e.ry) * 1.25,
  );
  svg.push(
    `<ellipse cx="${f1(e.cx)}" cy="${f1(e.cy)}" rx="${f1(e.rx)}" ry="${f1(e.ry)}" transform="rotate(${f1(e.angle)} ${f1(e.cx)} ${f1(e.cy)})" fill="${fill}"/>`,
  );
  if (cam.eye[0] < car.x(t) - 0.5) {
    const g = ellipsoidEllipse(cam, o(-0.09, 0.1, 0.05), [
      [0.01, 0, 0],
      [0, 0.085, 0],
      [0, 0, 0.045],
    ]);
    svg.push(
      `<ellipse cx="${f1(g.cx)}" cy="${f1(g.cy)}" rx="${f1(g.rx)}" ry="${f1(g.ry)}" transform="rotate(${f1(g.angle)} ${f1(g.cx)} ${f1(g.cy)})" fill="#5a6570" stroke="#151617" stroke-width="0.8"/>`,
    );
  }
}

/** Head rests and the B-pillar's inner trim as dim shapes behind the near side glass. */
function drawCabinThroughGlass(svg: Svg, cam: Camera, car: CarModel): void {
  const s = car.spec;
  if (s.open || s.sideGlass[1] <= s.sideGlass[0]) return;
  const ts = range(s.sideGlass[0], s.sideGlass[1], 20);
  const area = proj(cam, [...ts.map((t) => car.point(t, BELT)), ...ts.map((t) => car.point(t, EDGE)).reverse()]);
  const id = svg.id("c");
  svg.defs.push(`<clipPath id="${id}"><polygon points="${ptsAttr(area)}"/></clipPath>`);
  svg.push(`<g clip-path="url(#${id})" opacity="0.55">`);
  const seats = s.cargo
    ? [s.sideGlass[0] + 0.09]
    : [
        (s.pillars[0] ?? 0.5) - 0.02,
        ...(s.pillars[0] !== undefined && s.sideGlass[1] - (s.pillars[0] ?? 0) > 0.12
          ? [(s.pillars[0] ?? 0.5) + 0.16]
          : []),
      ];
  for (const t of seats) {
    for (const y of [0.38, -0.38]) {
      const zb = car.beltZ(t);
      const c: Vec3 = car.warp([car.x(t) - 0.1, y, zb + 0.22]);
      const e = ellipsoidEllipse(cam, c, [
        [0.06, 0, 0],
        [0, 0.13, 0],
        [0, 0, 0.1],
      ]);
      svg.push(
        `<ellipse cx="${f1(e.cx)}" cy="${f1(e.cy)}" rx="${f1(e.rx)}" ry="${f1(e.ry)}" transform="rotate(${f1(e.angle)} ${f1(e.cx)} ${f1(e.cy)})" fill="#3a3f45"/>`,
      );
      const back = proj(cam, [
        car.warp([car.x(t) - 0.12, y - 0.22, zb - 0.1]),
        car.warp([car.x(t) - 0.12, y + 0.22, zb - 0.1]),
        car.warp([car.x(t) - 0.1, y + 0.2, zb + 0.1]),
        car.warp([car.x(t) - 0.1, y - 0.2, zb + 0.1]),
      ]);
      svg.polygon(back, "#30353a");
    }
  }
  svg.push(`</g>`);
}

function drawGlassSheen(svg: Svg, cam: Camera, car: CarModel, view: CarView, damage: DamageModel | null): void {
  const s = car.spec;
  if (s.open) return;
  if (view.near && s.sideGlass[1] > s.sideGlass[0]) {
    const ts = range(s.sideGlass[0], s.sideGlass[1], 20);
    const area = proj(cam, [...ts.map((t) => car.point(t, BELT)), ...ts.map((t) => car.point(t, EDGE)).reverse()]);
    const xs = area.map((p) => p[0]);
    const ys = area.map((p) => p[1]);
    const x0 = Math.min(...xs);
    const x1 = Math.max(...xs);
    const y0 = Math.min(...ys);
    const y1 = Math.max(...ys);
    svg.polygon(
      area,
      svg.linearGradient(
        [
          [0, "#ffffff", 0],
          [0.3, "#ffffff", 0],
          [0.38, "#dfe7ef", 0.2],
          [0.5, "#dfe7ef", 0.07],
          [0.58, "#ffffff", 0],
          [0.66, "#dfe7ef", 0.13],
          [0.72, "#ffffff", 0],
          [1, "#ffffff", 0],
        ],
        x0,
        y1,
        x1,
        y0,
      ),
    );
    svg.polygon(
      area,
      svg.linearGradient(
        [
          [0, "#cfdbe6", 0.28],
          [0.5, "#cfdbe6", 0.06],
          [1, "#000000", 0],
        ],
        0,
        y0,
        0,
        y1,
      ),
    );
  }
  const sheet = (span: readonly [number, number], front: boolean) => {
    const ts = range(span[0], span[1], 8);
    const pts = [...ts.map((t) => car.point(t, EDGE, 1)), ...ts.map((t) => car.point(t, EDGE, -1)).reverse()];
    const mid = car.point((span[0] + span[1]) / 2, CENTRE);
    let n = polygonNormal([car.point(span[0], EDGE, 1), car.point(span[1], EDGE, 1), car.point(span[1], EDGE, -1)]);
    if ((front && n[0] < 0) || (!front && n[0] > 0)) n = mul(n, -1);
    if (!facing(cam, mid, n)) return;
    const area = proj(cam, pts);
    // Dashboard (or parcel shelf) shadow along the base, sky reflection above.
    const base = proj(cam, [car.point(span[front ? 0 : 1], EDGE, 1), car.point(span[front ? 0 : 1], EDGE, -1)]);
    const topEdge = proj(cam, [car.point(span[front ? 1 : 0], CENTRE)]);
    const by = ((base[0]?.[1] ?? 0) + (base[1]?.[1] ?? 0)) / 2;
    const ty = topEdge[0]?.[1] ?? by - 50;
    svg.polygon(
      area,
      svg.linearGradient(
        [
          [0, "#e8eef4", 0.42],
          [0.55, "#c3cfdb", 0.2],
          [0.85, "#000000", 0.0],
          [1, "#000000", 0.35],
        ],
        0,
        ty,
        0,
        by,
      ),
    );
  };
  // Glass broken by the damage gets its own marks instead (damage-marks.ts).
  const z = damage?.zone;
  if ((view.front || view.near) && z !== "roof") sheet(s.ws, true);
  if (s.blGlass && (view.rear || view.near) && z !== "rear" && z !== "allover" && z !== "roof") sheet(s.bl, false);
}

function lampZ(car: CarModel): [number, number] {
  const s = car.spec;
  const zTop = car.beltZ(0.03) - s.lampDrop;
  return [zTop - s.lampH, zTop];
}

function drawFront(svg: Svg, cam: Camera, car: CarModel, broken: boolean): void {
  const s = car.spec;
  const F = (y: number, z: number) => car.end(0, y, z);
  const hw = s.width / 2;
  const [lz0, lz1] = lampZ(car);
  const zb = car.bottomZ(0.02);
  const boxy = car.body === "pickup" || car.body === "van" || car.body === "suv";
  // Grille.
  const gTop = lz1 - (boxy ? 0.0 : 0.03);
  const gBot = gTop - s.grilleH;
  const gw = car.body === "pickup" ? 0.64 : boxy ? 0.56 : 0.46;
  const gPts: Vec3[] = [];
  for (const y of range(-gw * hw, gw * hw, 12)) gPts.push(F(y, gTop));
  for (const y of range(gw * hw * 0.9, -gw * hw * 0.9, 12)) gPts.push(F(y, gBot));
  const g = proj(cam, gPts);
  svg.polygon(
    g,
    vGradient(svg, g, [
      [0, "#2c3035"],
      [1, "#0a0b0c"],
    ]),
  );
  const id = svg.id("gr");
  svg.defs.push(`<clipPath id="${id}"><polygon points="${ptsAttr(g)}"/></clipPath>`);
  svg.push(`<g clip-path="url(#${id})">`);
  const bars = boxy ? 4 : 6;
  for (let i = 1; i < bars; i++) {
    const z = lerp(gBot, gTop, i / bars);
    svg.polyline(
      proj(
        cam,
        range(-gw * hw, gw * hw, 8).map((y) => F(y, z)),
      ),
      boxy ? "#5a6067" : "#2f3338",
      Math.max(0.6, px(cam, boxy ? 0.014 : 0.008, F(0, z))),
    );
  }
  if (!boxy) {
    // A fine mesh.
    for (let i = 1; i < 14; i++) {
      const y = lerp(-gw * hw, gw * hw, i / 14);
      svg.polyline(proj(cam, [F(y, gBot), F(y, gTop)]), "#2f3338", Math.max(0.5, px(cam, 0.006, F(y, gTop))));
    }
  }
  svg.push(`</g>`);
  svg.polygon(
    g,
    "none",
    `stroke="${boxy ? "#a9b0b7" : "#1a1c1f"}" stroke-width="${Math.max(0.8, px(cam, boxy ? 0.022 : 0.012, F(0, gTop))).toFixed(1)}" stroke-linejoin="round"`,
  );
  if (!boxy)
    svg.polyline(
      proj(
        cam,
        range(-gw * hw, gw * hw, 12).map((y) => F(y, gTop + 0.012)),
      ),
      "#c7cdd3",
      Math.max(0.7, px(cam, 0.008, F(0, gTop))),
      'opacity="0.8"',
    );
  // Badge.
  const bc = F(0, (gTop + gBot) / 2 + (boxy ? 0 : 0.02));
  const e = ellipsoidEllipse(cam, bc, [
    [0.005, 0, 0],
    [0, 0.06, 0],
    [0, 0, 0.035],
  ]);
  svg.push(
    `<ellipse cx="${f1(e.cx)}" cy="${f1(e.cy)}" rx="${f1(e.rx)}" ry="${f1(e.ry)}" transform="rotate(${f1(e.angle)} ${f1(e.cx)} ${f1(e.cy)})" fill="#d5dade" stroke="#6d747b" stroke-width="0.6"/>`,
  );
  // Lower intake.
  const iz0 = zb + 0.06;
  const iz1 = iz0 + (boxy ? 0.12 : 0.1);
  const intake = proj(cam, [
    ...range(-0.58 * hw, 0.58 * hw, 10).map((y) => F(y, iz0)),
    ...range(0.64 * hw, -0.64 * hw, 10).map((y) => F(y, iz1)),
  ]);
  svg.polygon(intake, "#121315");
  // Plate recess.
  const pz = iz1 + 0.03;
  svg.polygon(
    proj(cam, [F(-0.16, pz), F(0.16, pz), F(0.16, pz + 0.15), F(-0.16, pz + 0.15)]),
    "#141517",
    'opacity="0.5"',
  );
  // Headlights, following the corner.
  for (const side of [1, -1]) {
    const damaged = broken && side === 1;
    const yIn = side * (gw + 0.04) * hw;
    const yOut = side * hw * 0.99;
    const upper = range(yIn, yOut, 10).map((y, i) => F(y, lz1 - 0.012 * (1 - i / 10)));
    const lower = range(yOut, yIn, 10).map((y, i) => F(y, lz0 + 0.03 * (i / 10) + (boxy ? 0 : 0.02 * (1 - i / 10))));
    const scr = proj(cam, [...upper, ...lower]);
    svg.polygon(
      scr,
      vGradient(
        svg,
        scr,
        damaged
          ? [
              [0, "#6d7175"],
              [1, "#222427"],
            ]
          : [
              [0, "#f6f8fa"],
              [0.5, "#c4ccd3"],
              [1, "#7b848c"],
            ],
      ),
    );
    svg.polygon(scr, "none", `stroke="#25282b" stroke-width="0.8" stroke-linejoin="round"`);
    const pc = F(lerp(yIn, yOut, 0.35), (lz0 + lz1) / 2);
    const pe = ellipsoidEllipse(cam, pc, [
      [0.01, 0, 0],
      [0, (lz1 - lz0) * 0.32, 0],
      [0, 0, (lz1 - lz0) * 0.3],
    ]);
    svg.push(
      `<ellipse cx="${f1(pe.cx)}" cy="${f1(pe.cy)}" rx="${f1(pe.rx)}" ry="${f1(pe.ry)}" fill="${damaged ? "#1b1c1e" : "#dfe6ec"}" stroke="#59616a" stroke-width="0.6"/>`,
    );
    svg.polyline(
      proj(
        cam,
        upper.map((p) => add(p, [0, 0, -0.014])),
      ),
      "#ffffff",
      Math.max(0.8, px(cam, 0.012, pc)),
      'opacity="0.95"',
    );
    if (damaged) crackAt(svg, project(cam, pc), px(cam, 0.14, pc), 7, 3);
    // Fog lamp.
    const fc = F(side * hw * 0.75, iz0 + 0.05);
    const fe = ellipsoidEllipse(cam, fc, [
      [0.01, 0, 0],
      [0, 0.045, 0],
      [0, 0, 0.03],
    ]);
    svg.push(
      `<ellipse cx="${f1(fe.cx)}" cy="${f1(fe.cy)}" rx="${f1(fe.rx)}" ry="${f1(fe.ry)}" transform="rotate(${f1(fe.angle)} ${f1(fe.cx)} ${f1(fe.cy)})" fill="#b8c1c9"/>`,
    );
  }
}

function drawFrontCorner(svg: Svg, cam: Camera, car: CarModel, broken: boolean): void {
  // From the side the headlight wraps onto the fender.
  const [lz0, lz1] = lampZ(car);
  const ts = range(0.012, 0.075, 6);
  const pts = [
    ...ts.map((t, i) => car.side(t, lz0 + 0.03 + 0.035 * (i / 6))),
    ...ts.map((t, i) => car.side(t, lz1 - 0.012 * (1 - i / 6))).reverse(),
  ];
  const scr = proj(cam, pts);
  svg.polygon(
    scr,
    vGradient(
      svg,
      scr,
      broken
        ? [
            [0, "#5f6367"],
            [1, "#222427"],
          ]
        : [
            [0, "#f2f5f8"],
            [0.5, "#b8c1c9"],
            [1, "#6f7880"],
          ],
    ),
  );
  svg.polygon(scr, "none", `stroke="#25282b" stroke-width="0.8" stroke-linejoin="round"`);
}

function tailLampSize(car: CarModel): number {
  const b = car.body;
  return b === "pickup" || b === "van" ? 0.34 : b === "suv" || b === "minivan" || b === "wagon" ? 0.17 : 0.12;
}

function drawRear(svg: Svg, cam: Camera, car: CarModel, broken: boolean): void {
  const s = car.spec;
  const R = (y: number, z: number) => car.end(1, y, z);
  const hw = s.width / 2;
  const zb = car.bottomZ(0.98);
  const zTop = car.beltZ(0.975) - 0.02;
  const lh = tailLampSize(car);
  const tall = car.body === "pickup" || car.body === "van";
  for (const side of [1, -1]) {
    const damaged = broken && side === 1;
    const yIn = side * hw * (tall ? 0.86 : 0.5);
    const yOut = side * hw * 0.99;
    const upper = range(yIn, yOut, 8).map((y) => R(y, zTop));
    const lower = range(yOut, yIn, 8).map((y, i) => R(y, zTop - lh * (0.85 + 0.15 * (i / 8))));
    const scr = proj(cam, [...upper, ...lower]);
    svg.polygon(
      scr,
      vGradient(
        svg,
        scr,
        damaged
          ? [
              [0, "#5a2a2c"],
              [1, "#1c0b0c"],
            ]
          : [
              [0, "#e0333b"],
              [0.5, "#a3121a"],
              [1, "#5c080c"],
            ],
      ),
    );
    svg.polyline(
      proj(
        cam,
        upper.map((p) => add(p, [0, 0, -0.02])),
      ),
      "#ff9a9a",
      1,
      'opacity="0.65"',
    );
    if (damaged) crackAt(svg, project(cam, R(lerp(yIn, yOut, 0.5), zTop - lh / 2)), px(cam, 0.12, R(yIn, zTop)), 6, 5);
  }
  if (!tall) {
    // Light bar between the lamps.
    svg.polyline(
      proj(
        cam,
        range(-hw * 0.5, hw * 0.5, 8).map((y) => R(y, zTop - 0.03)),
      ),
      "#7a0d12",
      Math.max(0.8, px(cam, 0.018, R(0, zTop))),
      'opacity="0.85"',
    );
    // Trunk / hatch shut line.
    svg.polyline(
      proj(
        cam,
        range(-hw * 0.8, hw * 0.8, 10).map((y) => R(y, zTop - lh - 0.04)),
      ),
      "#000000",
      0.9,
      'opacity="0.45"',
    );
  }
  // Plate recess, bumper crease, reflectors.
  const pz = zb + 0.2;
  svg.polygon(
    proj(cam, [R(-0.17, pz), R(0.17, pz), R(0.17, pz + 0.16), R(-0.17, pz + 0.16)]),
    "#141517",
    'opacity="0.5"',
  );
  svg.polyline(
    proj(
      cam,
      range(-hw * 0.9, hw * 0.9, 10).map((y) => R(y, zb + 0.16)),
    ),
    "#000000",
    1,
    'opacity="0.3"',
  );
  svg.polygon(
    proj(cam, [
      ...range(-hw * 0.7, hw * 0.7, 8).map((y) => R(y, zb + 0.02)),
      ...range(hw * 0.72, -hw * 0.72, 8).map((y) => R(y, zb + 0.09)),
    ]),
    "#17181a",
    'opacity="0.85"',
  );
  if (s.cargo) {
    const zT = car.topZ(0.99);
    svg.polyline(proj(cam, [R(0, zb + 0.1), R(0, zT - 0.08)]), "#0c0d0e", Math.max(0.8, px(cam, 0.01, R(0, 1))));
    for (const side of [1, -1]) {
      const a = side * 0.08;
      const b = side * hw * 0.78;
      svg.polygon(proj(cam, [R(a, zT - 0.85), R(b, zT - 0.85), R(b, zT - 0.22), R(a, zT - 0.22)]), "#121820");
    }
  }
  if (s.bed) {
    const zT = car.topZ(0.99);
    svg.polyline(
      proj(
        cam,
        range(-hw * 0.95, hw * 0.95, 8).map((y) => R(y, zT - 0.04)),
      ),
      "#0c0d0e",
      1.2,
    );
    svg.polygon(proj(cam, [R(-0.15, zT - 0.2), R(0.15, zT - 0.2), R(0.15, zT - 0.12), R(-0.15, zT - 0.12)]), "#1a1b1d");
  }
}

function drawRearCorner(svg: Svg, cam: Camera, car: CarModel, broken: boolean): void {
  const zTop = car.beltZ(0.975) - 0.02;
  const lh = tailLampSize(car);
  const wrap = (car.body === "pickup" || car.body === "van" ? 0.1 : 0.26) / car.spec.length;
  const ts = range(0.996 - wrap, 0.996, 6);
  const pts = [...ts.map((t) => car.side(t, zTop - lh * 0.9)), ...ts.map((t) => car.side(t, zTop)).reverse()];
  const scr = proj(cam, pts);
  svg.polygon(
    scr,
    vGradient(
      svg,
      scr,
      broken
        ? [
            [0, "#5a2a2c"],
            [1, "#1c0b0c"],
          ]
        : [
            [0, "#d32b33"],
            [1, "#5f0a0e"],
          ],
    ),
  );
}

function drawBed(svg: Svg, cam: Camera, car: CarModel, paint: Paint): void {
  const s = car.spec;
  if (!s.bed) return;
  const [b0, b1] = s.bed;
  const ts = range(b0 + 0.006, b1 - 0.006, 12);
  const wall = 0.06;
  const inner = (t: number, side: number): Vec3 =>
    car.warp([car.x(t), side * (car.halfWidth(t) - wall), car.topZ(t) + 0.002]);
  const floor = (t: number, side: number): Vec3 =>
    car.warp([car.x(t), side * (car.halfWidth(t) - wall), car.topZ(t) - 0.5]);
  const opening = proj(cam, [...ts.map((t) => inner(t, 1)), ...ts.map((t) => inner(t, -1)).reverse()]);
  svg.polygon(opening, "#1b1c1e");
  const clipId = svg.id("bed");
  svg.defs.push(`<clipPath id="${clipId}"><polygon points="${ptsAttr(opening)}"/></clipPath>`);
  svg.push(`<g clip-path="url(#${clipId})">`);
  const mid: Vec3 = [car.x((b0 + b1) / 2), 0, 1.1];
  svg.polygon(
    proj(cam, [...ts.map((t) => inner(t, -1)), ...ts.map((t) => floor(t, -1)).reverse()]),
    css(shade(mix(paint.base, [30, 30, 30], 0.35), PAINT, [0, 1, 0], mid, cam)),
  );
  svg.polygon(
    proj(cam, [inner(b0 + 0.006, 1), inner(b0 + 0.006, -1), floor(b0 + 0.006, -1), floor(b0 + 0.006, 1)]),
    css(shade(mix(paint.base, [30, 30, 30], 0.45), PAINT, [-1, 0, 0], mid, cam)),
  );
  svg.polygon(proj(cam, [floor(b0, 1), floor(b1, 1), floor(b1, -1), floor(b0, -1)]), "#202123");
  for (let i = 1; i < 8; i++) {
    const y = lerp(-0.75, 0.75, i / 8);
    svg.polyline(
      proj(cam, [car.warp([car.x(b0), y, car.topZ(b0) - 0.5]), car.warp([car.x(b1), y, car.topZ(b1) - 0.5])]),
      "#2c2d30",
      1,
    );
  }
  svg.push(`</g>`);
  for (const side of [1, -1])
    svg.polyline(
      proj(
        cam,
        ts.map((t) => inner(t, side)),
      ),
      "#2a2b2e",
      Math.max(0.8, px(cam, 0.02, inner(b0, side))),
    );
  const gt = b0 - 0.004;
  if (cam.eye[1] > 0)
    svg.polyline(
      proj(
        cam,
        range(car.bottomZ(gt) + 0.05, car.topZ(gt), 8).map((z) => car.side(gt, z)),
      ),
      "#0b0b0c",
      Math.max(0.8, px(cam, 0.012, car.side(gt, 1))),
    );
}

function drawOpenCabin(svg: Svg, cam: Camera, car: CarModel): void {
  const s = car.spec;
  const c0 = s.ws[1] + 0.01;
  const c1 = 0.74;
  const ts = range(c0, c1, 14);
  const rim = (t: number, side: number): Vec3 =>
    car.warp([car.x(t), side * car.halfWidth(t) * 0.8, car.topZ(t) + 0.003]);
  svg.polygon(proj(cam, [...ts.map((t) => rim(t, 1)), ...ts.map((t) => rim(t, -1)).reverse()]), "#161617");
  const leather = hex("#2b2826");
  const seat = (y: number) => {
    const tBack = 0.665;
    const x = car.x(tBack);
    const z0 = car.topZ(tBack);
    const n = norm([1, 0, 0.25]);
    const back = [
      car.warp([x, y - 0.24, z0 - 0.05]),
      car.warp([x, y + 0.24, z0 - 0.05]),
      car.warp([x + 0.09, y + 0.22, z0 + 0.3]),
      car.warp([x + 0.09, y - 0.22, z0 + 0.3]),
    ];
    svg.facet(proj(cam, back), css(shade(leather, PLASTIC, n, back[0] as Vec3, cam)));
    const hc = car.warp([x + 0.11, y, z0 + 0.42]);
    const e = ellipsoidEllipse(cam, hc, [
      [0.05, 0, 0],
      [0, 0.13, 0],
      [0, 0, 0.1],
    ]);
    svg.push(
      `<ellipse cx="${f1(e.cx)}" cy="${f1(e.cy)}" rx="${f1(e.rx)}" ry="${f1(e.ry)}" transform="rotate(${f1(e.angle)} ${f1(e.cx)} ${f1(e.cy)})" fill="${css(shade(leather, PLASTIC, [1, 0.3, 0.3], hc, cam))}"/>`,
    );
  };
  const order = cam.eye[1] > 0 ? [-0.38, 0.38] : [0.38, -0.38];
  for (const y of order) seat(y);
  const sw = car.warp([car.x(c0 + 0.07), 0.38, car.topZ(c0) + 0.1]);
  svg.polygon(
    proj(cam, circle3(sw, norm([0.35, 0, 1]), [0, 1, 0], 0.18, 28)),
    "none",
    `stroke="#0e0e0f" stroke-width="${Math.max(1, px(cam, 0.03, sw)).toFixed(1)}"`,
  );
  const f0 = 0.76;
  const f1t = 0.87;
  const ft = range(f0, f1t, 8);
  const tonneau = [...ft.map((t) => rim(t, 1)), ...ft.map((t) => rim(t, -1)).reverse()].map((p) =>
    add(p, [0, 0, 0.05]),
  );
  svg.polygon(proj(cam, tonneau), css(shade(hex("#1d1e20"), PLASTIC, [0, 0, 1], tonneau[0] as Vec3, cam)));
  // Windshield with its frame, raked back from the cowl.
  const w0 = s.ws[0];
  const frame = (side: number, up: number): Vec3 =>
    car.warp([car.x(w0) - up * 0.36, side * car.halfWidth(w0) * 0.84 * (1 - up * 0.06), car.topZ(w0) + up * 0.4]);
  const glass = proj(cam, [frame(1, 0), frame(-1, 0), frame(-1, 1), frame(1, 1)]);
  svg.polygon(glass, "#2a3743", 'opacity="0.45"');
  svg.polygon(
    glass,
    vGradient(svg, glass, [
      [0, "#f2f6fa", 0.45],
      [1, "#f2f6fa", 0.02],
    ]),
  );
  svg.polygon(
    glass,
    "none",
    `stroke="#141516" stroke-width="${Math.max(1.2, px(cam, 0.035, frame(1, 0))).toFixed(1)}" stroke-linejoin="round"`,
  );
}

/** Radiating crack lines from a screen point (broken lamps and glass). */
export function crackAt(svg: Svg, c: Pt, size: number, n: number, seed: number, colour = "#f4f6f8"): void {
  let h = (seed * 2654435761) >>> 0;
  const rnd = () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0;
    h = Math.imul(h ^ (h >>> 13), 3266489909) >>> 0;
    return h / 4294967296;
  };
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + rnd() * 0.6;
    const pts: Pt[] = [c];
    let x = c[0];
    let y = c[1];
    for (let k = 0; k < 3; k++) {
      const r = (size / 3) * (0.6 + rnd() * 0.8);
      const aa = a + (rnd() - 0.5) * 0.7;
      x += Math.cos(aa) * r;
      y += Math.sin(aa) * r * 0.8;
      pts.push([x, y]);
    }
    svg.polyline(pts, colour, 0.7, 'opacity="0.75"');
  }
  const ring: Pt[] = [];
  for (let i = 0; i <= 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    ring.push([c[0] + Math.cos(a) * size * 0.3, c[1] + Math.sin(a) * size * 0.24]);
  }
  svg.polyline(ring, colour, 0.6, 'opacity="0.5"');
}
