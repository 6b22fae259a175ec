// The lot store's statements: the batch travels as one JSON parameter, expanded by jsonb_to_recordset into typed
// columns, so a batch of any size is one statement with a fixed text (planned once per connection).
import { LOT_RECORD_KEYS, type LotRecord } from "@app/shared/catalogue/lot.schemas";

/** PostgreSQL type of every LotRecord column; `Record<keyof LotRecord, ...>` makes the compiler keep it complete. */
export const COLUMN_TYPES: Record<keyof LotRecord, string> = {
  platform: '"Platform"',
  lotNumber: "varchar",
  stockNumber: "varchar",
  itemId: "varchar",
  vehicleType: '"VehicleType"',
  year: "smallint",
  make: "varchar",
  model: "varchar",
  trim: "varchar",
  title: "varchar",
  subtitle: "varchar",
  bodyStyle: "varchar",
  vin: "varchar",
  vinMasked: "boolean",
  odometerMiles: "integer",
  odometerBrand: "varchar",
  primaryDamage: "varchar",
  secondaryDamage: "varchar",
  damageDescription: "varchar",
  titleType: "varchar",
  titleGroup: "varchar",
  titleState: "varchar",
  titleNotes: "varchar",
  exteriorColor: "varchar",
  interiorColor: "varchar",
  runsDrives: "varchar",
  hasKeys: "boolean",
  engine: "varchar",
  cylinders: "smallint",
  fuelType: "varchar",
  transmission: "varchar",
  driveline: "varchar",
  airbags: "varchar",
  location: "varchar",
  branch: "varchar",
  region: "varchar",
  country: "varchar",
  city: "varchar",
  postalCode: "varchar",
  yardNumber: "integer",
  laneRun: "varchar",
  startCode: "varchar",
  loss: "varchar",
  bidStatus: "varchar",
  counterBidStatus: "varchar",
  lotAuctionStatus: "varchar",
  saleStatus: "varchar",
  buyerHighBidder: "boolean",
  isSold: "boolean",
  currency: "varchar",
  currentBidCents: "integer",
  minBidCents: "integer",
  buyNowPriceCents: "integer",
  buyNowUrl: "varchar",
  auctionDate: "timestamptz",
  imageUrls: "text[]",
  thumbnailUrl: "varchar",
  odometerKm: "integer",
  vatScheme: "varchar",
  registrationDocuments: "text[]",
  firstRegistration: "date",
  emissionClass: "varchar",
  auctionTimeZone: "varchar",
  sellerAuctionName: "varchar",
  ingestWarnings: "text[]",
  originalData: "jsonb",
};

const q = (name: string) => `"${name}"`;
const COLUMNS = LOT_RECORD_KEYS.map(q);
const RECORDSET_COLUMNS = [
  ...LOT_RECORD_KEYS.map((k) => `${q(k)} ${COLUMN_TYPES[k]}`),
  '"contentHash" text',
  '"rawHash" text',
];
/** Optional list fields a record may leave out: stored as an empty list, as the column default. */
const LIST_DEFAULTS: Partial<Record<keyof LotRecord, string>> = {
  registrationDocuments: "'{}'::text[]",
  ingestWarnings: "'{}'::text[]",
};
const VALUES = LOT_RECORD_KEYS.map((k) => (LIST_DEFAULTS[k] ? `coalesce(${q(k)}, ${LIST_DEFAULTS[k]})` : q(k)));

/** $3: the source id to write, $4: whether to write it (otherwise an existing lot keeps its source). */
const source = (current: string) => `CASE WHEN $4::boolean THEN $3::varchar ELSE ${current} END`;

