// Queues and the commands (`<noun>.<verb>`) they carry. One typed map from job name to payload schema, so
// producers and the worker's registry agree; the worker parses every payload again.
import { z } from "zod";

export const QUEUES = {
  domainEvents: "domain-events",
  emails: "emails",
  lots: "lots",
  maintenance: "maintenance",
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

const address = z.email().max(254);

/** One mail, whole: what its EmailDelivery row stores (prisma/src/mail-outbox.ts writes it in a transaction). */
export const mailContentSchema = z.object({
  /** Stable identity of this mail (e.g. `<eventId>.<handler>`); becomes the Message-ID, dedupes sends. */
  key: z.string().min(1).max(150),
  category: z.string().min(1).max(60),
  to: z.array(address).min(1).max(20),
  cc: z.array(address).max(20).default([]),
  bcc: z.array(address).max(20).default([]),
  replyTo: address.nullable().default(null),
  subject: z.string().min(1).max(300),
  text: z.string().min(1).max(100_000),
  html: z.string().max(200_000).nullable().default(null),
  userId: z.uuid().nullable().default(null),
  /** Set for contact-form mail so the worker can record sent/failed on the ContactMessage. */
  contactMessageId: z.uuid().nullable().default(null),
});
export type MailContent = z.input<typeof mailContentSchema>;

/**
 * `email.send` carries the id of the EmailDelivery row that holds the mail, so Redis never holds a mail's content
 * (nor a password-reset link) and a Redis that lost the job loses nothing the mail sweep cannot queue again. Jobs
 * queued before the row held the content carry the mail whole; the worker stores it in the row first.
 */
export const emailSendSchema = z.union([z.strictObject({ deliveryId: z.uuid() }), mailContentSchema]);
export type EmailSendJob = z.input<typeof emailSendSchema>;

export const jobPayloadSchemas = {
  // emails
  "email.send": emailSendSchema,
  // lots
  "lots.ingest": z.object({ sourceId: z.string().min(1).max(64), runId: z.string().max(64).optional() }),
  "lots.refresh-cache": z.object({ lotIds: z.array(z.uuid()).max(10_000) }),
  "lots.warm-cache": z.object({ lotIds: z.array(z.uuid()).min(1).max(10_000) }),
  // maintenance
  "outbox.relay": z.object({}),
  "sessions.sweep": z.object({}),
  "watchlist.remind": z.object({}),
  "auctions.sweep": z.object({}),
  "mail.sweep": z.object({}),
} as const;

export type JobName = keyof typeof jobPayloadSchemas;
export type JobPayload<N extends JobName> = z.infer<(typeof jobPayloadSchemas)[N]>;

/** Which queue carries each command. Domain events go on `domain-events` under their event type. */
export const JOB_QUEUE: Record<JobName, QueueName> = {
  "email.send": QUEUES.emails,
  "lots.ingest": QUEUES.lots,
  "lots.refresh-cache": QUEUES.lots,
  "lots.warm-cache": QUEUES.lots,
  "outbox.relay": QUEUES.maintenance,
  "sessions.sweep": QUEUES.maintenance,
  "watchlist.remind": QUEUES.maintenance,
  "auctions.sweep": QUEUES.maintenance,
  "mail.sweep": QUEUES.maintenance,
};

/** Default retry policy: exponential backoff, kept failed jobs visible for a week. */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 8,
  backoff: { type: "exponential", delay: 2_000 },
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
} as const;

/** BullMQ key prefix under the deployment's Redis prefix; producers and workers must use the same one. */
export function bullPrefix(redisPrefix: string): string {
  return `${redisPrefix}bull`;
}

/** BullMQ rejects custom ids that contain ':' or are integers. */
export function jobIdFor(key: string): string {
  const id = key.replaceAll(":", ".");
  return /^\d+$/.test(id) ? `k${id}` : id;
}

/**
 * The `domain-events` job id of an event: its id, then `<id>.retry-<n>` for an admin's n-th retry (BullMQ ignores
 * an add whose id it still holds, and it holds the failed job for a week).
 */
export function eventJobId(eventId: string, retries: number): string {
  return retries > 0 ? `${eventId}.retry-${retries}` : eventId;
}
