// Outgoing mail. Two drivers behind one interface: SMTP (nodemailer's pooled transport) when SMTP_URL is set,
// else `.eml` files in MAIL_OUTBOX_DIR (developer machines, tests, demos). The Message-ID is derived from the
// mail's stable key (`<eventId>.<handler>`), so a resend after a crash carries the same id and receivers can
// drop the duplicate.
import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { mailDomain, messageIdFor } from "@app/shared/mail/message-id";

export type MailTransportKind = "smtp" | "file";

export type OutgoingMail = {
  key: string;
  /** The Message-ID stored with the mail; by default derived from `key`. */
  messageId?: string;
  to: string[];
  cc?: string[];
  bcc?: string[];
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
};

export type SentMail = { messageId: string; transport: MailTransportKind; file?: string };

export type Mailer = {
  transport: MailTransportKind;
  messageIdFor(key: string): string;
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): Promise<void>;
};

export type MailConfig = { smtpUrl: string | null; outboxDir: string; from: string };

export { mailDomain, messageIdFor };

/** Upper bounds on one SMTP exchange, so a send ends well inside the claim it holds on its mail (email-send). */
export const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 40_000 } as const;

export function createMailer(config: MailConfig): Mailer {
  const idFor = (key: string) => messageIdFor(key, config.from);
  const message = (mail: OutgoingMail) => ({
    from: config.from,
    to: mail.to,
    cc: mail.cc?.length ? mail.cc : undefined,
    bcc: mail.bcc?.length ? mail.bcc : undefined,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    messageId: mail.messageId ?? idFor(mail.key),
  });

  if (config.smtpUrl) {
    const transporter = nodemailer.createTransport({
      pool: true,
      url: config.smtpUrl,
      maxConnections: 5,
      ...SMTP_TIMEOUTS,
    });
    return {
      transport: "smtp",
      messageIdFor: idFor,
      async send(mail) {
        const msg = message(mail);
        await transporter.sendMail(msg);
        return { messageId: msg.messageId, transport: "smtp" };
      },
      async close() {
        transporter.close();
      },
    };
  }

  // The file driver renders the full RFC 5322 message (the stream transport keeps Bcc as a header) and writes
  // it under a temporary name first: a reader never sees half a file, and a rewrite replaces it whole.
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    transport: "file",
    messageIdFor: idFor,
    async send(mail) {
      const msg = message(mail);
      const info = await transporter.sendMail(msg);
      const dir = path.resolve(config.outboxDir);
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${msg.messageId.slice(1, -1).replace(/[^A-Za-z0-9._@-]/g, "_")}.eml`);
      const tmp = path.join(dir, `.${path.basename(file)}.${randomBytes(4).toString("hex")}.tmp`);
      await writeFile(tmp, info.message as Buffer);
      await rename(tmp, file);
      return { messageId: msg.messageId, transport: "file", file };
    },
    async close() {
      transporter.close();
    },
  };
}
