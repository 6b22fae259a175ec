// Won auctions: the purchase with its logistics timeline (won -> paid -> picked up -> at port -> shipped
// -> arrived -> customs cleared -> delivered, each step with its date or ETA), the customer's delivery choice
// (until the car ships) and the broker's status moves (`purchase.status-changed`, forward only).
import {
  Prisma,
  type Bill,
  type Purchase,
  type PurchaseDocument,
  type PurchaseStatus,
  type PurchaseStep,
  type Tx,
} from "@app/db/client";
import { writeEvent } from "@app/db/outbox";
import { PURCHASE_STEP_STATUSES, type DeliveryBody } from "@app/shared/brokerage/brokerage.schemas";
import { fromCents } from "@app/shared/money/money.schemas";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { LotSummary } from "../../lib/lot-summary.ts";

export const PURCHASE_NOT_FOUND = "Purchase not found";

const order = (s: PurchaseStatus) => PURCHASE_STEP_STATUSES.indexOf(s);
/** The delivery choice may change until the car is shipped. */
const DELIVERY_LOCKED_FROM = order("shipped");

export type PurchaseWithParts = Purchase & { steps: PurchaseStep[]; documents: PurchaseDocument[]; bills: Bill[] };

export function purchaseDto(p: PurchaseWithParts, lot: LotSummary | null, documentUrl: (docId: string) => string) {
  const steps = new Map(p.steps.map((s) => [s.status, s]));
  const current = order(p.status);
  return {
    id: p.id,
    platform: p.platform,
    lotNumber: p.lotNumber,
    source: p.source,
    status: p.status,
    finalPrice: { amount: fromCents(p.finalPriceCents), currency: p.currency },
    hold: { amount: fromCents(p.holdCents), currency: "EUR" },
    delivery: {
      method: p.deliveryMethod,
      address: p.deliveryMethod === "address" ? p.deliveryAddress : null,
      port: p.deliveryMethod === "pickup" ? "Klaipėda" : null,
      editable: current < DELIVERY_LOCKED_FROM,
    },
    container: p.container,
    vessel: p.vessel,
    timeline: PURCHASE_STEP_STATUSES.map((status, i) => {
      const step = steps.get(status);
      return {
        status,
        done: i <= current,
        at: step?.at?.toISOString() ?? null,
        eta: step?.eta?.toISOString() ?? null,
        note: step?.note ?? null,
      };
    }),
    documents: p.documents
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((d) => ({
        id: d.id,
        kind: d.kind,
        fileName: d.fileName,
        contentType: d.contentType,
        size: d.sizeBytes,
        uploadedAt: d.createdAt.toISOString(),
        url: documentUrl(d.id),
      })),
    bills: p.bills
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((b) => ({
        id: b.id,
        stage: b.stage,
        status: b.status,
        total: { amount: fromCents(b.totalCents), currency: b.currency },
      })),
    lot,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export const PURCHASE_INCLUDE = { steps: true, documents: true, bills: true } as const satisfies Prisma.PurchaseInclude;

async function lockPurchase(tx: Tx, id: string, ownerId?: string): Promise<Purchase> {
  const rows = await tx.$queryRaw<{ id: string; userId: string }[]>`
    SELECT "id", "userId" FROM "Purchase" WHERE "id" = ${id}::uuid FOR UPDATE`;
  const row = rows[0];
  if (!row || (ownerId !== undefined && row.userId !== ownerId)) throw notFound(PURCHASE_NOT_FOUND);
  return tx.purchase.findUniqueOrThrow({ where: { id } });
}

export async function setDelivery(tx: Tx, userId: string, id: string, body: DeliveryBody): Promise<void> {
  const p = await lockPurchase(tx, id, userId);
  if (order(p.status) >= DELIVERY_LOCKED_FROM)
    throw new AppError("ILLEGAL_TRANSITION", "The vehicle has shipped: the delivery choice can no longer change.");
  await tx.purchase.update({
    where: { id },
    data:
      body.method === "pickup"
        ? { deliveryMethod: "pickup", deliveryAddress: Prisma.DbNull }
        : { deliveryMethod: "address", deliveryAddress: body.address },
  });
}

export type StatusMove = { status: PurchaseStatus; at?: string; note?: string; container?: string; vessel?: string };

/** Moves the purchase forward (skipping steps is allowed, going back or standing still is not). */
export async function moveStatus(tx: Tx, id: string, move: StatusMove): Promise<Purchase> {
  const p = await lockPurchase(tx, id);
  if (order(move.status) <= order(p.status))
    throw new AppError("ILLEGAL_TRANSITION", `This purchase is ${p.status} and cannot move to ${move.status}.`);
  const at = move.at ? new Date(move.at) : new Date();
  await tx.purchaseStep.upsert({
    where: { purchaseId_status: { purchaseId: id, status: move.status } },
    create: { purchaseId: id, status: move.status, at, note: move.note ?? null },
    update: { at, ...(move.note !== undefined ? { note: move.note } : {}) },
  });
  const moved = await tx.purchase.update({
    where: { id },
    data: {
      status: move.status,
      ...(move.container !== undefined ? { container: move.container } : {}),
      ...(move.vessel !== undefined ? { vessel: move.vessel } : {}),
    },
  });
  await writeEvent(tx, "purchase.status-changed", {
    purchaseId: id,
    userId: p.userId,
    from: p.status,
    to: move.status,
  });
  return moved;
}

export type LogisticsUpdate = {
  container?: string | null;
  vessel?: string | null;
  etas?: Partial<Record<PurchaseStatus, string | null>>;
};

/** Container, vessel and the ETAs of steps ahead: facts about the plan, not a status change (no event). */
export async function updateLogistics(tx: Tx, id: string, u: LogisticsUpdate): Promise<void> {
  const p = await lockPurchase(tx, id);
  for (const [status, eta] of Object.entries(u.etas ?? {}) as [PurchaseStatus, string | null][]) {
    if (order(status) <= order(p.status))
      throw new AppError("VALIDATION_ERROR", "Please check the highlighted fields.", {
        [`etas.${status}`]: "An ETA is only for a step still ahead",
      });
    const value = eta === null ? null : new Date(eta);
    await tx.purchaseStep.upsert({
      where: { purchaseId_status: { purchaseId: id, status } },
      create: { purchaseId: id, status, eta: value },
      update: { eta: value },
    });
  }
  await tx.purchase.update({
    where: { id },
    data: {
      ...(u.container !== undefined ? { container: u.container } : {}),
      ...(u.vessel !== undefined ? { vessel: u.vessel } : {}),
    },
  });
}
