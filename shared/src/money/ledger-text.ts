// What a ledger entry says, as a server text id and its parameters (shared/src/i18n/{lt,en}.json, `ledger.*`): the
// entry keeps both, so each reader gets it in their own language; its English rendering stays on the entry for the
// audit trail.
import en from "../i18n/en.json" with { type: "json" };
import { renderMessage, type ServerLocale, type ServerMessageId } from "../i18n/render.ts";

export type LedgerTextId = Extract<ServerMessageId, `ledger.${string}`>;
export type LedgerTextParams = Record<string, string | number>;
export type LedgerText = { id: LedgerTextId; params?: LedgerTextParams };

/** Why a bid's hold went back (the `reason` of `ledger.bid.released`). */
export type BidReleaseReason = "cancelled" | "rejected" | "lost" | "withdrawn" | "outbid";

export function isLedgerTextId(id: unknown): id is LedgerTextId {
  return typeof id === "string" && id.startsWith("ledger.") && Object.hasOwn(en, id);
}

/** The entry's text in `locale`; an entry without a known text id (written before ids were kept) keeps its own. */
export function ledgerEntryText(
  locale: ServerLocale,
  entry: { messageId: string | null; params: unknown; description: string | null },
): string | null {
  if (!isLedgerTextId(entry.messageId)) return entry.description;
  const params = entry.params && typeof entry.params === "object" ? (entry.params as LedgerTextParams) : {};
  return renderMessage(locale, entry.messageId, params);
}
