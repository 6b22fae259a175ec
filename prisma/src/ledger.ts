// The ledger (docs/architecture.md#money-and-holds): the only code that changes an Account. Each change locks the
// account row (SELECT ... FOR UPDATE), so concurrent requests of one customer queue up and each sees the previous one's
// result; the LedgerEntry is written in the same transaction with the balances after it. The CHECK
// 0 <= frozen <= balance on Account is the last line of defence; callers check first and answer 409.
import type { LedgerEntryType, Tx } from "./client.ts";
import { renderMessage } from "@app/shared/i18n/render";
import type { LedgerText } from "@app/shared/money/ledger-text";

export type LockedAccount = { id: string; userId: string; balanceCents: number; frozenCents: number };

export const availableCents = (a: Pick<LockedAccount, "balanceCents" | "frozenCents">) =>
  a.balanceCents - a.frozenCents;

/** Locks the customer's account row for the rest of the transaction, creating the account if it is missing. */
export async function lockAccount(tx: Tx, userId: string): Promise<LockedAccount> {
  const lock = () => tx.$queryRaw<LockedAccount[]>`
    SELECT "id", "userId", "balanceCents", "frozenCents" FROM "Account" WHERE "userId" = ${userId}::uuid FOR UPDATE`;
  let [account] = await lock();
  if (!account) {
    await tx.$executeRaw`
      INSERT INTO "Account" ("id", "userId", "currency", "updatedAt")
      VALUES (gen_random_uuid(), ${userId}::uuid, 'EUR', now()) ON CONFLICT ("userId") DO NOTHING`;
    [account] = await lock();
  }
  if (!account) throw new Error(`no account for user ${userId}`);
  return account;
}

export type Conversion = {
  originalAmountCents: number;
  originalCurrency: string;
  /** The rate as a decimal string, EUR per 1 USD. */
  fxRate: string;
  /** YYYY-MM-DD */
  fxRateDate: string;
};

export type LedgerPosting = {
  type: LedgerEntryType;
  balanceDeltaCents: number;
  frozenDeltaCents: number;
  refType: string;
  refId: string;
  /** What the entry says (shared/src/money/ledger-text.ts); kept as id and parameters, and in English for the audit. */
  text?: LedgerText | null;
  createdById?: string | null;
  conversion?: Conversion | null;
};

export class LedgerInvariantError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LedgerInvariantError";
  }
}

/**
 * Applies one posting to an account locked by lockAccount() in this transaction and records it. Mutates and
 * returns `account` with the new balances, so several postings in one transaction chain correctly.
 */
export async function post(tx: Tx, account: LockedAccount, p: LedgerPosting): Promise<LockedAccount> {
  if (p.balanceDeltaCents === 0 && p.frozenDeltaCents === 0) return account;
  const balance = account.balanceCents + p.balanceDeltaCents;
  const frozen = account.frozenCents + p.frozenDeltaCents;
  if (frozen < 0 || frozen > balance)
    throw new LedgerInvariantError(
      `ledger: ${p.type} ${p.refType}/${p.refId} would leave balance ${balance}, frozen ${frozen}`,
    );
  // One round trip for both writes (a bid or deposit is a dozen statements; each one costs a loopback write).
  const c = p.conversion ?? null;
  const description = p.text ? renderMessage("en", p.text.id, p.text.params) : null;
  const params = p.text ? JSON.stringify(p.text.params ?? {}) : null;
  const written = await tx.$executeRaw`
    WITH moved AS (
      UPDATE "Account" SET "balanceCents" = ${balance}, "frozenCents" = ${frozen}, "updatedAt" = now()
      WHERE "id" = ${account.id}::uuid RETURNING "id"
    )
    INSERT INTO "LedgerEntry" ("id", "accountId", "type", "balanceDeltaCents", "frozenDeltaCents",
      "balanceAfterCents", "frozenAfterCents", "currency", "refType", "refId", "description", "messageId", "params",
      "createdById",
      "originalAmountCents", "originalCurrency", "fxRate", "fxRateDate", "createdAt")
    SELECT gen_random_uuid(), "id", ${p.type}::"LedgerEntryType", ${p.balanceDeltaCents}, ${p.frozenDeltaCents},
      ${balance}, ${frozen}, 'EUR', ${p.refType}, ${p.refId}, ${description}, ${p.text?.id ?? null},
      ${params}::jsonb, ${p.createdById ?? null}::uuid,
      ${c?.originalAmountCents ?? null}::int, ${c?.originalCurrency ?? null}, ${c?.fxRate ?? null}::numeric,
      ${c ? c.fxRateDate : null}::date, clock_timestamp()
    FROM moved`;
  if (written !== 1) throw new LedgerInvariantError(`ledger: account ${account.id} vanished under its lock`);
  account.balanceCents = balance;
  account.frozenCents = frozen;
  return account;
}

/** Releases `cents` of frozen money back to available (a decided, lost or outbid hold). */
export function release(
  tx: Tx,
  account: LockedAccount,
  cents: number,
  ref: { refType: string; refId: string; text?: LedgerText; createdById?: string | null },
) {
  return post(tx, account, { type: "release", balanceDeltaCents: 0, frozenDeltaCents: -cents, ...ref });
}
