// Deposits and withdrawals (docs/product/money.md#deposits, docs/product/money.md#withdrawals): a deposit is announced
// by the customer and credited only when an admin completes it (`deposit.completed`); a withdrawal freezes the amount
// while pending, and completing it takes the money out of the balance. Every change locks the account and writes its
// LedgerEntry in the same transaction (prisma/src/ledger.ts); every decision is allowed once (409 on a second). A
// customer may announce at most the `limits.depositAnnouncementsPerDay` setting's number of deposits per calendar day
// in Vilnius.
import { randomBytes } from "node:crypto";
import type { Deposit, Tx, Withdrawal } from "@app/db/client";
import { availableCents, lockAccount, post, release } from "@app/db/ledger";
import { writeEvent } from "@app/db/outbox";
import { fromCents, toCents } from "@app/shared/money/money.schemas";
import { businessDay } from "@app/shared/brokerage/business-day";
import { LIMITS, parseLimit } from "@app/shared/settings/limits.schemas";
import type { DepositBody, WithdrawalBody } from "@app/shared/brokerage/brokerage.schemas";
import { AppError, notFound } from "../../lib/app-error.ts";

/** A payment reference the customer can type: no 0/O or 1/I confusion. */
export function paymentReference(prefix: "D" | "W"): string {
  const alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
  const bytes = randomBytes(8);
  let s = "";
  for (const b of bytes) s += alphabet[b % alphabet.length];
  return `BB${prefix}-${s}`;
}

export function depositDto(d: Deposit) {
  return {
    id: d.id,
    amount: { amount: fromCents(d.amountCents), currency: d.currency },
    method: d.method,
    reference: d.reference,
    status: d.status,
    reason: d.reason,
    createdAt: d.createdAt.toISOString(),
    decidedAt: d.decidedAt?.toISOString() ?? null,
  };
}

