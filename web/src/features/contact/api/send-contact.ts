// POST /api/contact (docs/product/contact.md#submission-payload): the shown form fields plus recipients, cc, bcc,
// subject, reply-to and extra data from the embedding page; the answer's success and message are read.
import type { ContactBody } from "@app/shared/contact/contact.schemas";
import { apiClient } from "@/lib/api-client";

export function sendContact(body: ContactBody): Promise<{ success: true; message: string }> {
  return apiClient.post("/api/contact", body);
}
