// The skip reasons of a run, grouped by code and field: a count, the message and one example each, most frequent
// first. Kept on IngestionRun.skipReasons so an operator sees at a glance why records were left out.
import type { SkipReason } from "@app/shared/catalogue/provider-adapter";

export type SkipExample = {
  page: number | null;
  lotNumber: string | null;
  field: string | null;
  excerpt: string | null;
};
export type SkipReasonCount = {
  code: string;
  field: string | null;
  message: string;
  count: number;
  example: SkipExample;
};

/** Kinds kept on the run row. */
export const MAX_SKIP_KINDS = 50;
/** Kinds told apart while a run goes on; any further kind joins the "other" bucket so memory stays bounded. */
const MAX_TRACKED_KINDS = 500;
const OTHER = "other";

const cut = (s: string | null | undefined, max: number) => (s == null ? null : String(s).slice(0, max));

export class SkipReasonTally {
  private readonly kinds = new Map<string, SkipReasonCount>();

  /** Starts from what a run saved before (a resumed run); anything malformed in it is ignored. */
  constructor(saved: unknown = []) {
    if (!Array.isArray(saved)) return;
    for (const s of saved as Partial<SkipReasonCount>[]) {
      if (!s || typeof s.code !== "string" || typeof s.count !== "number" || !s.example) continue;
      const field = typeof s.field === "string" ? s.field : null;
      this.kinds.set(keyOf(s.code, field), {
        code: s.code,
        field,
        message: String(s.message ?? ""),
        count: s.count,
        example: s.example,
      });
    }
  }

  add(reason: SkipReason, page: number | null): void {
    const field = cut(reason.field, 100);
    let key = keyOf(reason.code, field);
    if (!this.kinds.has(key) && this.kinds.size >= MAX_TRACKED_KINDS) key = keyOf(OTHER, null);
    const known = this.kinds.get(key);
    if (known) {
      known.count++;
      return;
    }
    const other = key === keyOf(OTHER, null);
    this.kinds.set(key, {
      code: other ? OTHER : cut(reason.code, 100)!,
      field: other ? null : field,
      message: other ? "Other reasons (too many kinds to list)" : (cut(reason.message, 300) ?? ""),
      count: 1,
      example: {
        page,
        lotNumber: cut(reason.lotNumber, 40),
        field,
        excerpt: cut(reason.excerpt, 80),
      },
    });
  }

  /** Most frequent first (then by code and field, so the order is stable), at most MAX_SKIP_KINDS. */
  top(): SkipReasonCount[] {
    return [...this.kinds.values()]
      .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code) || (a.field ?? "").localeCompare(b.field ?? ""))
      .slice(0, MAX_SKIP_KINDS);
  }
}

function keyOf(code: string, field: string | null) {
  return `${code}\u0000${field ?? ""}`;
}
