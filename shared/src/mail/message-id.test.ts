import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jobIdFor } from "../contracts/jobs.ts";
import { keyOfMessageId, mailDomain, messageIdFor } from "./message-id.ts";

const FROM = "BaltBid <no-reply@baltbid.test>";
/** Keys as the producers make them: `<uuid>.<handler>`, `password-reset.<uuid>`. */
const key = fc.oneof(
  fc.tuple(fc.uuid(), fc.stringMatching(/^[a-z][a-z.-]{0,40}$/)).map(([id, handler]) => `${id}.${handler}`),
  fc.uuid().map((id) => `password-reset.${id}`),
);

describe("Message-IDs", () => {
  it("carry the key back out, so a stored mail is found by its key and queued under the key's job id", () => {
    fc.assert(
      fc.property(key, (k) => {
        const messageId = messageIdFor(k, FROM);
        expect(messageId).toBe(`<${k}@baltbid.test>`);
        expect(keyOfMessageId(messageId)).toBe(k);
        expect(jobIdFor(keyOfMessageId(messageId)!)).toBe(jobIdFor(k));
      }),
    );
  });

  it("never let a key break out of the left part, whatever it holds", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 150 }), (k) => {
        const messageId = messageIdFor(k, FROM);
        expect(messageId).toMatch(/^<[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@baltbid\.test>$/);
        expect(keyOfMessageId(messageId)).not.toBeNull();
      }),
    );
  });

  it("read the domain of MAIL_FROM, and answer null for what is not one of ours", () => {
    expect(mailDomain("no-reply@Example.LT")).toBe("example.lt");
    expect(mailDomain("nobody")).toBe("localhost");
    for (const bad of ["", "no-brackets@x.test", "<no-domain>", "<a@b@>"]) expect(keyOfMessageId(bad)).toBeNull();
  });
});