export function withdrawalDto(w: Withdrawal) {
  return {
    id: w.id,
    amount: { amount: fromCents(w.amountCents), currency: w.currency },
    method: w.method,
    iban: w.iban,
    reference: w.reference,
    status: w.status,
    reason: w.reason,
    createdAt: w.createdAt.toISOString(),
    decidedAt: w.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Records an announced bank transfer, unless the customer has announced the day's limit already: then 429
 * DEPOSIT_LIMIT_REACHED with Retry-After until midnight in Vilnius, and nothing written.
 */
export async function createDeposit(tx: Tx, userId: string, body: DepositBody, now = new Date()): Promise<Deposit> {
  // The customer's money calls queue on their account row, so two announcements cannot both see room for one.
  await lockAccount(tx, userId);
  const limit = parseLimit(
    "depositAnnouncementsPerDay",
    (await tx.setting.findUnique({ where: { key: LIMITS.depositAnnouncementsPerDay.key } }))?.value,
  );
  const day = businessDay(now);
  const today = await tx.deposit.count({ where: { userId, createdAt: { gte: day.start, lt: day.end } } });
  if (today >= limit) {
    const err = new AppError("DEPOSIT_LIMIT_REACHED", { id: "errors.deposit.limitReached", params: { limit } });
    err.retryAfter = Math.max(1, Math.ceil((day.end.getTime() - now.getTime()) / 1000));
    throw err;
  }
  return tx.deposit.create({
    data: {
      userId,
      amountCents: toCents(body.amount),
      method: body.method,
      reference: paymentReference("D"),
      createdAt: now,
    },
  });
}

async function lockDeposit(tx: Tx, id: string): Promise<Deposit> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Deposit" WHERE "id" = ${id}::uuid FOR UPDATE`;
  if (!rows.length) throw notFound("Deposit not found");
  return tx.deposit.findUniqueOrThrow({ where: { id } });
}

async function lockWithdrawal(tx: Tx, id: string): Promise<Withdrawal> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "Withdrawal" WHERE "id" = ${id}::uuid FOR UPDATE`;
  if (!rows.length) throw notFound("Withdrawal not found");
  return tx.withdrawal.findUniqueOrThrow({ where: { id } });
}

const illegal = (what: string, status: string, action: string) =>
  new AppError("ILLEGAL_TRANSITION", `This ${what} is ${status} and cannot be ${action}.`);

export async function completeDeposit(tx: Tx, id: string, adminId: string): Promise<Deposit> {
  const peek = await tx.deposit.findUnique({ where: { id }, select: { userId: true } });
  if (!peek) throw notFound("Deposit not found");
  const account = await lockAccount(tx, peek.userId);
  const deposit = await lockDeposit(tx, id);
  if (deposit.status !== "pending") throw illegal("deposit", deposit.status, "completed");
  await post(tx, account, {
    type: "deposit",
    balanceDeltaCents: deposit.amountCents,
    frozenDeltaCents: 0,
    refType: "deposit",
    refId: deposit.id,
    text: { id: "ledger.deposit.bankTransfer", params: { reference: deposit.reference } },
    createdById: adminId,
  });
  const done = await tx.deposit.update({
    where: { id },
    data: { status: "completed", decidedAt: new Date(), decidedById: adminId },
  });
  await writeEvent(tx, "deposit.completed", {
    depositId: done.id,
    userId: done.userId,
    amountCents: done.amountCents,
    currency: "EUR",
  });
  return done;
}

export async function rejectDeposit(tx: Tx, id: string, adminId: string, reason?: string): Promise<Deposit> {
  const deposit = await lockDeposit(tx, id);
  if (deposit.status !== "pending") throw illegal("deposit", deposit.status, "rejected");
  return tx.deposit.update({
    where: { id },
    data: { status: "rejected", reason: reason || null, decidedAt: new Date(), decidedById: adminId },
  });
}

/** Freezes the requested amount (default: all that is available) until an admin pays it out or rejects it. */
export async function requestWithdrawal(tx: Tx, userId: string, body: WithdrawalBody): Promise<Withdrawal> {
  const account = await lockAccount(tx, userId);
  const available = availableCents(account);
  const amountCents = body.amount === undefined ? available : toCents(body.amount);
  if (amountCents <= 0) throw new AppError("INSUFFICIENT_FUNDS", { id: "errors.withdrawal.nothingAvailable" });
  if (amountCents > available)
    throw new AppError("INSUFFICIENT_FUNDS", {
      id: "errors.withdrawal.aboveAvailable",
      params: { available: fromCents(available) },
    });
  const withdrawal = await tx.withdrawal.create({
    data: { userId, amountCents, method: "bank_transfer", iban: body.iban ?? null, reference: paymentReference("W") },
  });
  await post(tx, account, {
    type: "hold",
    balanceDeltaCents: 0,
    frozenDeltaCents: amountCents,
    refType: "withdrawal",
    refId: withdrawal.id,
    text: { id: "ledger.withdrawal.requested", params: { reference: withdrawal.reference } },
  });
  return withdrawal;
}

export async function completeWithdrawal(tx: Tx, id: string, adminId: string): Promise<Withdrawal> {
  const peek = await tx.withdrawal.findUnique({ where: { id }, select: { userId: true } });
  if (!peek) throw notFound("Withdrawal not found");
  const account = await lockAccount(tx, peek.userId);
  const w = await lockWithdrawal(tx, id);
  if (w.status !== "pending") throw illegal("withdrawal", w.status, "completed");
  await post(tx, account, {
    type: "withdrawal",
    balanceDeltaCents: -w.amountCents,
    frozenDeltaCents: -w.amountCents,
    refType: "withdrawal",
    refId: w.id,
    text: { id: "ledger.withdrawal.paidOut", params: { reference: w.reference } },
    createdById: adminId,
  });
  return tx.withdrawal.update({
    where: { id },
    data: { status: "completed", decidedAt: new Date(), decidedById: adminId },
  });
}

export async function rejectWithdrawal(tx: Tx, id: string, adminId: string, reason?: string): Promise<Withdrawal> {
  const peek = await tx.withdrawal.findUnique({ where: { id }, select: { userId: true } });
  if (!peek) throw notFound("Withdrawal not found");
  const account = await lockAccount(tx, peek.userId);
  const w = await lockWithdrawal(tx, id);
  if (w.status !== "pending") throw illegal("withdrawal", w.status, "rejected");
  await release(tx, account, w.amountCents, {
    refType: "withdrawal",
    refId: w.id,
    text: { id: "ledger.withdrawal.rejected", params: { reference: w.reference } },
    createdById: adminId,
  });
  return tx.withdrawal.update({
    where: { id },
    data: { status: "rejected", reason: reason || null, decidedAt: new Date(), decidedById: adminId },
  });
}
