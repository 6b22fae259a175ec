// Queuing stored mail, and the sweep that queues it again. A mail is first a pending EmailDelivery row with its
// content (prisma/src/mail-outbox.ts, in the transaction that decided to send it); its `email.send` job, which
// carries only the row's id, is added after the commit. That add can be lost: Redis away at that moment, the
// process gone between commit and add, or a Redis that lost its data (FLUSHALL, a crash without persistence). The
// sweep (`mail.sweep`, a job scheduler) finds mail pending for longer than a configurable age and queues it again
// unless its job is still on its way. The send path claims the row and checks its status, so a mail queued twice
// goes out once.
import type { Queue } from "bullmq";
import type { Db } from "@app/db/client";
import type { StoredMail } from "@app/db/mail-outbox";
import { DEFAULT_JOB_OPTIONS, jobIdFor } from "@app/shared/contracts/jobs";
import { keyOfMessageId, messageIdFor } from "@app/shared/mail/message-id";
import { errorMessage, type Logger } from "../logger.ts";
import type { Producer } from "../producer.ts";

/**
 * Adds the job of a mail whose row has committed. Never throws: a mail that could not be queued now is stored,
 * and the sweep queues it later. Returns whether the job was added.
 */
export async function queueStoredMail(
  producer: Pick<Producer, "enqueueMail">,
  mail: Pick<StoredMail, "id" | "jobId">,
  logger: Pick<Logger, "warn">,
): Promise<boolean> {
  try {
    await producer.enqueueMail(mail);
    return true;
  } catch (e) {
    logger.warn(
      { deliveryId: mail.id, jobId: mail.jobId, error: errorMessage(e) },
      "email: stored, but its job could not be queued now; the mail sweep will queue it",
    );
    return false;
  }
}

/**
 * An event handled again whose mail is stored and still pending queues its job once more (under the row's job id,
 * so a job still on its way is not doubled): the process may have died between the commit and the add, and the
 * replay is the first moment anything knows. Returns whether a job was added.
 */
export async function queuePendingMail(
  db: Db,
  producer: Pick<Producer, "enqueueMail">,
  key: string,
  from: string,
  logger: Pick<Logger, "warn">,
): Promise<boolean> {
  const row = await db.emailDelivery.findUnique({
    where: { messageId: messageIdFor(key, from) },
    select: { id: true, jobId: true, status: true, text: true },
  });
  if (row?.status !== "pending" || row.text === null) return false;
  return queueStoredMail(producer, { id: row.id, jobId: row.jobId ?? jobIdFor(key) }, logger);
}

/** Job states in which the job will still run by itself: the sweep leaves such a mail alone. */
const ON_ITS_WAY = new Set(["waiting", "delayed", "active", "prioritized", "waiting-children"]);

/** The job id of a mail queued again for the n-th time (new, so BullMQ cannot mistake it for a finished job). */
export function requeuedJobId(messageId: string, deliveryId: string, kind: "sweep" | "retry", n: number): string {
  return `${jobIdFor(keyOfMessageId(messageId) ?? deliveryId)}.${kind}-${n}`;
}

export type MailSweepResult = { checked: number; queued: number };

export type MailSweepOptions = {
  /** Pending for at least this long since it was last queued. */
  olderThanMs: number;
  /** At most this many rows per run (oldest first). */
  limit?: number;
  logger?: Pick<Logger, "warn">;
  now?: Date;
};

/**
 * Queues again every mail still pending `olderThanMs` after it was last queued whose job is gone (lost by Redis,
 * never added) or finished without recording the mail (it failed for good while PostgreSQL was away), under a new
 * job id claimed on the row first (requeues + 1), so of sweeps running at once only one adds it.
 */
export async function sweepPendingMail(db: Db, queue: Queue, opts: MailSweepOptions): Promise<MailSweepResult> {
  const now = opts.now ?? new Date();
  const rows = await db.emailDelivery.findMany({
    where: { status: "pending", text: { not: null }, enqueuedAt: { lt: new Date(now.getTime() - opts.olderThanMs) } },
    select: { id: true, messageId: true, jobId: true, requeues: true },
    orderBy: { enqueuedAt: "asc" },
    take: opts.limit ?? 500,
  });
  let queued = 0;
  for (const row of rows) {
    const job = row.jobId ? await queue.getJob(row.jobId) : undefined;
    if (job && ON_ITS_WAY.has(await job.getState())) continue;
    // Always a new id: a job Redis lost may still be running in a worker, and a send is claimed per job id.
    const n = row.requeues + 1;
    const jobId = requeuedJobId(row.messageId, row.id, "sweep", n);
    const { count } = await db.emailDelivery.updateMany({
      where: { id: row.id, status: "pending", requeues: row.requeues },
      data: { requeues: n, jobId, enqueuedAt: new Date() },
    });
    if (count === 0) continue; // another sweep (or an admin) queued it meanwhile
    await queue.add("email.send", { deliveryId: row.id }, { ...DEFAULT_JOB_OPTIONS, jobId });
    queued++;
  }
  if (queued)
    opts.logger?.warn({ queued, checked: rows.length }, "mail sweep: pending mail whose job was gone queued again");
  return { checked: rows.length, queued };
}
