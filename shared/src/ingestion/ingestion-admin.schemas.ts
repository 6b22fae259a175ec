// The admin ingestion API's answers (api admin-ingestion), for the admin page to parse and type: sources with their
// last run and the held run awaiting a decision, a source's runs, and the answer to a confirmed removal.
import { z } from "zod";
import { holdReasonSchema } from "./hold-reason.ts";

export const INGESTION_RUN_STATUSES = ["running", "completed", "failed", "held"] as const;
export const ingestionRunStatusSchema = z.enum(INGESTION_RUN_STATUSES);
export type IngestionRunStatus = z.infer<typeof ingestionRunStatusSchema>;

export const INGESTION_ADMIN_MESSAGES = {
  runNotFound: "Ingestion run not found",
  notHeld: "This run is not waiting for a removal confirmation.",
  removalConfirmed: "Removal confirmed.",
} as const;

/** One kind of skipped record (code and field): how many, the message, and one example as data. */
export const skipReasonCountSchema = z.object({
  code: z.string(),
  field: z.string().nullable(),
  message: z.string(),
  count: z.number().int(),
  example: z.object({
    page: z.number().int().nullable(),
    lotNumber: z.string().nullable(),
    field: z.string().nullable(),
    excerpt: z.string().nullable(),
  }),
});
export type SkipReasonCount = z.infer<typeof skipReasonCountSchema>;

/** A recorded error: a failed page or a skipped record (provider texts, shown as data). */
export const ingestionRunErrorSchema = z.object({
  page: z.number().int().optional(),
  lotNumber: z.string().nullable().optional(),
  reason: z.string(),
  at: z.string(),
});

export const ingestionRunSchema = z.object({
  id: z.string(),
  sourceId: z.string(),
  status: ingestionRunStatusSchema,
  startedAt: z.string(),
  /** Moves with every written batch while the run is alive: an old one means its worker may have stopped. */
  heartbeatAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Each lot counts once per run, in seen and in one of created / updated / unchanged / failed. */
  seen: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Records skipped (unreadable, or refused by the store). */
  failed: z.number().int(),
  removed: z.number().int(),
  /** Records stored with a plausibility warning (a field set aside). */
  warnings: z.number().int(),
  /** Live while running: pages written so far, failed pages, the resume point and the source's page limit. */
  progress: z.object({
    pagesDone: z.number().int(),
    pagesFailed: z.number().int(),
    nextPage: z.number().int(),
    maxPages: z.number().int().nullable(),
  }),
  errors: z.array(ingestionRunErrorSchema),
  summary: z.string().nullable(),
  /** Most frequent first (at most 50 kinds). */
  skipReasons: z.array(skipReasonCountSchema),
  /**
   * Set when the run was held: why, how many lots it would remove, and when an admin confirmed the removal (the
   * run is then `completed` and `removed` says how many went).
   */
  held: z
    .object({
      /** In English, as the run's summary says it. */
      reason: z.string(),
      /** The reason's code and figures, for the admin page's own words; null for runs held before they were kept. */
      detail: holdReasonSchema.nullable(),
      removalCandidates: z.number().int(),
      confirmedAt: z.string().nullable(),
    })
    .nullable(),
});
export type IngestionRunDto = z.infer<typeof ingestionRunSchema>;

export const ingestionSourceSchema = z.object({
  id: z.string(),
  platform: z.enum(["copart", "iaai", "europe"]),
  kind: z.enum(["http", "file"]),
  enabled: z.boolean(),
  schedule: z.object({ everyMs: z.number().int().nullable(), cron: z.string().nullable() }),
  fullListing: z.boolean(),
  /** null when the queue could not be asked (Redis away). */
  manualRunQueued: z.boolean().nullable(),
  lastRun: ingestionRunSchema.nullable(),
  /** The source's latest held run awaiting a confirmation (none confirmed it, and no later run completed). */
  heldRun: ingestionRunSchema.nullable(),
});
export type IngestionSourceDto = z.infer<typeof ingestionSourceSchema>;

const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.literal(true),
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** GET /api/admin/ingestion/sources */
export const ingestionSourcesResponseSchema = paged(ingestionSourceSchema);
/** GET /api/admin/ingestion/sources/:id/runs?status= */
export const ingestionRunsResponseSchema = paged(ingestionRunSchema);
/** PUT /api/admin/ingestion/sources/:id/enabled */
export const ingestionSourceEnabledResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  source: ingestionSourceSchema,
});
/** POST /api/admin/ingestion/runs/:runId/confirm-removal */
export const confirmRemovalResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  removed: z.number().int(),
  run: ingestionRunSchema,
});
export type ConfirmRemovalResponse = z.infer<typeof confirmRemovalResponseSchema>;
