// A small 3D-to-SVG toolkit for the demo pictures: vectors, a perspective camera, flat-shaded paint and glass,
// colour arithmetic, a seeded random stream and an SVG element buffer. Pure and deterministic.

export type Vec3 = readonly [number, number, number];
export type Pt = readonly [number, number];

export const v3 = (x: number, y: number, z: number): Vec3 => [x, y, z];
export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const mul = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
export const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export const len = (a: Vec3) => Math.hypot(a[0], a[1], a[2]);
export const norm = (a: Vec3): Vec3 => {
  const l = len(a) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};
export const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
export const clamp = (x: number, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, x));
export const smooth = (t: number) => {
  const c = clamp(t);
  return c * c * (3 - 2 * c);
};

/** Newell's normal of a planar-ish polygon (any winding), normalised. */
export function polygonNormal(pts: readonly Vec3[]): Vec3 {
  let x = 0;
  let y = 0;
  let z = 0;
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i] as Vec3;
    const b = pts[(i + 1) % pts.length] as Vec3;
    x += (a[1] - b[1]) * (a[2] + b[2]);
    y += (a[2] - b[2]) * (a[0] + b[0]);
    z += (a[0] - b[0]) * (a[1] + b[1]);
  }
  return norm([x, y, z]);
}

export function centroid(pts: readonly Vec3[]): Vec3 {
  let c: Vec3 = [0, 0, 0];
  for (const p of pts) c = add(c, p);
  return mul(c, 1 / Math.max(1, pts.length));
}

// ---------------------------------------------------------------------------------------------------------------
// Seeded randomness (mulberry32 over an FNV-1a hash of a string), so one picture name always draws the same.

export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  between(lo: number, hi: number): number {
    return lo + (hi - lo) * this.next();
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length) % items.length] as T;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Colours as [r, g, b] in 0..255.

export type Rgb = readonly [number, number, number];

export function hex(c: string): Rgb {
  const n = parseInt(c.replace("#", ""), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
export function css(c: Rgb): string {
  const h = (x: number) =>
    Math.round(clamp(x, 0, 255))
      .toString(16)
      .padStart(2, "0");
  return `#${h(c[0])}${h(c[1])}${h(c[2])}`;
}
export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)];
export const scale = (a: Rgb, k: number): Rgb => [a[0] * k, a[1] * k, a[2] * k];
export const addRgb = (a: Rgb, b: Rgb): Rgb => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];

// ---------------------------------------------------------------------------------------------------------------
// Camera: perspective, looking from `eye` at `target`, z up; screen y grows downwards.

export interface Camera {
  eye: Vec3;
  right: Vec3;
  up: Vec3;
  forward: Vec3;
  focal: number;
  cx: number;
  cy: number;
}

export function lookAt(eye: Vec3, target: Vec3): Omit<Camera, "focal" | "cx" | "cy"> {
  const forward = norm(sub(target, eye));
  const right = norm(cross(forward, [0, 0, 1]));
  const up = cross(right, forward);
  return { eye, right, up, forward };
}

export function project(cam: Camera, p: Vec3): Pt {
  const d = sub(p, cam.eye);
  const z = Math.max(0.05, dot(d, cam.forward));
  return [cam.cx + (cam.focal * dot(d, cam.right)) / z, cam.cy - (cam.focal * dot(d, cam.up)) / z];
}

export function depth(cam: Camera, p: Vec3): number {
  return dot(sub(p, cam.eye), cam.forward);
}

/** Whether a surface with this outward normal at `at` faces the camera. */
export function facing(cam: Camera, at: Vec3, normal: Vec3): boolean {
  return dot(normal, sub(cam.eye, at)) > 0;
}

/** Screen y of the horizon (points at infinity straight ahead on the ground plane). */
export function horizonY(cam: Camera): number {
  const ahead = norm([cam.forward[0], cam.forward[1], 0]);
  const far = add(cam.eye, mul(ahead, 1e5));
  return project(cam, [far[0], far[1], cam.eye[2]])[1];
}

