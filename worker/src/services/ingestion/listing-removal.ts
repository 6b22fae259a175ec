// Removal that cannot wipe the catalogue. A full listing marks removed only the open lots of its own source that the
// run did not see (never lots entered by hand, never another source's), and only when the listing looks whole:
// otherwise the run is held and an admin confirms the removal (api admin-ingestion confirm-removal).
import type { Db, Tx } from "@app/db/client";
import type { HoldReason } from "@app/shared/ingestion/hold-reason";
import type { LotChange } from "./lots-changed.ts";

/** The share of the source's open lots a listing must hold before the others are taken to have left it. */
export const DEFAULT_MIN_LISTING_SHARE = 0.5;

export type RemovalPlan = {
  /** Open lots of the source the run did not see: they would be marked removed. */
  candidates: number;
  /** Open lots of the source the run saw (created, updated or seen unchanged). */
  kept: number;
};

/** Counts, for the open lots of a source, those a run started at `before` saw and those it did not. */
export async function removalPlan(db: Db | Tx, sourceId: string, before: Date): Promise<RemovalPlan> {
  const [row] = await db.$queryRaw<{ candidates: number; kept: number }[]>`
    SELECT count(*) FILTER (WHERE "lastSeenAt" < ${before})::int AS candidates,
           count(*) FILTER (WHERE "lastSeenAt" >= ${before})::int AS kept
    FROM "Lot"
    WHERE "sourceId" = ${sourceId} AND "removedAt" IS NULL AND "enteredById" IS NULL`;
  return { candidates: row?.candidates ?? 0, kept: row?.kept ?? 0 };
}

export type ListingFacts = RemovalPlan & {
  /** Items the run read (stored or skipped). */
  seen: number;
  /** Pages that failed or had a shape the adapter did not know. */
  failedPages: number;
  /** The run read up to the end of the listing (not stopped by its page limit). */
  reachedEnd: boolean;
  minListingShare: number;
};

/** Why a run must not remove its candidates without an admin, or null when the listing looks whole. */
export function holdReason(f: ListingFacts): HoldReason | null {
  if (f.candidates === 0) return null; // nothing would be removed: nothing to hold
  if (!f.reachedEnd) return { code: "page-limit" };
  if (f.seen === 0) return { code: "empty-listing" };
  if (f.failedPages > 0) return { code: "failed-pages", failedPages: f.failedPages };
  const total = f.kept + f.candidates;
  if (f.kept < f.minListingShare * total)
    return { code: "short-listing", kept: f.kept, total, requiredShare: f.minListingShare };
  return null;
}

/** Marks removed the open lots of the source not seen since `before`; returns them for the lots-changed step. */
export async function removeVanished(db: Db | Tx, sourceId: string, before: Date): Promise<LotChange[]> {
  const gone = await db.$queryRaw<
    { id: string; platform: string; lotNumber: string; currentBidCents: number | null }[]
  >`
    UPDATE "Lot" SET "removedAt" = now(), "updatedAt" = now()
    WHERE "sourceId" = ${sourceId} AND "removedAt" IS NULL AND "lastSeenAt" < ${before}
      AND "enteredById" IS NULL -- lots an admin entered by hand are in no feed's listing
    RETURNING "id", "platform"::text AS platform, "lotNumber", "currentBidCents"`;
  return gone.map((g) => ({
    lotId: g.id,
    platform: g.platform,
    lotNumber: g.lotNumber,
    currentBidCents: g.currentBidCents,
    change: "removed",
  }));
}
