// `email.send`: sends the mail stored in one EmailDelivery row (prisma/src/mail-outbox.ts), once. The job claims
// the row (status pending, no other job's claim live), sends, then records `sent` and drops the content; a failure
// records attempts and lastError and rethrows so BullMQ retries with backoff, and the last attempt marks the row
// (and its ContactMessage) `failed`, dropping a secret content (a password-reset link) there too. A job whose row
// is already sent, failed, or gone (its customer deleted) does nothing.
//
// Two jobs for one mail (the sweep queued it again while a job Redis had lost was still running) cannot both
// send: the second finds the first's claim and waits for a retry, by when the row says sent. The claim is per job
// id, so a job that died mid-send (its worker killed) is taken up again at once by BullMQ under the same id.
//
// The unavoidable window: if the SMTP server accepts the message and the process dies (or the database is
// unreachable) before `sent` is recorded, the retry sends it again. It goes out under the same Message-ID
// (`<key@domain>`), which receiving systems use to drop duplicates; no protocol closes this window, since SMTP
// acceptance and our database write cannot commit together.
//
// A stalled job (lock lost) can also run concurrently with itself; the same Message-ID covers that rare case.
import { ContactMessageStatus, EmailDeliveryStatus, type Db, type EmailDelivery } from "@app/db/client";
import type { JobPayload } from "@app/shared/contracts/jobs";
import { keyOfMessageId } from "@app/shared/mail/message-id";
import { redactSecrets } from "@app/shared/logging/redact-secrets";
import { errorMessage } from "../logger.ts";
import { isLastAttempt, type JobHandler, type JobLike, type WorkerDeps } from "../deps.ts";

export type EmailSendOutcome = "sent" | "skipped";

/** How long a job's claim on a mail holds: well above one SMTP exchange (mailer.ts, SMTP_TIMEOUTS). */
export const CLAIM_MS = 120_000;

/** Another job holds the mail's claim: this one is retried later, when the row will say what became of it. */
export class MailClaimedError extends Error {
  override name = "MailClaimedError";
}

type LegacyMail = Exclude<JobPayload<"email.send">, { deliveryId: string }>;

/**
 * A job queued before mail content lived in the row carries the mail whole: store it (once per Message-ID) and
 * send from the row as any other. Null when its customer is gone.
 */
async function storeLegacyMail(mail: LegacyMail, job: JobLike, { db, mailer, logger }: WorkerDeps) {
  const messageId = mailer.messageIdFor(mail.key);
  if (mail.userId && !(await db.user.findUnique({ where: { id: mail.userId }, select: { id: true } }))) {
    logger.info({ messageId, userId: mail.userId }, "email: user is gone, not sending");
    return null;
  }
  const content = {
    ccAddresses: mail.cc,
    bccAddresses: mail.bcc,
    replyTo: mail.replyTo,
    text: mail.text,
    html: mail.html,
    contactMessageId: mail.contactMessageId,
    secret: mail.category === "password-reset",
  };
  const row = await db.emailDelivery.upsert({
    where: { messageId },
    create: {
      messageId,
      category: mail.category,
      toAddresses: mail.to,
      subject: mail.subject,
      userId: mail.userId,
      jobId: job.id ?? null,
      ...content,
    },
    update: {},
    select: { id: true },
  });
  // A row the old send path wrote holds no content yet.
  await db.emailDelivery.updateMany({ where: { id: row.id, status: "pending", text: null }, data: content });
  return row.id;
}

/** Claims a pending mail for this job; the row, or null when it is not this job's to send now. */
async function claim(db: Db, id: string, jobId: string): Promise<EmailDelivery | null> {
  const claimed = await db.$queryRaw<{ id: string }[]>`
    UPDATE "EmailDelivery"
    SET "claimedBy" = ${jobId}, "claimedUntil" = now() + make_interval(secs => ${CLAIM_MS / 1000})
    WHERE "id" = ${id}::uuid AND "status" = 'pending' AND "text" IS NOT NULL
      AND ("claimedUntil" IS NULL OR "claimedUntil" < now() OR "claimedBy" = ${jobId})
    RETURNING "id"`;
  return claimed.length ? db.emailDelivery.findUnique({ where: { id } }) : null;
}

export const emailSendHandler: JobHandler<"email.send"> = async (payload, job, deps) => {
  const { db, mailer, logger } = deps;
  const deliveryId = "deliveryId" in payload ? payload.deliveryId : await storeLegacyMail(payload, job, deps);
  if (!deliveryId) return "skipped" satisfies EmailSendOutcome;
  const jobId = job.id ?? `${job.name}:${deliveryId}`;

  const row = await claim(db, deliveryId, jobId);
  if (!row) {
    const now = await db.emailDelivery.findUnique({
      where: { id: deliveryId },
      select: { messageId: true, status: true, text: true, claimedBy: true },
    });
    if (now?.status === EmailDeliveryStatus.pending && now.text !== null) {
      logger.info({ messageId: now.messageId, jobId, claimedBy: now.claimedBy }, "email: another job is sending it");
      throw new MailClaimedError(`mail ${now.messageId} is being sent by job ${now.claimedBy}; trying again later`);
    }
    logger.info(
      { deliveryId, messageId: now?.messageId, status: now?.status ?? "gone", jobId },
      now?.status === EmailDeliveryStatus.sent ? "email: already sent, skipping" : "email: nothing to send, skipping",
    );
    return "skipped" satisfies EmailSendOutcome;
  }
  const { messageId } = row;

  let transport: string;
  try {
    ({ transport } = await mailer.send({
      key: keyOfMessageId(messageId) ?? row.id,
      messageId,
      to: row.toAddresses,
      cc: row.ccAddresses,
      bcc: row.bccAddresses,
      replyTo: row.replyTo,
      subject: row.subject,
      text: row.text!,
      html: row.html,
    }));
  } catch (e) {
    const lastError = redactSecrets(errorMessage(e)); // stored and logged: an SMTP answer may quote the text
    const final = isLastAttempt(job);
    try {
      await db.$transaction([
        db.emailDelivery.update({
          where: { id: row.id },
          data: {
            attempts: { increment: 1 },
            lastError,
            claimedBy: null,
            claimedUntil: null,
            ...(final ? { status: EmailDeliveryStatus.failed } : {}),
            // A secret cannot be resent later anyway (the customer asks for a new link): it goes now.
            ...(final && row.secret ? { text: null, html: null } : {}),
          },
        }),
        ...(row.contactMessageId
          ? [
              db.contactMessage.updateMany({
                where: { id: row.contactMessageId, status: { not: ContactMessageStatus.sent } },
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
    logger.warn({ messageId, jobId, attempt: job.attemptsMade + 1, final, error: lastError }, "email: send failed");
    throw e;
  }

  const sentAt = new Date();
  await db.$transaction([
    db.emailDelivery.update({
      where: { id: row.id },
      data: {
        status: EmailDeliveryStatus.sent,
        transport,
        sentAt,
        attempts: { increment: 1 },
        text: null,
        html: null,
        claimedBy: null,
        claimedUntil: null,
      },
    }),
    ...(row.contactMessageId
      ? [
          db.contactMessage.updateMany({
            where: { id: row.contactMessageId },
            data: { status: ContactMessageStatus.sent, sentAt, attempts: { increment: 1 } },
          }),
        ]
      : []),
  ]);
  logger.info({ messageId, jobId, transport }, "email: sent");
  return "sent" satisfies EmailSendOutcome;
};
