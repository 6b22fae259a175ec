// The domain-event catalogue (docs/architecture.md#event-catalogue): facts `<aggregate>.<past participle>`, written to
// the outbox in the transaction that makes them true and relayed to the `domain-events` queue with jobId = event id.
// Payloads carry the ids a handler needs and nothing secret; amounts are integer cents with their currency.
import { z } from "zod";

const id = z.string().min(1).max(64);
const uuid = z.uuid();
const cents = z.number().int().nonnegative();
export const platformSchema = z.enum(["copart", "iaai", "europe"]);
export type Platform = z.infer<typeof platformSchema>;

const lotRef = { platform: platformSchema, lotNumber: z.string().min(1).max(20) };
const bidRef = { bidId: id, userId: uuid, ...lotRef };

export const PURCHASE_STATUSES = [
  "won",
  "paid",
  "picked_up",
  "at_port",
  "shipped",
  "arrived",
  "customs_cleared",
  "delivered",
] as const;
export const purchaseStatusSchema = z.enum(PURCHASE_STATUSES);

export const BILL_STAGES = ["win", "departure", "arrival"] as const;
export const billStageSchema = z.enum(BILL_STAGES);

export const eventPayloadSchemas = {
  "bid.placed": z.object({
    ...bidRef,
    maxBidCents: cents, // USD
    holdCents: cents, // EUR, the whole hold after this request
    isRaise: z.boolean(),
  }),
  "bid.approved": z.object({ ...bidRef, maxBidCents: cents }),
  "bid.rejected": z.object({ ...bidRef, maxBidCents: cents, reason: z.string().max(500).nullable() }),
  "bid.updated": z.object({ ...bidRef, status: z.string().max(40) }),
  "bid.outbid": z.object({
    ...bidRef,
    maxBidCents: cents,
    currentBidCents: cents,
    source: z.enum(["broker", "ingestion"]),
  }),
  "bid.won": z.object({ ...bidRef, finalPriceCents: cents, purchaseId: id }),
  "bid.lost": z.object({ ...bidRef, finalPriceCents: cents.nullable() }),
  "buy-now.approved": z.object({ requestId: id, userId: uuid, ...lotRef, priceCents: cents, purchaseId: id }),
  "buy-now.rejected": z.object({ requestId: id, userId: uuid, ...lotRef, reason: z.string().max(500).nullable() }),
  "deposit.completed": z.object({ depositId: id, userId: uuid, amountCents: cents, currency: z.literal("EUR") }),
  "watchlist.ending-soon": z.object({ watchlistItemId: id, userId: uuid, ...lotRef, auctionDate: z.iso.datetime() }),
  "bill.issued": z.object({
    billId: id,
    userId: uuid,
    purchaseId: id,
    stage: billStageSchema,
    totalCents: cents,
    currency: z.literal("EUR"),
  }),
  "purchase.status-changed": z.object({
    purchaseId: id,
    userId: uuid,
    from: purchaseStatusSchema,
    to: purchaseStatusSchema,
  }),
  "contact.submitted": z.object({ contactMessageId: uuid }),
  /** A lot was created, changed or withdrawn outside an ingestion run (by an admin): caches drop it. */
  "lot.changed": z.object({ lotId: uuid, ...lotRef, change: z.enum(["created", "updated", "withdrawn"]) }),
} as const;

export type EventType = keyof typeof eventPayloadSchemas;
export const EVENT_TYPES = Object.keys(eventPayloadSchemas) as EventType[];
export const eventTypeSchema = z.enum(EVENT_TYPES as [EventType, ...EventType[]]);
export type EventPayload<T extends EventType> = z.infer<(typeof eventPayloadSchemas)[T]>;

/** What travels on the `domain-events` queue: the outbox row, as a job's data. */
export type DomainEvent<T extends EventType = EventType> = {
  [K in T]: { id: string; type: K; occurredAt: string; payload: EventPayload<K> };
}[T];

/** Parses a queued event again at the consumer (the producer's types are not trusted across processes). */
export function parseDomainEvent(data: unknown): DomainEvent {
  const envelope = z
    .object({ id: uuid, type: eventTypeSchema, occurredAt: z.iso.datetime({ offset: true }), payload: z.unknown() })
    .parse(data);
  const payload = eventPayloadSchemas[envelope.type].parse(envelope.payload);
  return { ...envelope, payload } as DomainEvent;
}
