// Writes normalised lots: the one path the demo seed and the ingestion worker share. Per batch, one query reads the
// stored content hashes of the batch's lots (and the stored fields of partial records, to merge them); lots whose
// hash is unchanged (most of a scheduled feed's lots) only get their lastSeenAt bumped, by id, without shipping their
// data; the new and changed ones travel as one JSON parameter, are expanded by jsonb_to_recordset and go through one
// multi-row INSERT ... ON CONFLICT DO UPDATE that only rewrites rows whose content hash differs. Two or three round
// trips per batch, never one per lot. A record PostgreSQL refuses is found by splitting the batch and set aside with
// its reason; the others are stored (docs/feeds/store.md).
import {
  lotContentHashOfParts,
  lotJsonOfParts,
  lotJsonParts,
  type LotJsonParts,
} from "@app/shared/catalogue/lot-content-hash";
import { PLATFORMS, type LotRecord } from "@app/shared/catalogue/lot.schemas";
import type { SkipReason } from "@app/shared/catalogue/provider-adapter";
import { sqlRunner, type Db, type SqlRunner, type Tx } from "./client.ts";
import { dataRefusal } from "./data-refusal.ts";
import { absentFields, mergeLot, storedLotRecord, withoutEmptyOptionals } from "./lot-merge.ts";
import { RAW_MATCHES_SQL, STORED_LOTS_SQL, TOUCH_SQL, UPSERT_SQL } from "./lot-store-sql.ts";
import { storableLotParts, storableText } from "./storable-text.ts";

/** A record, or a record with the fields whose provider keys were absent (kept from the stored lot). */
export type LotItem = LotRecord | WrappedLotItem;

/**
 * A record with what its reading knows: the fields whose provider keys were absent (kept from the stored lot), and
 * the raw item's JSON text and rawItemHash when the record was read from one (its originalData is that item).
 */
export interface WrappedLotItem {
  record: LotRecord;
  absent?: readonly (keyof LotRecord)[];
  raw?: { json: string; hash: string };
}

export type LotOutcome = "created" | "updated" | "unchanged";

/** A record the store could not write, and why (code "store-refused"). */
export interface RefusedLot {
  platform: string;
  lotNumber: string;
  reason: SkipReason;
}

export interface UpsertLotsResult {
  created: number;
  updated: number;
  unchanged: number;
  /** Ids of created and updated lots, for cache refreshes and bid checks. */
  changedIds: string[];
  /** What happened to each stored lot, keyed by lotKey(platform, lotNumber); refused lots are not in it. */
  outcomes: Map<string, LotOutcome>;
  /** Records not written, each with its reason; every other record was written or touched. */
  refused: RefusedLot[];
}

export interface UpsertLotsOptions {
  /** Rows per statement (default 500). */
  batchSize?: number;
  /** The sighting time written to lastSeenAt (and firstSeenAt of new lots); default now. */
  seenAt?: Date;
  /**
   * The ingestion source that saw these lots, written to every created, updated and touched lot (a lot seen by
   * another source moves to it); null clears it. Left out, new lots have none and stored lots keep theirs.
   */
  sourceId?: string | null;
}

type RawClient = Pick<Db | Tx, "$queryRawUnsafe" | "$executeRawUnsafe">;

export const lotKey = (platform: string, lotNumber: string) => `${platform}|${lotNumber}`;

const PLATFORM_SET: ReadonlySet<string> = new Set(PLATFORMS);

/** A record ready for the batch: cleaned, and its JSON texts when it was not merged since. */
interface Pending {
  record: LotRecord;
  absent: ReadonlySet<keyof LotRecord> | null;
  parts: LotJsonParts | null;
  /** The raw item's hash; null when there is none or the record was merged since. */
  rawHash: string | null;
}

interface WriteRow {
  key: string;
  platform: string;
  lotNumber: string;
  json: string;
}

const refusal = (lotNumber: string, message: string, excerpt?: string): SkipReason => ({
  code: "store-refused",
  message,
  lotNumber,
  ...(excerpt === undefined ? {} : { excerpt: excerpt.slice(0, 80) }),
});

/** A lot's identity must be stored as given: cleaning it could make it another lot. */
function identityProblem(record: LotRecord): string | null {
  if (!PLATFORM_SET.has(record.platform))
    return `The platform "${String(record.platform)}" is not one the store knows.`;
  if (typeof record.lotNumber !== "string" || !record.lotNumber) return "The lot has no lot number.";
  if (storableText(record.lotNumber) !== record.lotNumber) return "The lot number holds characters text cannot store.";
  return null;
}

const isWrapped = (item: LotItem): item is WrappedLotItem => "record" in item && !("platform" in item);

