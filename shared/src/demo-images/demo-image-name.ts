// The demo catalogue's picture names: `/demo-images/<body>-<colour>-<n>[-<damage>].svg[?lot=<digits>]`, and the
// same picture's thumbnail `/demo-images/<body>-<colour>-<n>[-<damage>].webp` (a raster copy without the lot number).
// body: a body style the renderer draws; colour: one of the 14 colour filter values; n: the picture (1 front
// three-quarter, 2 side, 3 rear three-quarter, 4 interior or rider's view); damage: the zone the lot's primary damage
// marks on the drawing (absent when nothing shows, e.g. mechanical); lot: the number printed on the yard placard.
import { COLOURS, type Colour } from "../catalogue/lot.schemas.ts";

export const DEMO_IMAGE_PREFIX = "/demo-images/";

export const DEMO_IMAGE_BODIES = [
  "sedan",
  "suv",
  "pickup",
  "hatchback",
  "coupe",
  "convertible",
  "wagon",
  "van",
  "minivan",
  "motorcycle",
  "atv",
] as const;
export type DemoImageBody = (typeof DEMO_IMAGE_BODIES)[number];

/** 1 front three-quarter, 2 side, 3 rear three-quarter, 4 interior (cars) or rider's view (motorcycles, ATVs). */
export const DEMO_IMAGE_ANGLES = [1, 2, 3, 4] as const;
export type DemoImageAngle = (typeof DEMO_IMAGE_ANGLES)[number];

export const DAMAGE_ZONES = [
  "front",
  "rear",
  "side",
  "roof",
  "hail",
  "flood",
  "burn",
  "allover",
  "minor",
  "vandal",
] as const;
export type DamageZone = (typeof DAMAGE_ZONES)[number];

export interface DemoImageSpec {
  body: DemoImageBody;
  colour: Colour;
  angle: DemoImageAngle;
  damage: DamageZone | null;
  /** Printed on the yard placard; a generic stall code when absent. */
  lot: string | null;
}

/**
 * The zone a primary damage marks, from Copart's `dd` ("FRONT END", "WATER/FLOOD") or IAAI's position wording
 * ("Left Front", "Right Rear"); null when nothing would show on the body (mechanical, undercarriage, normal wear).
 */
export function damageZoneOf(primaryDamage: string | null | undefined): DamageZone | null {
  const s = (primaryDamage ?? "").toUpperCase();
  if (!s) return null;
  if (/HAIL/.test(s)) return "hail";
  if (/WATER|FLOOD/.test(s)) return "flood";
  if (/BURN|FIRE/.test(s)) return "burn";
  if (/ROLL|ROOF|TOP/.test(s)) return "roof";
  if (/ALL OVER/.test(s)) return "allover";
  if (/VANDAL/.test(s)) return "vandal";
  if (/MINOR|DENT|SCRATCH/.test(s)) return "minor";
  if (/FRONT/.test(s)) return "front";
  if (/REAR/.test(s)) return "rear";
  if (/SIDE/.test(s)) return "side";
  return null;
}

const LOT = /^[0-9]{1,12}$/;

export type DemoImageFormat = "svg" | "webp";

export function demoImageFile(spec: Omit<DemoImageSpec, "lot">, format: DemoImageFormat = "svg"): string {
  return `${spec.body}-${spec.colour}-${spec.angle}${spec.damage ? `-${spec.damage}` : ""}.${format}`;
}

/**
 * The picture's card thumbnail: a small raster copy, so that a page of cards costs the browser a few kilobytes of
 * image decoding off the main thread instead of a thousand SVG elements per card. The placard's number would not be
 * legible at that size, so thumbnails carry none and are shared by every lot with the same vehicle.
 */
export function demoThumbnailUrl(spec: Omit<DemoImageSpec, "lot">): string {
  return `${DEMO_IMAGE_PREFIX}${demoImageFile(spec, "webp")}`;
}

/** The URL the generator writes into a lot's picture list. */
export function demoImageUrl(spec: DemoImageSpec): string {
  const lot = spec.lot !== null && LOT.test(spec.lot) ? `?lot=${spec.lot}` : "";
  return `${DEMO_IMAGE_PREFIX}${demoImageFile(spec)}${lot}`;
}

export type ParsedDemoImage =
  { ok: true; spec: DemoImageSpec; format: DemoImageFormat } | { ok: false; status: 400 | 404; message: string };

const FILE = /^([a-z]{1,20})-([a-z]{1,20})-([0-9]{1,3})(?:-([a-z]{1,20}))?\.(svg|webp)$/;

const includes = <T extends string | number>(list: readonly T[], v: unknown): v is T => list.includes(v as T);

/**
 * A file name (`suv-red-2-front.svg`, or `.webp` for the thumbnail) and the optional `lot` query value (pictures
 * only). Malformed -> 400; well-formed but naming a body, colour, picture or damage zone that does not exist -> 404.
 */
export function parseDemoImage(file: string, lot?: unknown): ParsedDemoImage {
  const m = FILE.exec(file);
  if (!m) return { ok: false, status: 400, message: "Expected <body>-<colour>-<n>[-<damage>].svg or .webp" };
  const [, body, colour, n, damage, extension] = m;
  const format = extension as DemoImageFormat;
  if (lot !== undefined && format === "webp")
    return { ok: false, status: 400, message: "Thumbnails carry no lot number: drop lot" };
  if (lot !== undefined && (typeof lot !== "string" || !LOT.test(lot)))
    return { ok: false, status: 400, message: "lot must be 1-12 digits" };
  const angle = Number(n);
  if (!includes(DEMO_IMAGE_BODIES, body)) return { ok: false, status: 404, message: `No pictures of body ${body}` };
  if (!includes(COLOURS, colour)) return { ok: false, status: 404, message: `No pictures in colour ${colour}` };
  if (!includes(DEMO_IMAGE_ANGLES, angle)) return { ok: false, status: 404, message: `No picture ${n}` };
  if (damage !== undefined && !includes(DAMAGE_ZONES, damage))
    return { ok: false, status: 404, message: `No damage zone ${damage}` };
  return {
    ok: true,
    spec: { body, colour, angle, damage: damage ?? null, lot: typeof lot === "string" ? lot : null },
    format,
  };
}
