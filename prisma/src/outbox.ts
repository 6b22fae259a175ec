// The transactional outbox writer: call it with the transaction client of the state change it describes, so
// the event commits (and is relayed) exactly when the change does, and never when it rolls back.
import { randomUUID } from "node:crypto";
import { eventPayloadSchemas, type EventPayload, type EventType } from "@app/shared/contracts/events";
import type { Tx } from "./client.ts";

export async function writeEvent<T extends EventType>(tx: Tx, type: T, payload: EventPayload<T>): Promise<string> {
  // Validate at the producer too: a malformed event must fail the transaction, not a worker later.
  const parsed = eventPayloadSchemas[type].parse(payload);
  const id = randomUUID();
  await tx.outboxEvent.create({ data: { id, type, payload: parsed as object } });
  return id;
}
