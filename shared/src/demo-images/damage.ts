// Damage on the demo pictures: a warp of the body surface (crushed nose or tail, a caved-in side, a flattened
// roof) so the facets shade as crumpled metal, and marks drawn on top (scratches, chipped paint, hail dents, a
// flood line, soot, cracked glass) plus a soft highlight where an inspector would point.
import type { DamageZone } from "./demo-image-name.ts";
import { noise3 } from "./curves.ts";
import { clamp, smooth, type Vec3 } from "./scene.ts";

export interface DamageModel {
  zone: DamageZone;
  warp: (p: Vec3) => Vec3;
  /** 0..1 how charred the paint is at a point (burn). */
  char?: (p: Vec3) => number;
  /** Whether the bumper cover is torn away at a point (dark foam and brackets show). */
  torn?: (p: Vec3) => boolean;
}

export interface VehicleBox {
  /** Nose and tail x, half width, a belt height and the roof height. */
  xFront: number;
  xRear: number;
  halfWidth: number;
  belt: number;
  roof: number;
}

const bump = (x: number, centre: number, radius: number) => {
  const d = Math.abs(x - centre) / radius;
  return d >= 1 ? 0 : smooth(1 - d);
};

export function damageModel(zone: DamageZone, box: VehicleBox, seed: number): DamageModel {
  const { xFront, xRear, halfWidth: hw, belt, roof } = box;
  const L = xFront - xRear;
  const n = (p: Vec3, cell: number, k: number) => noise3(seed + k * 7919, p[0], p[1], p[2], cell);
  const crumple = (p: Vec3, w: number, amp: number): Vec3 => [
    p[0] + amp * w * (n(p, 0.17, 1) * 0.9 + n(p, 0.07, 2) * 0.4),
    p[1] + amp * w * (n(p, 0.17, 3) * 0.7 + n(p, 0.07, 4) * 0.35),
    p[2] + amp * w * (n(p, 0.17, 5) * 0.9 + n(p, 0.07, 6) * 0.4),
  ];
  const nearBias = (y: number) => 0.5 + 0.5 * clamp((y / hw + 1) / 2);
  const front = (p: Vec3, k: number): Vec3 => {
    const reach = Math.min(1.1, L * 0.24);
    const w = smooth((p[0] - (xFront - reach)) / reach) ** 1.4 * nearBias(p[1]) * k;
    if (w <= 0) return p;
    const hoodBuckle = p[2] > belt - 0.05 ? 0.1 * Math.sin(clamp((p[0] - (xFront - reach)) / reach) * Math.PI) : 0;
    const q: Vec3 = [p[0] - 0.36 * w, p[1] * (1 - 0.05 * w), p[2] + hoodBuckle * w - 0.03 * w];
    return crumple(q, w, 0.085);
  };
  const rear = (p: Vec3, k: number): Vec3 => {
    const reach = Math.min(1.0, L * 0.22);
    const w = smooth((xRear + reach - p[0]) / reach) ** 1.4 * nearBias(p[1]) * k;
    if (w <= 0) return p;
    const lidBuckle = p[2] > belt - 0.05 ? 0.08 * Math.sin(clamp((xRear + reach - p[0]) / reach) * Math.PI) : 0;
    const q: Vec3 = [p[0] + 0.26 * w, p[1] * (1 - 0.04 * w), p[2] + lidBuckle * w - 0.02 * w];
    return crumple(q, w, 0.065);
  };
  const side = (p: Vec3, k: number, centre = (xFront + xRear) / 2 + L * 0.03, radius = L * 0.25): Vec3 => {
    if (p[1] <= 0) return p;
    const w = bump(p[0], centre, radius) * bump(p[2], (belt + 0.3) / 2 + 0.05, (belt - 0.1) * 0.75) * k;
    if (w <= 0) return p;
    const q: Vec3 = [p[0], p[1] - 0.15 * w * (p[1] / hw), p[2]];
    return crumple(q, w, 0.05);
  };
  const top = (p: Vec3, k: number): Vec3 => {
    if (p[2] < belt) return p;
    const h = clamp((p[2] - belt) / Math.max(0.2, roof - belt));
    const w = smooth(h) * k;
    const q: Vec3 = [p[0], p[1] * (1 - 0.06 * w) - 0.06 * w, p[2] - 0.2 * w];
    return crumple(q, w, 0.05);
  };
  switch (zone) {
    case "front":
      return { zone, warp: (p) => front(p, 1), torn: (p) => tornAt(p, xFront - 0.35, 1, belt, n) };
    case "rear":
      return { zone, warp: (p) => rear(p, 1), torn: (p) => tornAt(p, xRear + 0.3, -1, belt, n) };
    case "side":
      return { zone, warp: (p) => side(p, 1) };
    case "roof":
      return { zone, warp: (p) => top(p, 1) };
    case "allover":
      return {
        zone,
        warp: (p) => {
          let q = side(p, 0.7, xFront - L * 0.7, L * 0.2);
          q = front(q, 0.75);
          q = rear(q, 0.55);
          q = top(q, 0.4);
          return crumple(q, 1, 0.012);
        },
        torn: (p) => tornAt(p, xFront - 0.3, 1, belt, n),
      };
    case "minor":
      return {
        zone,
        warp: (p) => {
          if (p[1] <= 0) return p;
          const w = bump(p[0], xRear + L * 0.38, 0.22) * bump(p[2], belt - 0.2, 0.16);
          return w > 0 ? [p[0], p[1] - 0.03 * w, p[2]] : p;
        },
      };
    case "burn":
      return {
        zone,
        warp: (p) => p,
        char: (p) => {
          const base = smooth((p[0] - (xFront - L * 0.65)) / (L * 0.45));
          const v = base * 0.85 + n(p, 0.35, 9) * 0.35;
          return clamp(v);
        },
      };
    default:
      return { zone, warp: (p) => p };
  }
}

function tornAt(
  p: Vec3,
  from: number,
  dir: number,
  belt: number,
  n: (p: Vec3, cell: number, k: number) => number,
): boolean {
  if (p[1] < -0.2) return false;
  if ((p[0] - from) * dir < 0) return false;
  if (p[2] > belt - 0.12) return false;
  return n(p, 0.12, 11) > 0.15;
}