/** Scales and centres the camera so the given points fill the box [x0, y0, x1, y1]. */
export function frame(base: Omit<Camera, "focal" | "cx" | "cy">, pts: readonly Vec3[], box: readonly number[]): Camera {
  const unit: Camera = { ...base, focal: 1, cx: 0, cy: 0 };
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const p of pts) {
    const [x, y] = project(unit, p);
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const [x0 = 0, y0 = 0, x1 = 800, y1 = 600] = box;
  const focal = Math.min((x1 - x0) / (maxX - minX), (y1 - y0) / (maxY - minY));
  return {
    ...base,
    focal,
    cx: (x0 + x1) / 2 - (focal * (minX + maxX)) / 2,
    cy: y1 - focal * maxY,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Lighting: an overcast sky with a soft sun high behind the photographer, the way yard photos are lit.

export const SUN = norm([0.35, 0.55, 0.76]);
const SKY: Rgb = [222, 230, 238];
const HORIZON: Rgb = [190, 196, 200];
const GROUND: Rgb = [70, 70, 68];

export interface Finish {
  /** 0 matte .. 1 glossy clear-coat. */
  gloss: number;
  /** How much of the environment the surface mirrors at normal incidence. */
  reflect: number;
  /** Sharpness of the sun's highlight. */
  shine: number;
}
export const PAINT: Finish = { gloss: 1, reflect: 0.06, shine: 60 };
export const PLASTIC: Finish = { gloss: 0.35, reflect: 0.03, shine: 12 };
export const CHROME: Finish = { gloss: 1, reflect: 0.75, shine: 80 };
export const GLASS: Finish = { gloss: 1, reflect: 0.12, shine: 120 };

/** The environment a reflected ray sees: sky above, a soft horizon band, the yard's ground below. */
function environment(r: Vec3): Rgb {
  const z = r[2];
  if (z > 0.08) return mix(HORIZON, SKY, smooth((z - 0.08) / 0.5));
  if (z > -0.02) return mix(GROUND, HORIZON, (z + 0.02) / 0.1);
  return mix(GROUND, [45, 45, 44], smooth(-z / 0.6));
}

/** Flat shading of one facet: diffuse from sky and sun, a Fresnel-weighted environment reflection, a highlight. */
export function shade(base: Rgb, finish: Finish, normal: Vec3, at: Vec3, cam: Camera): Rgb {
  const view = norm(sub(cam.eye, at));
  const n = dot(normal, view) < 0 ? mul(normal, -1) : normal;
  const ndv = clamp(dot(n, view));
  const sky = 0.58 + 0.32 * n[2];
  const sun = Math.max(0, dot(n, SUN));
  let c = scale(base, 0.3 + 0.55 * sky + 0.3 * sun);
  const r = sub(mul(n, 2 * dot(n, view)), view);
  const fresnel = finish.reflect + (1 - finish.reflect) * Math.pow(1 - ndv, 5) * finish.gloss;
  c = mix(c, environment(r), clamp(fresnel * 0.9));
  const spec = Math.pow(Math.max(0, dot(r, SUN)), finish.shine) * finish.gloss;
  return addRgb(c, [255 * spec * 0.55, 255 * spec * 0.55, 255 * spec * 0.55]);
}

// ---------------------------------------------------------------------------------------------------------------
// SVG output.

export const f1 = (n: number) => (Math.round(n * 10) / 10).toString();
export const ptsAttr = (pts: readonly Pt[]) => pts.map((p) => `${f1(p[0])},${f1(p[1])}`).join(" ");

/** Escapes text for SVG content and attributes. */
export const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export class Svg {
  readonly defs: string[] = [];
  readonly body: string[] = [];
  private ids = 0;
  /** Ids are prefixed per picture, so several pictures inlined in one page never share a gradient. */
  constructor(private readonly idPrefix = "d") {}
  id(prefix: string): string {
    return `${this.idPrefix}${prefix}${++this.ids}`;
  }
  push(s: string): void {
    this.body.push(s);
  }
  polygon(pts: readonly Pt[], fill: string, extra = ""): void {
    if (pts.length < 3) return;
    this.body.push(`<polygon points="${ptsAttr(pts)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`);
  }
  /**
   * A facet: the fill also strokes the edge (1px, the default) so neighbouring facets meet without hairline gaps.
   * Whole-pixel coordinates: the stroke hides the rounding, and the file stays small.
   */
  facet(pts: readonly Pt[], fill: string): void {
    if (pts.length < 3) return;
    let d = "";
    for (let i = 0; i < pts.length; i++) {
      const p = pts[i] as Pt;
      d += `${i ? "L" : "M"}${Math.round(p[0])} ${Math.round(p[1])}`;
    }
    this.body.push(`<path d="${d}Z" fill="${fill}" stroke="${fill}"/>`);
  }
  polyline(pts: readonly Pt[], stroke: string, width: number, extra = ""): void {
    if (pts.length < 2) return;
    this.body.push(
      `<polyline points="${ptsAttr(pts)}" fill="none" stroke="${stroke}" stroke-width="${f1(width)}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ""}/>`,
    );
  }
  linearGradient(
    stops: readonly (readonly [number, string, number?])[],
    x1: number,
    y1: number,
    x2: number,
    y2: number,
  ) {
    const id = this.id("g");
    const s = stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${f1(o * 100)}%" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ""}/>`,
      )
      .join("");
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}">${s}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  radialGradient(stops: readonly (readonly [number, string, number?])[], cx: number, cy: number, rx: number, ry = rx) {
    const id = this.id("r");
    const s = stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${f1(o * 100)}%" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ""}/>`,
      )
      .join("");
    const k = ry / (rx || 1);
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f1(cx)}" cy="${f1(cy / k)}" r="${f1(rx)}" gradientTransform="scale(1 ${k.toFixed(4)})">${s}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  toString(width: number, height: number, title: string, desc = ""): string {
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${esc(title)}">`,
      `<title>${esc(title)}</title>`,
      ...(desc ? [`<desc>${esc(desc)}</desc>`] : []),
      `<defs>${this.defs.join("")}</defs>`,
      ...this.body,
      `</svg>`,
    ].join("\n");
  }
}

