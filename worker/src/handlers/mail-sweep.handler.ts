// `mail.sweep` (a job scheduler, every minute or MAIL_REQUEUE_AFTER_MS if shorter): queues again the mail still
// pending MAIL_REQUEUE_AFTER_MS after it was last queued whose job is gone (services/mail-queue.ts).
import { QUEUES } from "@app/shared/contracts/jobs";
import type { JobHandler } from "../deps.ts";
import { sweepPendingMail } from "../services/mail-queue.ts";

export const mailSweepHandler: JobHandler<"mail.sweep"> = async (_payload, _job, { db, config, producer, logger }) =>
  sweepPendingMail(db, await producer.queue(QUEUES.emails), { olderThanMs: config.mail.requeueAfterMs, logger });
