// Bills in three stages, as Lithuanian brokers bill (docs/product/bills-and-logistics.md#bill-stages): at the win
// (vehicle price, auction fees, broker fee), at container departure (towing, ocean freight, insurance), at
// arrival (customs duty, VAT, handling). Each is the landed-cost calculator's lines of its stage (the same code as the
// /calculator page), priced with the schedules, costs and rate in force when it is issued, and keeps the fee-schedule
// version and rate it used. Paying from the balance charges the ledger; paying the win bill also releases the bid or
// buy-now hold.
import type { Bill, Lot, Purchase, PurchaseStatus, Tx } from "@app/db/client";
import { availableCents, lockAccount, post, release } from "@app/db/ledger";
import { writeEvent } from "@app/db/outbox";
import { PURCHASE_STEP_STATUSES } from "@app/shared/brokerage/brokerage.schemas";
import { LandedCostInputError, calculateLandedCost } from "@app/shared/landed-cost/landed-cost";
import { landedCostInputFromLot } from "@app/shared/landed-cost/lot-input";
import type { BillStage, LandedCostInput, LandedCostTables } from "@app/shared/landed-cost/landed-cost.schemas";
import { fromCents } from "@app/shared/money/money.schemas";
import { AppError, notFound } from "../../lib/app-error.ts";
import { moveStatus } from "../purchases/purchases.service.ts";

export const BILL_NOT_FOUND = "Bill not found";

/** The logistics step a stage's bill waits for: departure when the car has shipped, arrival when it has arrived. */
const STAGE_READY_AT: Record<BillStage, PurchaseStatus> = { win: "won", departure: "shipped", arrival: "arrived" };
const order = (s: PurchaseStatus) => PURCHASE_STEP_STATUSES.indexOf(s);

/** The calculator's input for a purchase: its price and bid type, and the lot's facts read as the lot page reads them. */
export function landedCostInputOf(purchase: Purchase, lot: Lot): LandedCostInput {
  return landedCostInputFromLot(lot, {
    platform: purchase.platform,
    priceCents: purchase.finalPriceCents,
    bidType: purchase.source === "buy_now" ? "buy_now" : "online",
  }) as LandedCostInput;
}

