// One ledger entry as the browser sees it: the customer's own history and the admin's view of a customer show the
// same shape, so amounts and balances after each entry read the same in both places. Its description is in the
// reader's language (readerLocale).
import type { LedgerEntry } from "@app/db/client";
import type { ServerLocale } from "@app/shared/i18n/render";
import { ledgerEntryText } from "@app/shared/money/ledger-text";
import { fromCents } from "@app/shared/money/money.schemas";

export const ledgerEntryDto = (locale: ServerLocale) => (e: LedgerEntry) => ({
  id: e.id,
  type: e.type,
  currency: e.currency,
  amount: fromCents(e.balanceDeltaCents),
  frozenChange: fromCents(e.frozenDeltaCents),
  balanceAfter: fromCents(e.balanceAfterCents),
  frozenAfter: fromCents(e.frozenAfterCents),
  availableAfter: fromCents(e.balanceAfterCents - e.frozenAfterCents),
  original:
    e.originalAmountCents !== null && e.originalCurrency
      ? { amount: fromCents(e.originalAmountCents), currency: e.originalCurrency }
      : null,
  fxRate: e.fxRate?.toString() ?? null,
  fxRateDate: e.fxRateDate?.toISOString().slice(0, 10) ?? null,
  reference: e.refType && e.refId ? { type: e.refType, id: e.refId } : null,
  description: ledgerEntryText(locale, e),
  createdAt: e.createdAt.toISOString(),
});
