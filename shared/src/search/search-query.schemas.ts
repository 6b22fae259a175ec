// GET /api/search: the filters (docs/product/search.md#filters) as query parameters, parsed the same way by the API
// and the web.
// Empty strings count as absent, so a form can send every field.
import { z } from "zod";
import { COLOURS, DRIVELINES, FUEL_TYPES, TRANSMISSIONS, VEHICLE_TYPES } from "../catalogue/lot.schemas.ts";
import { lotVinTarget } from "./lot-vin.ts";

export const PAGE_SIZES = [12, 24, 48, 96] as const;
export const CYLINDERS = [3, 4, 5, 6, 8, 10, 12] as const;
export const TITLE_FILTERS = ["clean", "salvage", "rebuilt", "flood"] as const;
export const AIRBAG_FILTERS = ["none", "front", "side", "curtain"] as const;
/** Exact totals up to here; beyond, the total is a lower bound (`totalIsLowerBound`). */
export const EXACT_TOTAL_LIMIT = 10_000;
/** Deepest result reachable by paging; narrower filters reach the rest. */
export const MAX_RESULT_OFFSET = 10_000;

const blankIsAbsent = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const opt = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsAbsent, schema.optional());
const flag = z.preprocess(
  blankIsAbsent,
  z
    .enum(["true", "false", "1", "0"], { error: "must be true or false" })
    .transform((v) => v === "true" || v === "1")
    .optional(),
);
const year = z.coerce.number().int().min(1900, "must be 1900 or later").max(2100, "must be 2100 or earlier");
const oneOf = (values: readonly number[]) =>
  z.coerce.number().refine((v) => values.includes(v), `must be one of ${values.join(", ")}`);
const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

export const searchQuerySchema = z
  .strictObject({
    platform: opt(z.enum(["copart", "iaai", "both", "europe", "all"])).default("all"),
    vehicleType: opt(z.enum(VEHICLE_TYPES)),
    make: opt(text(60)),
    model: opt(text(80)),
    yearFrom: opt(year),
    yearTo: opt(year),
    lotVin: opt(
      text(17).refine((v) => lotVinTarget(v) !== null, "must be a 17-character VIN or a lot number of 5 to 12 digits"),
    ),
    keyword: opt(text(200)),
    damageType: opt(text(80)),
    location: opt(text(120)),
    odometerMin: opt(z.coerce.number().int().min(0).max(9_999_999)),
    odometerMax: opt(z.coerce.number().int().min(0).max(9_999_999)),
    fuelType: opt(z.enum(FUEL_TYPES)),
    cylinders: opt(oneOf(CYLINDERS)),
    transmission: opt(z.enum(TRANSMISSIONS)),
    airbags: opt(z.enum(AIRBAG_FILTERS)),
    title: opt(z.enum(TITLE_FILTERS)),
    color: opt(z.enum(COLOURS)),
    driveTrain: opt(z.enum(DRIVELINES)),
    auctionDate: opt(
      z.union([
        z.literal("today"),
        z.literal("tomorrow"),
        z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be today, tomorrow or YYYY-MM-DD"),
      ]),
    ),
    showEndedAuctions: flag.default(false),
    showBuyNow: flag.default(false),
    sort: opt(z.literal("auctionDate")).default("auctionDate"),
    order: opt(z.enum(["asc", "desc"])).default("asc"),
    page: opt(z.coerce.number().int().min(1, "must be 1 or more").max(100_000)).default(1),
    pageSize: opt(oneOf(PAGE_SIZES)).default(24),
    /** What the visitor did, for the per-action cooldowns (docs/product/search.md#cooldowns). */
    action: opt(z.enum(["search", "filter", "remove-filter", "clear-filters", "clear-sidebar", "buy-now"])).default(
      "search",
    ),
  })
  .superRefine((q, ctx) => {
    if (q.yearFrom && q.yearTo && q.yearFrom > q.yearTo)
      ctx.addIssue({ code: "custom", path: ["yearTo"], message: "must not be before yearFrom" });
    if (q.odometerMin !== undefined && q.odometerMax !== undefined && q.odometerMin > q.odometerMax)
      ctx.addIssue({ code: "custom", path: ["odometerMax"], message: "must not be below odometerMin" });
    if (q.auctionDate && /^\d/.test(q.auctionDate) && Number.isNaN(Date.parse(`${q.auctionDate}T00:00:00Z`)))
      ctx.addIssue({ code: "custom", path: ["auctionDate"], message: "is not a real date" });
    if ((q.page - 1) * q.pageSize >= MAX_RESULT_OFFSET)
      ctx.addIssue({
        code: "custom",
        path: ["page"],
        message: `results beyond the first ${MAX_RESULT_OFFSET} need narrower filters`,
      });
  });
export type SearchQuery = z.infer<typeof searchQuerySchema>;
