// The last step of every adapter: clip text to the column widths, fill the derived fields the same way for all
// providers, and validate, so that whatever an adapter returns can be written without a database error.
import { LOT_TEXT_WIDTHS, lotRecordSchema, type LotRecord, type LotTextField } from "./lot.schemas.ts";
import { clip, str } from "./raw-values.ts";

export type LotDraft = Omit<LotRecord, "title" | "damageDescription"> & {
  /** The provider's own description (Copart `ld`, IAAI YearMakeModelSeries); composed when absent. */
  title: string | null;
  damageDescription?: string | null;
};

export function composeTitle(parts: {
  year: number | null;
  make: string | null;
  model: string | null;
  trim: string | null;
}) {
  return str([parts.year, parts.make, parts.model, parts.trim].filter((p) => p !== null).join(" "));
}

const TEXT_FIELDS = Object.keys(LOT_TEXT_WIDTHS) as LotTextField[];
const EUROPEAN_TEXT_FIELDS: ReadonlySet<LotTextField> = new Set([
  "emissionClass",
  "auctionTimeZone",
  "sellerAuctionName",
]);

/** Clips and completes the draft in place (adapters hand over a fresh object) and validates it. */
export function finaliseLotRecord(draft: LotDraft): LotRecord | null {
  const checked = checkLotRecord(draft);
  return checked.ok ? checked.record : null;
}

/** finaliseLotRecord, naming the field the schema refused and why when it does. */
export function checkLotRecord(
  draft: LotDraft,
): { ok: true; record: LotRecord } | { ok: false; field: string; message: string } {
  const record = draft as Record<LotTextField, string | null> & LotDraft;
  for (const field of TEXT_FIELDS) {
    const v = record[field];
    // The European-only fields stay absent on US records (their content hashes do not change).
    if (v === undefined && EUROPEAN_TEXT_FIELDS.has(field)) continue;
    record[field] = typeof v === "string" ? clip(str(v), LOT_TEXT_WIDTHS[field]) : null;
  }
  if (draft.registrationDocuments) record.registrationDocuments = [...new Set(draft.registrationDocuments)];
  record.title = clip(str(draft.title) ?? composeTitle(draft) ?? `Lot ${draft.lotNumber}`, 200);
  // "damage" on the card: both damages when the provider gives two.
  record.damageDescription =
    draft.damageDescription !== undefined && draft.damageDescription !== null
      ? clip(str(draft.damageDescription), LOT_TEXT_WIDTHS.damageDescription)
      : clip(str([...new Set([draft.primaryDamage, draft.secondaryDamage])].filter(Boolean).join(" / ")), 500);
  record.imageUrls = [
    ...new Set(draft.imageUrls.filter((u) => typeof u === "string" && u.length > 0 && u.length <= 2000)),
  ];
  const parsed = lotRecordSchema.safeParse(record);
  if (parsed.success) return { ok: true, record: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, field: issue?.path.join(".") || "(record)", message: issue?.message ?? "invalid" };
}
