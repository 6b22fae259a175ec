// Why a full listing's run was held instead of removing the lots it did not see: a code with its figures, which the
// admin page words in its language, and the same in English for the run's summary and logs
// (docs/feeds/runs.md#holding-and-removing).
import { z } from "zod";

export const holdReasonSchema = z.discriminatedUnion("code", [
  /** The run stopped at its page limit before the end of the listing. */
  z.object({ code: z.literal("page-limit") }),
  z.object({ code: z.literal("empty-listing") }),
  /** Pages that failed or had a shape the adapter does not know. */
  z.object({ code: z.literal("failed-pages"), failedPages: z.number().int().positive() }),
  /** The listing held `kept` of the source's `total` open lots, less than the share required. */
  z.object({
    code: z.literal("short-listing"),
    kept: z.number().int().nonnegative(),
    total: z.number().int().positive(),
    requiredShare: z.number().min(0).max(1),
  }),
]);
export type HoldReason = z.infer<typeof holdReasonSchema>;

const percent = (x: number) => `${Math.floor(x * 1000) / 10}%`;

/** The reason in English, as the run's summary and the worker's log say it. */
export function holdReasonText(r: HoldReason): string {
  switch (r.code) {
    case "page-limit":
      return "The run stopped at its page limit before the end of the listing.";
    case "empty-listing":
      return "The listing was empty.";
    case "failed-pages":
      return `${r.failedPages} page${r.failedPages === 1 ? "" : "s"} failed or had an unknown shape.`;
    case "short-listing":
      return (
        `The listing held ${r.kept} of the source's ${r.total} open lots (${percent(r.kept / r.total)}), ` +
        `less than the ${percent(r.requiredShare)} required.`
      );
  }
}