/** A later partial record of the same lot in one call fills its absent fields from the earlier one. */
function combine(earlier: Pending | undefined, later: Pending): Pending {
  if (!earlier || !later.absent) return later;
  const both = earlier.absent ? [...later.absent].filter((k) => earlier.absent?.has(k)) : [];
  return {
    record: mergeLot(earlier.record, later.record, later.absent),
    absent: absentFields(both),
    parts: null,
    rawHash: null,
  };
}

/**
 * Inserts new lots, rewrites lots whose content changed (content hash), and marks unchanged ones as seen.
 * Within one call a lot (platform + lotNumber) counts once: the last record for it wins, a partial one merged over
 * the earlier ones. A record PostgreSQL refuses is returned in `refused`; a lost connection throws.
 */
export async function upsertLots(
  db: RawClient,
  items: readonly LotItem[],
  opts: UpsertLotsOptions = {},
): Promise<UpsertLotsResult> {
  const batchSize = Math.max(1, Math.floor(opts.batchSize ?? 500));
  const seenAt = (opts.seenAt ?? new Date()).toISOString();
  const source = sourceParams(opts);
  const result: UpsertLotsResult = {
    created: 0,
    updated: 0,
    unchanged: 0,
    changedIds: [],
    outcomes: new Map(),
    refused: [],
  };
  const refuse = (platform: string, lotNumber: string, reason: SkipReason) =>
    result.refused.push({ platform, lotNumber, reason });
  const sql = sqlRunner(db);

  const unique = new Map<string, Pending>();
  for (const item of items) {
    const record = isWrapped(item) ? item.record : item;
    const problem = identityProblem(record);
    if (problem) {
      refuse(String(record.platform), String(record.lotNumber), refusal(String(record.lotNumber), problem));
      continue;
    }
    let prepared: { record: LotRecord; parts: LotJsonParts };
    try {
      prepared = storableLotParts(withoutEmptyOptionals(record), isWrapped(item) ? item.raw?.json : undefined);
    } catch (error) {
      // A BigInt or a cycle in the raw data: JSON cannot carry it.
      const text = error instanceof Error ? error.message : String(error);
      refuse(
        record.platform,
        record.lotNumber,
        refusal(record.lotNumber, `The lot cannot be written as JSON: ${text}`),
      );
      continue;
    }
    const absent = isWrapped(item) ? absentFields(item.absent) : null;
    const key = lotKey(record.platform, record.lotNumber);
    // A record cleaned for storage is no longer its raw item as read: it is not remembered by the item's hash.
    const rawHash =
      isWrapped(item) && item.raw && prepared.record.originalData === record.originalData ? item.raw.hash : null;
    unique.set(key, combine(unique.get(key), { record: prepared.record, absent, parts: prepared.parts, rawHash }));
  }
  // One lock order for every writer: two ingestion runs over the same lots then queue instead of deadlocking.
  const rows = [...unique.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const storedLots = (entries: typeof batch, withFields: boolean) =>
      sql.rows<{
        id: string;
        platform: string;
        lotNumber: string;
        hash: string | null;
        fields: Record<string, unknown> | null;
      }>(STORED_LOTS_SQL, [
        entries.map(([, p]) => p.record.platform),
        entries.map(([, p]) => p.record.lotNumber),
        entries.map(() => withFields),
      ]);
    const storedByKey = new Map((await storedLots(batch, false)).map((s) => [lotKey(s.platform, s.lotNumber), s]));
    // A record whose own hash is the stored one is unchanged as it is; only the other partial records of stored lots
    // need the stored fields to be merged (the steady state of a feed reads hashes only).
    for (const [, p] of batch) p.parts ??= lotJsonParts(p.record);
    const ownHash = new Map(batch.map(([key, p]) => [key, lotContentHashOfParts(p.parts!)]));
    const toMerge = batch.filter(([key, p]) => {
      const s = storedByKey.get(key);
      return p.absent !== null && s !== undefined && s.hash !== ownHash.get(key);
    });
    if (toMerge.length)
      for (const s of await storedLots(toMerge, true)) storedByKey.set(lotKey(s.platform, s.lotNumber), s);
    const unchanged: { id: string; rawHash: string | null }[] = [];
    const toWrite: WriteRow[] = [];
    for (const [key, pending] of batch) {
      const s = storedByKey.get(key);
      let { record } = pending;
      let parts = pending.parts!;
      let hash = ownHash.get(key)!;
      if (s?.fields && pending.absent && s.hash !== hash) {
        record = mergeLot(storedLotRecord(s.fields), record, pending.absent);
        parts = lotJsonParts(record);
        hash = lotContentHashOfParts(parts);
      }
      if (s && s.hash === hash) {
        unchanged.push({ id: s.id, rawHash: pending.rawHash });
        result.outcomes.set(key, "unchanged");
        continue;
      }
      // The hashes join the record's own JSON text: no second serialisation of the lot.
      const rawHash = pending.rawHash ? `"${pending.rawHash}"` : "null";
      toWrite.push({
        key,
        platform: record.platform,
        lotNumber: record.lotNumber,
        json: lotJsonOfParts(parts, `"contentHash":"${hash}","rawHash":${rawHash}`),
      });
    }
    if (unchanged.length) {
      await touch(sql, unchanged, seenAt, source);
      result.unchanged += unchanged.length;
    }
    for (const row of await writeRows(sql, toWrite, [seenAt, ...source], refuse)) {
      result.outcomes.set(lotKey(row.platform, row.lotNumber), row.outcome);
      result[row.outcome]++;
      if (row.outcome !== "unchanged") result.changedIds.push(row.id);
    }
  }
  return result;
}

