// ContactMessage rows: stored with their `contact.submitted` outbox event in one transaction (the worker mails
// them), and listed for admins with their delivery status.
import type { ContactMessageStatus, Db } from "@app/db/client";
import { writeEvent } from "@app/db/outbox";

export type NewContactMessage = {
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  recipients: string[];
  ccRecipients: string[];
  bccRecipients: string[];
  emailSubject: string;
  replyTo: string | null;
  extra: Record<string, string | number | boolean | null>;
  ip: string | null;
  userAgent: string | null;
};

export async function storeContactMessage(db: Db, data: NewContactMessage): Promise<{ id: string; eventId: string }> {
  return db.$transaction(async (tx) => {
    const { id } = await tx.contactMessage.create({ data, select: { id: true } });
    const eventId = await writeEvent(tx, "contact.submitted", { contactMessageId: id });
    return { id, eventId };
  });
}

export async function listContactMessages(
  db: Db,
  query: { status?: ContactMessageStatus; limit: number; before?: Date },
) {
  const rows = await db.contactMessage.findMany({
    where: {
      ...(query.status ? { status: query.status } : {}),
      ...(query.before ? { createdAt: { lt: query.before } } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
  });
  return { rows: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}
