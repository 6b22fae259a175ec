// Writes normalised lots: the one path the demo seed and the ingestion worker share. Per batch, one query reads the
// stored content hashes of the batch's lots; lots whose hash is unchanged (most of a scheduled feed's lots) only get
// their lastSeenAt bumped, by id, without shipping their data; the new and changed ones travel as one JSON
// parameter, are expanded by jsonb_to_recordset and go through one multi-row INSERT ... ON CONFLICT DO UPDATE that
// only rewrites rows whose content hash differs. Two or three round trips per batch, never one per lot.
import { lotContentHash } from "@app/shared/catalogue/lot-content-hash";
import { LOT_RECORD_KEYS, type LotRecord } from "@app/shared/catalogue/lot.schemas";
import type { SkipReason } from "@app/shared/catalogue/provider-adapter";
import type { Db, Tx } from "./client.ts";

export interface UpsertLotsResult {
  created: number;
  updated: number;
  unchanged: number;
  /** Ids of created and updated lots, for cache refreshes and bid checks. */
  changedIds: string[];
  /** Records PostgreSQL would not take, with the reason; the rest of their batch is stored. */
  refused: { platform: LotRecord["platform"]; lotNumber: string; reason: SkipReason }[];
  /** What happened to each stored lot, keyed `${platform}|${lotNumber}`. */
  outcomes: Map<string, LotOutcome>;
}

export type LotOutcome = "created" | "updated" | "unchanged";

/** A record, or a record with the fields its provider item did not carry (a stored lot keeps those). */
export type UpsertLotItem = LotRecord | { record: LotRecord; absent?: (keyof LotRecord)[] };

export interface UpsertLotsOptions {
  /** Rows per statement (default 500). */
  batchSize?: number;
  /** The sighting time written to lastSeenAt (and firstSeenAt of new lots); default now. */
  seenAt?: Date;
  /** The ingestion source that saw the lots: written to Lot.sourceId on insert, update and touch. */
  sourceId?: string;
}

type RawClient = Pick<Db | Tx, "$queryRawUnsafe" | "$executeRawUnsafe">;