export async function issueBill(tx: Tx, purchaseId: string, stage: BillStage, tables: LandedCostTables): Promise<Bill> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "Purchase" WHERE "id" = ${purchaseId}::uuid FOR UPDATE`;
  if (!rows.length) throw notFound("Purchase not found");
  const purchase = await tx.purchase.findUniqueOrThrow({ where: { id: purchaseId } });
  if (order(purchase.status) < order(STAGE_READY_AT[stage]))
    throw new AppError(
      "ILLEGAL_TRANSITION",
      `The ${stage} bill is issued once the vehicle is ${STAGE_READY_AT[stage].replace("_", " ")}; it is ${purchase.status}.`,
    );
  if (await tx.bill.findUnique({ where: { purchaseId_stage: { purchaseId, stage } }, select: { id: true } }))
    throw new AppError("ILLEGAL_TRANSITION", `The ${stage} bill of this purchase has already been issued.`);
  const lot = await tx.lot.findUniqueOrThrow({ where: { id: purchase.lotId } });
  let cost;
  try {
    // Priced up to its own stage: the win bill does not wait for facts only the later bills need (the towing rate).
    cost = calculateLandedCost(landedCostInputOf(purchase, lot), tables, { upTo: stage });
  } catch (e) {
    if (e instanceof LandedCostInputError)
      throw new AppError("CONFLICT", `This purchase cannot be priced yet: ${e.message}.`, { [e.field]: e.message });
    throw e;
  }
  const lines = cost.lines.filter((l) => l.stage === stage);
  const bill = await tx.bill.create({
    data: {
      purchaseId,
      userId: purchase.userId,
      stage,
      totalCents: cost.stageTotals[stage].eurCents,
      lines: lines as unknown as object,
      feeScheduleVersion: cost.feeScheduleVersion ?? "none",
      fxRate: cost.fxRate,
      fxRateDate: new Date(`${cost.fxAsOf}T00:00:00Z`),
    },
  });
  await writeEvent(tx, "bill.issued", {
    billId: bill.id,
    userId: bill.userId,
    purchaseId,
    stage,
    totalCents: bill.totalCents,
    currency: "EUR",
  });
  return bill;
}

async function lockBillAndAccount(tx: Tx, billId: string, ownerId?: string) {
  const peek = await tx.bill.findUnique({ where: { id: billId }, select: { userId: true } });
  if (!peek || (ownerId !== undefined && peek.userId !== ownerId)) throw notFound(BILL_NOT_FOUND);
  const account = await lockAccount(tx, peek.userId);
  await tx.$queryRaw`SELECT "id" FROM "Bill" WHERE "id" = ${billId}::uuid FOR UPDATE`;
  const bill = await tx.bill.findUniqueOrThrow({ where: { id: billId } });
  if (bill.status !== "issued") throw new AppError("ILLEGAL_TRANSITION", "This bill has already been paid.");
  return { bill, account };
}

/** The win bill's payment ends the hold's job: the bid (or buy-now) hold goes back to available first. */
async function releasePurchaseHold(
  tx: Tx,
  account: Awaited<ReturnType<typeof lockAccount>>,
  bill: Bill,
  actorId: string,
) {
  if (bill.stage !== "win") return;
  const rows = await tx.$queryRaw<{ holdCents: number }[]>`
    SELECT "holdCents" FROM "Purchase" WHERE "id" = ${bill.purchaseId}::uuid FOR UPDATE`;
  const hold = rows[0]?.holdCents ?? 0;
  if (hold <= 0) return;
  await release(tx, account, hold, {
    refType: "purchase",
    refId: bill.purchaseId,
    text: { id: "ledger.bill.firstPaid" },
    createdById: actorId,
  });
  await tx.purchase.update({ where: { id: bill.purchaseId }, data: { holdCents: 0 } });
}

/** A paid win bill pays for the vehicle: a purchase still at won moves to paid (its step, and its event). */
async function markPurchasePaid(tx: Tx, bill: Bill) {
  if (bill.stage !== "win") return;
  const purchase = await tx.purchase.findUniqueOrThrow({ where: { id: bill.purchaseId }, select: { status: true } });
  if (purchase.status === "won") await moveStatus(tx, bill.purchaseId, { status: "paid" });
}

export async function payBillFromBalance(tx: Tx, userId: string, billId: string): Promise<Bill> {
  const { bill, account } = await lockBillAndAccount(tx, billId, userId);
  await releasePurchaseHold(tx, account, bill, userId);
  if (bill.totalCents > availableCents(account))
    throw new AppError(
      "INSUFFICIENT_FUNDS",
      `Your available balance (${fromCents(availableCents(account)).toFixed(2)} EUR) does not cover this bill ` +
        `(${fromCents(bill.totalCents).toFixed(2)} EUR). Please make a deposit first.`,
    );
  await post(tx, account, {
    type: "charge",
    balanceDeltaCents: -bill.totalCents,
    frozenDeltaCents: 0,
    refType: "bill",
    refId: bill.id,
    text: { id: "ledger.bill.paid", params: { stage: bill.stage } },
    createdById: userId,
  });
  const paid = await tx.bill.update({
    where: { id: bill.id },
    data: { status: "paid", paidVia: "balance", paidAt: new Date() },
  });
  await markPurchasePaid(tx, paid);
  return paid;
}

/** The customer paid by bank transfer straight to the bill: no money passes through the account. */
export async function markBillPaidByBank(tx: Tx, billId: string, adminId: string): Promise<Bill> {
  const { bill, account } = await lockBillAndAccount(tx, billId);
  await releasePurchaseHold(tx, account, bill, adminId);
  const paid = await tx.bill.update({
    where: { id: bill.id },
    data: { status: "paid", paidVia: "bank", paidAt: new Date() },
  });
  await markPurchasePaid(tx, paid);
  return paid;
}