/** One row per written or touched lot: its id and outcome ("created", "updated" or "unchanged"). */
export const UPSERT_SQL = `
WITH input AS (
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(${RECORDSET_COLUMNS.join(", ")})
),
upserted AS (
  INSERT INTO "Lot" ("id", ${COLUMNS.join(", ")}, "contentHash", "rawHash", "sourceId", "firstSeenAt", "lastSeenAt", "createdAt", "updatedAt")
  SELECT gen_random_uuid(), ${VALUES.join(", ")}, "contentHash", "rawHash", $3::varchar, $2::timestamptz, $2::timestamptz, $2::timestamptz, $2::timestamptz
  FROM input
  ON CONFLICT ("platform", "lotNumber") DO UPDATE SET
    ${[...COLUMNS, '"contentHash"', '"rawHash"', '"lastSeenAt"', '"updatedAt"'].map((c) => `${c} = EXCLUDED.${c}`).join(",\n    ")},
    "sourceId" = ${source('"Lot"."sourceId"')},
    "removedAt" = NULL
  WHERE "Lot"."contentHash" IS DISTINCT FROM EXCLUDED."contentHash"
  -- xmax is 0 on a freshly inserted row version and the locking transaction's id on an updated one.
  RETURNING "id", "platform", "lotNumber", (xmax = 0) AS inserted
),
touched AS (
  -- A lot that turned out unchanged here was written by someone else between our hash check and this statement.
  UPDATE "Lot" AS l SET "lastSeenAt" = $2::timestamptz, "removedAt" = NULL,
    "sourceId" = ${source('l."sourceId"')}, "rawHash" = coalesce(i."rawHash", l."rawHash")
  FROM input AS i
  WHERE l."platform" = i."platform" AND l."lotNumber" = i."lotNumber"
    AND NOT EXISTS (SELECT 1 FROM upserted AS u WHERE u."id" = l."id")
  RETURNING l."id", l."platform", l."lotNumber"
)
SELECT "id"::text AS id, "platform"::text AS platform, "lotNumber",
  CASE WHEN inserted THEN 'created' ELSE 'updated' END AS outcome
FROM upserted
UNION ALL
SELECT "id"::text, "platform"::text, "lotNumber", 'unchanged' FROM touched`;

/** Stored id and content hash per (platform, lotNumber); with the stored fields where $3 asks for them. */
export const STORED_LOTS_SQL = `
SELECT l."id"::text AS id, l."platform"::text AS platform, l."lotNumber" AS "lotNumber", l."contentHash" AS hash,
  CASE WHEN k.partial THEN (SELECT to_jsonb(f) FROM (SELECT ${LOT_RECORD_KEYS.map((k) => `l.${q(k)}`).join(", ")}) AS f) END AS fields
FROM unnest($1::text[], $2::text[], $3::boolean[]) AS k(platform, "lotNumber", partial)
JOIN "Lot" AS l ON l."platform" = k.platform::"Platform" AND l."lotNumber" = k."lotNumber"`;

/**
 * Marks lots seen: $1 their ids, $5 the hash of the raw item each was seen as (null: keep the stored one; the item
 * read over the lot changed nothing, so both hashes name items that leave it as it is).
 */
export const TOUCH_SQL = `
UPDATE "Lot" AS l SET "lastSeenAt" = $2::timestamptz, "removedAt" = NULL, "sourceId" = ${source('l."sourceId"')},
  "rawHash" = coalesce(t."rawHash", l."rawHash")
FROM unnest($1::uuid[], $5::text[]) AS t("id", "rawHash")
WHERE l."id" = t."id"
  AND (l."lastSeenAt" IS DISTINCT FROM $2::timestamptz OR ($4::boolean AND l."sourceId" IS DISTINCT FROM $3::varchar)
    OR (t."rawHash" IS NOT NULL AND t."rawHash" IS DISTINCT FROM l."rawHash"))`;

/**
 * Stored lots of a platform ($1) whose remembered raw item is the one given: (lotNumber, rawHash) pairs in $2, $3.
 * Whether the lot carries warnings, so the run counts them as when it reads the item.
 */
export const RAW_MATCHES_SQL = `
SELECT l."id"::text AS id, l."lotNumber" AS "lotNumber", l."rawHash"::text AS "rawHash",
  coalesce(cardinality(l."ingestWarnings"), 0) > 0 AS warned
FROM unnest($2::text[], $3::text[]) AS k("lotNumber", "rawHash")
JOIN "Lot" AS l ON l."platform" = $1::"Platform" AND l."lotNumber" = k."lotNumber" AND l."rawHash" = k."rawHash"`;
