// Smooth profile curves through control points (monotone cubic, so no overshoot at creases such as a cowl) and
// a smooth 3D value noise for crumpled metal.

export type Curve = (t: number) => number;

/** Fritsch-Carlson monotone cubic interpolation through (t, value) points sorted by t; flat outside the range. */
export function monotone(points: readonly (readonly [number, number])[]): Curve {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const n = xs.length;
  const d: number[] = [];
  const m: number[] = [];
  for (let i = 0; i < n - 1; i++) d.push(((ys[i + 1] ?? 0) - (ys[i] ?? 0)) / ((xs[i + 1] ?? 0) - (xs[i] ?? 0) || 1e-9));
  for (let i = 0; i < n; i++) {
    if (i === 0) m.push(d[0] ?? 0);
    else if (i === n - 1) m.push(d[n - 2] ?? 0);
    else {
      const a = d[i - 1] ?? 0;
      const b = d[i] ?? 0;
      m.push(a * b <= 0 ? 0 : (a + b) / 2);
    }
  }
  // Clamp tangents so each segment stays monotone.
  for (let i = 0; i < n - 1; i++) {
    const di = d[i] ?? 0;
    if (di === 0) {
      m[i] = 0;
      m[i + 1] = 0;
      continue;
    }
    const a = (m[i] ?? 0) / di;
    const b = (m[i + 1] ?? 0) / di;
    const s = a * a + b * b;
    if (s > 9) {
      const k = 3 / Math.sqrt(s);
      m[i] = k * a * di;
      m[i + 1] = k * b * di;
    }
  }
  return (t: number) => {
    if (t <= (xs[0] ?? 0)) return ys[0] ?? 0;
    if (t >= (xs[n - 1] ?? 0)) return ys[n - 1] ?? 0;
    let i = 0;
    while (i < n - 2 && t > (xs[i + 1] ?? 0)) i++;
    const x0 = xs[i] ?? 0;
    const h = (xs[i + 1] ?? 0) - x0;
    const s = (t - x0) / h;
    const y0 = ys[i] ?? 0;
    const y1 = ys[i + 1] ?? 0;
    const h00 = 2 * s ** 3 - 3 * s ** 2 + 1;
    const h10 = s ** 3 - 2 * s ** 2 + s;
    const h01 = -2 * s ** 3 + 3 * s ** 2;
    const h11 = s ** 3 - s ** 2;
    return h00 * y0 + h10 * h * (m[i] ?? 0) + h01 * y1 + h11 * h * (m[i + 1] ?? 0);
  };
}

function lattice(seed: number, x: number, y: number, z: number): number {
  let h = seed ^ Math.imul(x, 374761393) ^ Math.imul(y, 668265263) ^ Math.imul(z, 2147483647);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return ((h >>> 0) / 4294967296) * 2 - 1;
}

/** Smooth value noise in [-1, 1] with features about `cell` apart. */
export function noise3(seed: number, x: number, y: number, z: number, cell: number): number {
  const fx = x / cell;
  const fy = y / cell;
  const fz = z / cell;
  const ix = Math.floor(fx);
  const iy = Math.floor(fy);
  const iz = Math.floor(fz);
  const s = (t: number) => t * t * (3 - 2 * t);
  const tx = s(fx - ix);
  const ty = s(fy - iy);
  const tz = s(fz - iz);
  const l = (a: number, b: number, t: number) => a + (b - a) * t;
  const c = (dx: number, dy: number, dz: number) => lattice(seed, ix + dx, iy + dy, iz + dz);
  return l(
    l(l(c(0, 0, 0), c(1, 0, 0), tx), l(c(0, 1, 0), c(1, 1, 0), tx), ty),
    l(l(c(0, 0, 1), c(1, 0, 1), tx), l(c(0, 1, 1), c(1, 1, 1), tx), ty),
    tz,
  );
}
