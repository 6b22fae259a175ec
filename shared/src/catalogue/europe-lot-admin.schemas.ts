// Admin calls on European lots entered by hand (POST/PATCH /api/admin/lots/europe...): the body uses the field
// names of the European feed (docs/feeds/europe.md), typed strictly here, so a hand-entered lot is stored as a
// feed item and goes through the same adapter as a fed one. The lot number is given by the server.
import { z } from "zod";
import { MAX_EUROPE_LOT_AMOUNT } from "../money/amounts.ts";
import { amountSchema } from "../money/money.schemas.ts";
import { EUROPE_DAMAGE_TYPES } from "../reference-data/damage-types.ts";
import { EUROPE_COUNTRIES } from "./europe-countries.ts";
import { emissionClassOf, timeZoneOf } from "./europe.adapter.ts";
import {
  BODY_STYLES,
  COLOURS,
  DRIVELINES,
  FUEL_TYPES,
  REGISTRATION_DOCUMENTS,
  TRANSMISSIONS,
  VAT_SCHEMES,
} from "./lot.schemas.ts";

/** Photos: JPEG, PNG or WebP, at most 10 MB each (413 and 415 otherwise), at most this many per lot. */
export const LOT_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const LOT_PHOTO_TYPES = ["jpeg", "png", "webp"] as const;
export const LOT_PHOTOS_PER_LOT = 30;
/** The sizes the web shows (4:3, docs/product/screens.md#lot-photos): card and gallery thumbnails, and the full one. */
export const LOT_PHOTO_SIZES = {
  thumb: { width: 400, height: 300, fit: "cover" },
  large: { width: 1600, height: 1200, fit: "inside" },
} as const;
export type LotPhotoSize = keyof typeof LOT_PHOTO_SIZES;

export const PHOTO_TOO_LARGE_MESSAGE = "Each photo may be at most 10 MB.";
export const PHOTO_TYPE_MESSAGE = "Photos must be JPEG, PNG or WebP images.";
export const NOT_HAND_ENTERED_MESSAGE = "Only lots entered by hand can be changed here; fed lots follow their feed.";
export const WITHDRAWN_LOT_MESSAGE = "This lot is withdrawn and can no longer be changed.";

const COUNTRY_CODES = EUROPE_COUNTRIES.map((c) => c.code) as [string, ...string[]];
const DAMAGE_CODES = EUROPE_DAMAGE_TYPES.map(([code]) => code) as [string, ...string[]];

const text = (max: number) =>
  z.string().trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);
const euros = amountSchema({ max: MAX_EUROPE_LOT_AMOUNT, allowZero: true });

/** Every field of a hand-entered lot; create requires some, edit takes any (null clears an optional one). */
const fields = {
  auctionName: text(120),
  lotUrl: z.url().max(500),
  country: z.enum(COUNTRY_CODES, { error: "must be an EU/EEA country code such as DE" }),
  city: text(80),
  postalCode: text(20),
  vin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-HJ-NPR-Z0-9]{17}$/, "must be 17 characters without I, O and Q"),
  vehicleType: z.enum(["automobile", "motorcycle", "atv"]),
  make: text(60),
  model: text(80),
  variant: text(120),
  modelYear: z.number().int().min(1950).max(2100),
  firstRegistration: z.iso.date({ error: "must be a date YYYY-MM-DD" }),
  bodyType: z.enum(BODY_STYLES),
  fuel: z.enum(FUEL_TYPES),
  transmission: z.enum(TRANSMISSIONS),
  drive: z.enum(DRIVELINES),
  engineCc: z.number().int().min(50).max(10_000),
  powerKw: z.number().int().min(1).max(1_500),
  cylinders: z.number().int().min(1).max(16),
  colour: z.enum(COLOURS),
  odometerKm: z.number().int().min(0).max(2_000_000),
  emissionClass: z.string().refine((v) => emissionClassOf(v) !== null, "must be a Euro class such as Euro 6d"),
  vatScheme: z.enum(VAT_SCHEMES),
  documents: z.array(z.enum(REGISTRATION_DOCUMENTS)).max(REGISTRATION_DOCUMENTS.length),
  damageType: z.enum(DAMAGE_CODES, { error: "must be a code of /json/europe/damage.json" }),
  damageDescription: text(500),
  runsDrives: z.boolean(),
  keys: z.number().int().min(0).max(10),
  currentBid: euros,
  minimumBid: euros,
  buyNowPrice: euros,
  auctionEnd: z.iso.datetime({ offset: true, error: "must be an ISO 8601 time with its offset" }),
  auctionTimeZone: z.string().refine((v) => timeZoneOf(v) !== null, "must be an IANA time zone such as Europe/Berlin"),
} as const;

type Fields = typeof fields;
const REQUIRED = ["auctionName", "country", "city", "make", "model", "vatScheme", "auctionEnd"] as const;
type Required = (typeof REQUIRED)[number];

export const createEuropeLotBodySchema = z.strictObject({
  ...(Object.fromEntries(
    Object.entries(fields).map(([k, s]) => [k, REQUIRED.includes(k as Required) ? s : s.optional()]),
  ) as { [K in keyof Fields]: K extends Required ? Fields[K] : z.ZodOptional<Fields[K]> }),
});
export type CreateEuropeLotBody = z.infer<typeof createEuropeLotBodySchema>;

export const updateEuropeLotBodySchema = z
  .strictObject({
    ...(Object.fromEntries(
      Object.entries(fields).map(([k, s]) => [
        k,
        REQUIRED.includes(k as Required) ? s.optional() : s.nullable().optional(),
      ]),
    ) as {
      [K in keyof Fields]: K extends Required ? z.ZodOptional<Fields[K]> : z.ZodOptional<z.ZodNullable<Fields[K]>>;
    }),
  })
  .refine((b) => Object.keys(b).length > 0, "nothing to change");
export type UpdateEuropeLotBody = z.infer<typeof updateEuropeLotBodySchema>;

export const europeLotParamsSchema = z.object({ lotNumber: z.string().regex(/^99\d{8}$/, "not a hand-entered lot") });
export const europeLotPhotoParamsSchema = europeLotParamsSchema.extend({
  photoId: z.string().regex(/^[a-f0-9]{16}$/, "not a photo id"),
});
