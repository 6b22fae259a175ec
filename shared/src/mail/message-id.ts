// A mail's Message-ID is derived from its stable key (`<eventId>.<handler>`), so every copy of one mail carries the
// same id and receivers drop a duplicate. Shared: the API and the worker both write EmailDelivery rows keyed by it.

/** The domain part of MAIL_FROM ("BaltBid <no-reply@baltbid.test>" -> "baltbid.test"). */
export function mailDomain(from: string): string {
  const m = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from.trim());
  return m?.[1]?.toLowerCase() ?? "localhost";
}

/** `<key@domain>`; characters not allowed in a Message-ID's left part become '-'. */
export function messageIdFor(key: string, from: string): string {
  const local = key.replace(/[^A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]/g, "-");
  return `<${local}@${mailDomain(from)}>`;
}

/** The key inside a Message-ID `<key@domain>`; null when it is not one of ours. */
export function keyOfMessageId(messageId: string): string | null {
  const m = /^<(.+)@[^@]+>$/.exec(messageId);
  return m ? m[1]! : null;
}
