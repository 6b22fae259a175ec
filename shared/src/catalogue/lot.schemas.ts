// The normalised lot as stored (docs/product/lots.md#normalised-lot): what a provider adapter produces from raw Copart
// or IAAI JSON and what `upsertLots` writes to the `Lot` table. It mirrors prisma/schema.prisma's model Lot minus ids,
// timestamps and contentHash, with the same column widths, so a record that parses here always fits the table.
// Clock-dependent fields (status, countdown, isUpcomingAuction, auctionDateFormatted) are computed per response and are
// deliberately absent.
import { z } from "zod";
import { currencySchema } from "../money/money.schemas.ts";

export const PLATFORMS = ["copart", "iaai", "europe"] as const;
export const platformSchema = z.enum(PLATFORMS);
export type Platform = z.infer<typeof platformSchema>;

export const VEHICLE_TYPES = ["automobile", "motorcycle", "atv"] as const;
export const vehicleTypeSchema = z.enum(VEHICLE_TYPES);
export type VehicleType = z.infer<typeof vehicleTypeSchema>;

// Search filters (docs/product/search.md#filters) need one vocabulary across providers, so adapters map provider
// wording onto these codes; the provider's own text stays in originalData. Labels per locale belong to the UI.
export const BODY_STYLES = [
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
  "other",
] as const;
export const bodyStyleSchema = z.enum(BODY_STYLES);
export type BodyStyle = z.infer<typeof bodyStyleSchema>;

export const FUEL_TYPES = ["gasoline", "diesel", "electric", "hybrid", "flex-fuel", "other"] as const;
export const fuelTypeSchema = z.enum(FUEL_TYPES);
export type FuelType = z.infer<typeof fuelTypeSchema>;

export const TRANSMISSIONS = ["automatic", "manual", "cvt", "other"] as const;
export const transmissionSchema = z.enum(TRANSMISSIONS);
export type Transmission = z.infer<typeof transmissionSchema>;

export const DRIVELINES = ["fwd", "rwd", "awd", "4wd"] as const;
export const drivelineSchema = z.enum(DRIVELINES);
export type Driveline = z.infer<typeof drivelineSchema>;

/** The 14 colour filter values (docs/product/search.md#filters). */
export const COLOURS = [
  "black",
  "white",
  "silver",
  "gray",
  "blue",
  "red",
  "green",
  "gold",
  "brown",
  "beige",
  "orange",
  "yellow",
  "purple",
  "other",
] as const;
export const colourSchema = z.enum(COLOURS);
export type Colour = z.infer<typeof colourSchema>;

/** C clean, S salvage, J non-repairable / junk (Copart's TITLEGROUP_x letters); IAAI titles map onto the same. */
export const TITLE_GROUPS = { clean: "C", salvage: "S", nonRepairable: "J" } as const;

/** Odometer brands, as Copart spells them (`ord`); IAAI's "Actual" / "Not Actual" map onto them. */
export const ODOMETER_BRANDS = ["ACTUAL", "NOT ACTUAL", "EXEMPT", "EXCEEDS MECHANICAL LIMITS", "TMU"] as const;

/** European lots: how VAT is handled (the landed cost follows it). */
export const VAT_SCHEMES = ["vat-qualifying", "margin"] as const;
export const vatSchemeSchema = z.enum(VAT_SCHEMES);
export type VatScheme = z.infer<typeof vatSchemeSchema>;

/** European lots: the papers that come with the car. */
export const REGISTRATION_DOCUMENTS = ["registration-certificate", "coc", "service-book"] as const;
export const registrationDocumentSchema = z.enum(REGISTRATION_DOCUMENTS);
export type RegistrationDocument = z.infer<typeof registrationDocumentSchema>;

/** VIN alphabet: digits and letters without I, O, Q. A masked VIN keeps its first 11 characters. */
export const VIN_CHARS = "0123456789ABCDEFGHJKLMNPRSTUVWXYZ";
export const fullVinSchema = z.string().regex(/^[A-HJ-NPR-Z0-9]{17}$/);
export const vinPrefixSchema = z.string().regex(/^[A-HJ-NPR-Z0-9]{11}$/);

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** Largest value of a PostgreSQL INTEGER column (cents, odometer). */
export const PG_INT_MAX = 2_147_483_647;

/** Widths of the optional text columns (VARCHAR(n) in the migration); adapters clip to them. */
export const LOT_TEXT_WIDTHS = {
  stockNumber: 20,
  itemId: 20,
  make: 60,
  model: 80,
  trim: 120,
  subtitle: 200,
  odometerBrand: 40,
  primaryDamage: 80,
  secondaryDamage: 80,
  damageDescription: 500,
  titleType: 120,
  titleGroup: 8,
  titleState: 8,
  titleNotes: 300,
  runsDrives: 60,
  engine: 80,
  airbags: 60,
  location: 120,
  branch: 120,
  region: 60,
  country: 60,
  city: 80,
  postalCode: 20,
  laneRun: 40,
  startCode: 60,
  loss: 60,
  bidStatus: 40,
  counterBidStatus: 40,
  lotAuctionStatus: 40,
  saleStatus: 40,
  buyNowUrl: 500,
  thumbnailUrl: 500,
  emissionClass: 20,
  auctionTimeZone: 40,
  sellerAuctionName: 120,
} as const;
export type LotTextField = keyof typeof LOT_TEXT_WIDTHS;

