// The mail outbox writer: call it with the transaction client of the change that decides to send a mail, so the
// mail (its whole content) commits exactly when that change does. The `email.send` job carries only the row's id
// and is added after the commit; when that add is lost (Redis away, or it lost its data), the worker's mail sweep
// adds it again from the row.
import { jobIdFor, mailContentSchema, type MailContent } from "@app/shared/contracts/jobs";
import { messageIdFor } from "@app/shared/mail/message-id";
import type { Tx } from "./client.ts";

/** A stored mail: the row's id and the job id to queue it under. */
export type StoredMail = { id: string; jobId: string; messageId: string };

export type WriteMailOptions = {
  /** MAIL_FROM: its domain is the Message-ID's. */
  from: string;
  /** The text holds a secret (a password-reset link): it is kept only while the mail may still be sent. */
  secret?: boolean;
};

/** Stores one mail as pending; the same key again (a replay) returns the row already stored. */
export async function writeMail(tx: Tx, mail: MailContent, opts: WriteMailOptions): Promise<StoredMail> {
  // Validate at the producer too: a malformed mail must fail the transaction, not a worker later.
  const m = mailContentSchema.parse(mail);
  const messageId = messageIdFor(m.key, opts.from);
  const jobId = jobIdFor(m.key);
  const row = await tx.emailDelivery.upsert({
    where: { messageId },
    create: {
      messageId,
      category: m.category,
      toAddresses: m.to,
      ccAddresses: m.cc,
      bccAddresses: m.bcc,
      replyTo: m.replyTo,
      subject: m.subject,
      text: m.text,
      html: m.html,
      secret: opts.secret ?? false,
      userId: m.userId,
      contactMessageId: m.contactMessageId,
      jobId,
    },
    update: {},
    select: { id: true, jobId: true },
  });
  return { id: row.id, jobId: row.jobId ?? jobId, messageId };
}