/** PostgreSQL type of every LotRecord column; `Record<keyof LotRecord, ...>` makes the compiler keep it complete. */
const COLUMN_TYPES: Record<keyof LotRecord, string> = {
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
const RECORDSET_COLUMNS = [...LOT_RECORD_KEYS.map((k) => `${q(k)} ${COLUMN_TYPES[k]}`), '"contentHash" text'];

const UPSERT_SQL = `
WITH input AS (
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(${RECORDSET_COLUMNS.join(", ")})
),
upserted AS (
  INSERT INTO "Lot" ("id", ${COLUMNS.join(", ")}, "contentHash", "sourceId", "firstSeenAt", "lastSeenAt", "createdAt", "updatedAt")
  SELECT gen_random_uuid(), ${COLUMNS.join(", ")}, "contentHash", $3::varchar, $2::timestamptz, $2::timestamptz, $2::timestamptz, $2::timestamptz
  FROM input
  ON CONFLICT ("platform", "lotNumber") DO UPDATE SET
    ${[...COLUMNS, '"contentHash"', '"lastSeenAt"', '"updatedAt"'].map((c) => `${c} = EXCLUDED.${c}`).join(",\n    ")},
    "removedAt" = NULL, "sourceId" = coalesce($3::varchar, "Lot"."sourceId")
  WHERE "Lot"."contentHash" IS DISTINCT FROM EXCLUDED."contentHash"
  -- xmax is 0 on a freshly inserted row version and the locking transaction's id on an updated one.
  RETURNING "id", "platform"::text || '|' || "lotNumber" AS key, (xmax = 0) AS inserted
),
touched AS (
  -- A lot that turned out unchanged here was written by someone else between our hash check and this statement.
  UPDATE "Lot" AS l SET "lastSeenAt" = $2::timestamptz, "removedAt" = NULL,
    "sourceId" = coalesce($3::varchar, l."sourceId")
  FROM input AS i
  WHERE l."platform" = i."platform" AND l."lotNumber" = i."lotNumber"
    AND NOT EXISTS (SELECT 1 FROM upserted AS u WHERE u."id" = l."id")
  RETURNING l."id", l."platform"::text || '|' || l."lotNumber" AS key
)
SELECT
  (SELECT count(*) FROM upserted WHERE inserted)::int AS created,
  (SELECT count(*) FROM upserted WHERE NOT inserted)::int AS updated,
  (SELECT count(*) FROM touched)::int AS unchanged,
  (SELECT coalesce(array_agg("id"::text), '{}') FROM upserted) AS "changedIds",
  (SELECT coalesce(array_agg(key), '{}') FROM upserted WHERE inserted) AS "createdKeys",
  (SELECT coalesce(array_agg(key), '{}') FROM upserted WHERE NOT inserted) AS "updatedKeys",
  (SELECT coalesce(array_agg(key), '{}') FROM touched) AS "unchangedKeys"`;

const STORED_HASHES_SQL = `
SELECT l."id"::text AS id, l."platform"::text AS platform, l."lotNumber" AS "lotNumber", l."contentHash" AS hash
FROM unnest($1::text[], $2::text[]) AS k(platform, "lotNumber")
JOIN "Lot" AS l ON l."platform" = k.platform::"Platform" AND l."lotNumber" = k."lotNumber"`;

const TOUCH_SQL = `
UPDATE "Lot" SET "lastSeenAt" = $2::timestamptz, "removedAt" = NULL, "sourceId" = coalesce($3::varchar, "sourceId")
WHERE "id" = ANY($1::uuid[]) AND "lastSeenAt" IS DISTINCT FROM $2::timestamptz`;

// PostgreSQL text and jsonb cannot hold NUL characters; provider data occasionally carries them.
const withoutNul = (_key: string, value: unknown) =>
  typeof value === "string" && value.includes("\u0000") ? value.replaceAll("\u0000", "") : value;

/**
 * Inserts new lots, rewrites lots whose content changed (content hash), and marks unchanged ones as seen.
 * Within one call a lot (platform + lotNumber) counts once: the last record for it wins.
 */
export async function upsertLots(
  db: RawClient,
  items: readonly UpsertLotItem[],
  opts: UpsertLotsOptions = {},
): Promise<UpsertLotsResult> {
  const records = items.map((i) => ("record" in i && !("platform" in i) ? i.record : (i as LotRecord)));
  const sourceId = opts.sourceId ?? null;
  const batchSize = Math.max(1, Math.floor(opts.batchSize ?? 500));
  const seenAt = (opts.seenAt ?? new Date()).toISOString();
  const unique = new Map<string, LotRecord>();
  for (const r of records) unique.set(`${r.platform}|${r.lotNumber}`, r);
  // One lock order for every writer: two ingestion runs over the same lots then queue instead of deadlocking.
  const rows = [...unique.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, r]) => r);

  const result: UpsertLotsResult = {
    created: 0,
    updated: 0,
    unchanged: 0,
    changedIds: [],
    refused: [],
    outcomes: new Map(),
  };
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows
      .slice(start, start + batchSize)
      // The hash is taken first: a US record without the European fields keeps the hash it always had.
      .map((r) => ({
        ...r,
        contentHash: lotContentHash(r),
        registrationDocuments: r.registrationDocuments ?? [],
        ingestWarnings: r.ingestWarnings ?? [],
      }));
    const stored = await db.$queryRawUnsafe<{ id: string; platform: string; lotNumber: string; hash: string | null }[]>(
      STORED_HASHES_SQL,
      batch.map((r) => r.platform),
      batch.map((r) => r.lotNumber),
    );
    const storedHash = new Map(stored.map((s) => [`${s.platform}|${s.lotNumber}`, s]));
    const unchangedIds: string[] = [];
    const toWrite = batch.filter((r) => {
      const s = storedHash.get(`${r.platform}|${r.lotNumber}`);
      if (s && s.hash === r.contentHash) {
        unchangedIds.push(s.id);
        result.outcomes.set(`${r.platform}|${r.lotNumber}`, "unchanged");
        return false;
      }
      return true;
    });
    if (unchangedIds.length) {
      await db.$executeRawUnsafe(TOUCH_SQL, unchangedIds, seenAt, sourceId);
      result.unchanged += unchangedIds.length;
    }
    if (!toWrite.length) continue;
    type Counts = Pick<UpsertLotsResult, "created" | "updated" | "unchanged" | "changedIds"> &
      Record<"createdKeys" | "updatedKeys" | "unchangedKeys", string[]>;
    const [counts] = await db.$queryRawUnsafe<Counts[]>(
      UPSERT_SQL,
      JSON.stringify(toWrite, withoutNul),
      seenAt,
      sourceId,
    );
    if (!counts) throw new Error("lot upsert returned no counts");
    result.created += counts.created;
    result.updated += counts.updated;
    result.unchanged += counts.unchanged;
    result.changedIds.push(...counts.changedIds);
    for (const k of counts.createdKeys) result.outcomes.set(k, "created");
    for (const k of counts.updatedKeys) result.outcomes.set(k, "updated");
    for (const k of counts.unchangedKeys) result.outcomes.set(k, "unchanged");
  }
  return result;
}