const text = (field: LotTextField) => z.string().min(1).max(LOT_TEXT_WIDTHS[field]).nullable();
const cents = z.number().int().nonnegative().max(PG_INT_MAX).nullable();

export const lotRecordSchema = z
  .object({
    platform: platformSchema,
    /** Copart's lot number; IAAI's stock number. Digits, kept as text (9-digit Copart lots are coming). */
    lotNumber: z.string().regex(/^[0-9]{1,20}$/),
    stockNumber: text("stockNumber"),
    /** IAAI's salvage / item id (the `<id>~US` of its lot page URL). */
    itemId: text("itemId"),
    vehicleType: vehicleTypeSchema,
    year: z.number().int().min(1900).max(2100).nullable(),
    make: text("make"),
    model: text("model"),
    trim: text("trim"),
    title: z.string().min(1).max(200),
    subtitle: text("subtitle"),
    bodyStyle: bodyStyleSchema.nullable(),
    /** The full 17-character VIN, or its first 11 characters when the provider masks the rest (vinMasked). */
    vin: z.union([fullVinSchema, vinPrefixSchema]).nullable(),
    vinMasked: z.boolean(),
    odometerMiles: z.number().int().nonnegative().max(PG_INT_MAX).nullable(),
    odometerBrand: text("odometerBrand"),
    primaryDamage: text("primaryDamage"),
    secondaryDamage: text("secondaryDamage"),
    damageDescription: text("damageDescription"),
    titleType: text("titleType"),
    titleGroup: text("titleGroup"),
    titleState: text("titleState"),
    titleNotes: text("titleNotes"),
    exteriorColor: colourSchema.nullable(),
    interiorColor: colourSchema.nullable(),
    runsDrives: text("runsDrives"),
    hasKeys: z.boolean().nullable(),
    engine: text("engine"),
    cylinders: z.number().int().min(1).max(16).nullable(),
    fuelType: fuelTypeSchema.nullable(),
    transmission: transmissionSchema.nullable(),
    driveline: drivelineSchema.nullable(),
    airbags: text("airbags"),
    location: text("location"),
    branch: text("branch"),
    /** State or province code. */
    region: text("region"),
    country: text("country"),
    city: text("city"),
    postalCode: text("postalCode"),
    yardNumber: z.number().int().nonnegative().max(PG_INT_MAX).nullable(),
    laneRun: text("laneRun"),
    startCode: text("startCode"),
    loss: text("loss"),
    bidStatus: text("bidStatus"),
    counterBidStatus: text("counterBidStatus"),
    lotAuctionStatus: text("lotAuctionStatus"),
    saleStatus: text("saleStatus"),
    buyerHighBidder: z.boolean().nullable(),
    isSold: z.boolean(),
    currency: currencySchema,
    currentBidCents: cents,
    minBidCents: cents,
    buyNowPriceCents: cents,
    buyNowUrl: text("buyNowUrl"),
    auctionDate: z.date().nullable(),
    imageUrls: z.array(z.string().min(1).max(2000)).max(200),
    thumbnailUrl: text("thumbnailUrl"),
    // European auctions. Optional, so US records (and their content hashes) stay as they were: the store writes
    // an absent value as null (an empty list for the documents).
    /** The odometer as a European seller publishes it, in km; odometerMiles is then derived from it. */
    odometerKm: z.number().int().nonnegative().max(PG_INT_MAX).nullable().optional(),
    vatScheme: vatSchemeSchema.nullable().optional(),
    registrationDocuments: z.array(registrationDocumentSchema).max(REGISTRATION_DOCUMENTS.length).optional(),
    /** YYYY-MM-DD. */
    firstRegistration: z.iso.date().nullable().optional(),
    emissionClass: text("emissionClass").optional(),
    /** IANA zone the auction end is announced in. */
    auctionTimeZone: text("auctionTimeZone").optional(),
    sellerAuctionName: text("sellerAuctionName").optional(),
    /** Fields set aside as implausible ("odometerMiles: ..."); absent when none, so other records' hashes stay. */
    ingestWarnings: z.array(z.string().min(1).max(300)).max(20).optional(),
    /**
     * The provider's raw item as received (parsed JSON). Only its kind is checked: a deep JSON walk of every
     * raw payload costs more than the rest of the record together, and the payload came from JSON.parse.
     */
    originalData: z.custom<JsonObject | JsonValue[]>(
      (v) => typeof v === "object" && v !== null,
      "must be a JSON object or array",
    ),
  })
  .strict();
export type LotRecord = z.infer<typeof lotRecordSchema>;

/** Keys of LotRecord in column order: the lot store writes exactly these columns. */
export const LOT_RECORD_KEYS = Object.keys(lotRecordSchema.shape) as (keyof LotRecord)[];
