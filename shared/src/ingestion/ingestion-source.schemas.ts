// Settings of ingestion sources (IngestionSource.settings), validated when the config is seeded and again when a
// run starts. Two kinds: an HTTP feed that pages, and a folder of raw provider pages (one JSON file a page).
import { z } from "zod";

export const httpSourceSettingsSchema = z.object({
  /** The page URL; `{page}` (1-based) and `{offset}` (0-based item offset) are replaced per page. */
  url: z
    .string()
    .url()
    .refine((u) => u.includes("{page}") || u.includes("{offset}"), "must contain {page} or {offset}"),
  pageSize: z.number().int().min(1).max(10_000).default(100),
  headers: z.record(z.string(), z.string()).default({}),
  timeoutMs: z.number().int().min(100).max(300_000).default(20_000),
  maxPages: z.number().int().min(1).max(100_000).default(5_000),
  /** Attempts per page after the first (network errors, timeouts, 429, 5xx, HTML challenge pages, bad JSON). */
  retries: z.number().int().min(0).max(10).default(4),
  backoffMs: z.number().int().min(1).max(60_000).default(1_000),
  /** Longest Retry-After we honour; a longer one fails the page (and the next run tries again). */
  maxRetryAfterMs: z.number().int().min(0).max(600_000).default(120_000),
  /** After this many failed pages in a row the source is taken to be down and the run ends as failed. */
  maxConsecutiveFailedPages: z.number().int().min(1).max(100).default(3),
  /** Lots gathered from consecutive pages before they are written (one statement, one progress save). */
  writeBatchLots: z.number().int().min(1).max(10_000).default(1_000),
  /**
   * A full listing removes the lots it did not see only if it saw at least this share of the source's open lots;
   * otherwise the run is held until an admin confirms.
   */
  minListingShare: z.number().min(0).max(1).default(0.5),
});
export type HttpSourceSettings = z.infer<typeof httpSourceSettingsSchema>;

export const fileSourceSettingsSchema = z.object({
  /** Folder of `*.json` pages, read in name order; relative paths are taken from the process's working folder. */
  dir: z.string().min(1),
  /** Lots gathered from consecutive pages before they are written (one statement, one progress save). */
  writeBatchLots: z.number().int().min(1).max(10_000).default(1_000),
  /**
   * A full listing removes the lots it did not see only if it saw at least this share of the source's open lots;
   * otherwise the run is held until an admin confirms.
   */
  minListingShare: z.number().min(0).max(1).default(0.5),
});
export type FileSourceSettings = z.infer<typeof fileSourceSettingsSchema>;

const common = {
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,63}$/, "lower-case letters, digits and '-'"),
  platform: z.enum(["copart", "iaai", "europe"]),
  enabled: z.boolean().default(true),
  scheduleEveryMs: z.number().int().min(60_000).nullable().default(null),
  scheduleCron: z.string().max(100).nullable().default(null),
  fullListing: z.boolean().default(false),
};

export const ingestionSourceConfigSchema = z.discriminatedUnion("kind", [
  z.object({ ...common, kind: z.literal("http"), settings: httpSourceSettingsSchema }),
  z.object({ ...common, kind: z.literal("file"), settings: fileSourceSettingsSchema }),
]);
export type IngestionSourceConfig = z.infer<typeof ingestionSourceConfigSchema>;

export const ingestionSourcesFileSchema = z.object({ sources: z.array(ingestionSourceConfigSchema) });
