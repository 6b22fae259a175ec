// `email.send`: one EmailDelivery row per Message-ID makes a job that runs twice send once. The row is created
// (or found) before sending, marked `sent` after; a failure records attempts and lastError and rethrows so BullMQ
// retries with backoff, and the last attempt marks the row (and its ContactMessage) `failed`.
//
// The unavoidable window: if the SMTP server accepts the message and the process dies (or the database is
// unreachable) before `sent` is recorded, the retry sends it again. It goes out under the same Message-ID
// (`<key@domain>`), which receiving systems use to drop duplicates; no protocol closes this window, since SMTP
// acceptance and our database write cannot commit together.
//
// A stalled job (lock lost) can also run concurrently with itself; the same Message-ID covers that rare case.
import { ContactMessageStatus, EmailDeliveryStatus } from "@app/db/client";
import { redactSecrets } from "@app/shared/logging/redact-secrets";
import { errorMessage } from "../logger.ts";
import type { JobHandler } from "../deps.ts";

export type EmailSendOutcome = "sent" | "skipped";

/** True when this run is the job's last allowed attempt (attemptsMade counts the attempts before this one). */
export function isLastAttempt(job: { attemptsMade: number; opts: { attempts?: number } }): boolean {
  return job.attemptsMade + 1 >= Math.max(1, job.opts.attempts ?? 1);
}

export const emailSendHandler: JobHandler<"email.send"> = async (mail, job, { db, mailer, logger }) => {
  const messageId = mailer.messageIdFor(mail.key);

  if (mail.userId && !(await db.user.findUnique({ where: { id: mail.userId }, select: { id: true } }))) {
    logger.info({ messageId, userId: mail.userId }, "email: user is gone, not sending");
    return "skipped" satisfies EmailSendOutcome;
  }

  const delivery = await db.emailDelivery.upsert({
    where: { messageId },
    create: {
      messageId,
      category: mail.category,
      toAddresses: mail.to,
      subject: mail.subject,
      userId: mail.userId,
    },
    update: {},
  });
  if (delivery.status === EmailDeliveryStatus.sent) {
    logger.info({ messageId, jobId: job.id }, "email: already sent, skipping");
    return "skipped" satisfies EmailSendOutcome;
  }

  let transport: string;
  try {
    ({ transport } = await mailer.send({
      key: mail.key,
      to: mail.to,
      cc: mail.cc,
      bcc: mail.bcc,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    }));
  } catch (e) {
    const lastError = redactSecrets(errorMessage(e)); // stored and logged: an SMTP answer may quote the text
    const final = isLastAttempt(job);
    try {
      await db.$transaction([
        db.emailDelivery.update({
          where: { messageId },
          data: {
            attempts: { increment: 1 },
            lastError,
            ...(final ? { status: EmailDeliveryStatus.failed } : {}),
          },
        }),
        ...(mail.contactMessageId
          ? [
              db.contactMessage.updateMany({
                where: { id: mail.contactMessageId, status: { not: ContactMessageStatus.sent } },
                data: {
                  attempts: { increment: 1 },
                  lastError,
                  ...(final ? { status: ContactMessageStatus.failed } : {}),
                },
              }),
            ]
          : []),
      ]);
    } catch (recordError) {
      logger.error({ err: recordError, messageId }, "email: could not record the failed attempt");
    }
    logger.warn(
      { messageId, jobId: job.id, attempt: job.attemptsMade + 1, final, error: lastError },
      "email: send failed",
    );
    throw e;
  }

  const sentAt = new Date();
  await db.$transaction([
    db.emailDelivery.update({
      where: { messageId },
      data: { status: EmailDeliveryStatus.sent, transport, sentAt, attempts: { increment: 1 } },
    }),
    ...(mail.contactMessageId
      ? [
          db.contactMessage.updateMany({
            where: { id: mail.contactMessageId },
            data: { status: ContactMessageStatus.sent, sentAt, attempts: { increment: 1 } },
          }),
        ]
      : []),
  ]);
  logger.info({ messageId, jobId: job.id, transport }, "email: sent");
  return "sent" satisfies EmailSendOutcome;
};