type SourceParams = readonly [string | null, boolean];

/** The statements' $3 and $4: the source id to write, and whether to write it (UpsertLotsOptions.sourceId). */
const sourceParams = (opts: Pick<UpsertLotsOptions, "sourceId">): SourceParams => [
  opts.sourceId ?? null,
  opts.sourceId !== undefined,
];

const touch = (
  sql: SqlRunner,
  lots: readonly { id: string; rawHash: string | null }[],
  seenAt: string,
  source: SourceParams,
) => sql.execute(TOUCH_SQL, [lots.map((l) => l.id), seenAt, ...source, lots.map((l) => l.rawHash)]);

/** A stored lot whose remembered raw item is the one given. */
export interface RawMatch {
  id: string;
  lotNumber: string;
  rawHash: string;
  /** The lot carries plausibility warnings. */
  warned: boolean;
}

/**
 * The stored lots of a platform whose remembered raw item (Lot.rawHash) is the given one: reading that item again
 * would change nothing, so ingestion only touches them (touchLots) instead of reading them.
 */
export async function storedRawMatches(
  db: RawClient,
  platform: LotRecord["platform"],
  items: readonly { lotNumber: string; rawHash: string }[],
): Promise<RawMatch[]> {
  if (!items.length) return [];
  return sqlRunner(db).rows<RawMatch>(RAW_MATCHES_SQL, [
    platform,
    items.map((i) => i.lotNumber),
    items.map((i) => i.rawHash),
  ]);
}

/** Marks lots seen now (or at seenAt), by id, as upsertLots does its unchanged lots; sourceId as there. */
export async function touchLots(
  db: RawClient,
  ids: readonly string[],
  opts: Pick<UpsertLotsOptions, "seenAt" | "sourceId"> = {},
): Promise<void> {
  if (!ids.length) return;
  const seenAt = (opts.seenAt ?? new Date()).toISOString();
  await touch(
    sqlRunner(db),
    ids.map((id) => ({ id, rawHash: null })),
    seenAt,
    sourceParams(opts),
  );
}

interface WrittenRow {
  id: string;
  platform: string;
  lotNumber: string;
  outcome: LotOutcome;
}

/**
 * Writes the rows in one statement; when PostgreSQL refuses their data, halves the batch until each refused row is
 * alone (about 2 log2(n) statements per bad row), writes the rest and refuses those.
 */
async function writeRows(
  sql: SqlRunner,
  rows: WriteRow[],
  params: readonly unknown[],
  refuse: (platform: string, lotNumber: string, reason: SkipReason) => void,
): Promise<WrittenRow[]> {
  if (!rows.length) return [];
  const savepoint = sql.inTransaction;
  try {
    if (savepoint) await sql.execute("SAVEPOINT lot_store_write", []);
    const written = await sql.rows<WrittenRow>(UPSERT_SQL, [`[${rows.map((r) => r.json).join(",")}]`, ...params]);
    if (savepoint) await sql.execute("RELEASE SAVEPOINT lot_store_write", []);
    return written;
  } catch (error) {
    const refused = dataRefusal(error);
    if (!refused) throw error;
    if (savepoint) await sql.execute("ROLLBACK TO SAVEPOINT lot_store_write", []);
    const [only] = rows;
    if (rows.length === 1 && only) {
      const message = `PostgreSQL refused the lot (${refused.sqlState}): ${refused.message}`;
      refuse(only.platform, only.lotNumber, refusal(only.lotNumber, message, refused.message));
      return [];
    }
    const half = Math.ceil(rows.length / 2);
    return [
      ...(await writeRows(sql, rows.slice(0, half), params, refuse)),
      ...(await writeRows(sql, rows.slice(half), params, refuse)),
    ];
  }
}