/** Convex hull (monotone chain) of screen points. */
export function hull(points: readonly Pt[]): Pt[] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (p.length < 3) return p;
  const turn = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Pt[] = [];
  for (const q of p) {
    while (lower.length >= 2 && turn(lower[lower.length - 2] as Pt, lower[lower.length - 1] as Pt, q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper: Pt[] = [];
  for (let i = p.length - 1; i >= 0; i--) {
    const q = p[i] as Pt;
    while (upper.length >= 2 && turn(upper[upper.length - 2] as Pt, upper[upper.length - 1] as Pt, q) <= 0) upper.pop();
    upper.push(q);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/**
 * The screen ellipse of an ellipsoid (centre, three semi-axis vectors), from the projection's local linear map:
 * exact for an orthographic view and close enough under a long lens.
 */
export function ellipsoidEllipse(
  cam: Camera,
  c: Vec3,
  axes: readonly Vec3[],
): { cx: number; cy: number; rx: number; ry: number; angle: number } {
  const [px0, py0] = project(cam, c);
  // Columns of the 2x3 map applied to each axis.
  let a = 0;
  let b = 0;
  let d = 0;
  for (const ax of axes) {
    const [x, y] = project(cam, add(c, ax));
    const u = x - px0;
    const v = y - py0;
    a += u * u;
    b += u * v;
    d += v * v;
  }
  // Eigen-decomposition of the symmetric 2x2 [[a, b], [b, d]].
  const tr = a + d;
  const det = a * d - b * b;
  const disc = Math.sqrt(Math.max(0, (tr * tr) / 4 - det));
  const l1 = tr / 2 + disc;
  const l2 = Math.max(0, tr / 2 - disc);
  const angle = (Math.atan2(l1 - a, b || 1e-9) * 180) / Math.PI;
  return {
    cx: px0,
    cy: py0,
    rx: Math.sqrt(l1),
    ry: Math.sqrt(l2),
    angle: Math.abs(b) < 1e-9 ? (a >= d ? 0 : 90) : angle,
  };
}

/** Points of a circle of radius r around `centre` in the plane spanned by unit vectors u and v. */
export function circle3(centre: Vec3, u: Vec3, v: Vec3, r: number, n = 40, a0 = 0, a1 = Math.PI * 2): Vec3[] {
  const out: Vec3[] = [];
  const closed = Math.abs(a1 - a0 - Math.PI * 2) < 1e-9;
  const steps = closed ? n : n + 1;
  for (let i = 0; i < steps; i++) {
    const a = a0 + ((a1 - a0) * i) / n;
    out.push(add(centre, add(mul(u, r * Math.cos(a)), mul(v, r * Math.sin(a)))));
  }
  return out;
}
