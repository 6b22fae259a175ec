import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REDACTED, redactSecrets } from "./redact-secrets.ts";

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".split("");
/** Reset tokens as the API makes them (32 random bytes, base64url), and shorter or longer ones a client could send. */
const token = fc.string({ unit: fc.constantFrom(...BASE64URL), minLength: 12, maxLength: 64 });
const origin = fc.constantFrom("", "http://localhost:3000", "https://baltbid.lt");
const resetPath = fc.constantFrom("/reset-password/", "/RESET-PASSWORD/", "/Reset-Password//", "/lt/reset-password/");
const after = fc.constantFrom("", "/", "?lang=en", "#top", "/extra?x=1");
const paramName = fc.constantFrom("token", "Token", "resetToken", "reset_token", "access_token");

/** Every way a token can sit in a text that is about to be logged; each a function of the token. */
const placings = fc.oneof(
  fc.tuple(origin, resetPath, after).map(
    ([o, p, a]) =>
      (t: string) =>
        `${o}${p}${t}${a}`,
  ),
  fc.tuple(paramName, after).map(
    ([n, a]) =>
      (t: string) =>
        `/reset-password?${n}=${t}${a.replace(/^\?/, "&")}`,
  ),
  fc.tuple(paramName).map(
    ([n]) =>
      (t: string) =>
        `/api/x?a=1&${n}=${t}`,
  ),
  fc.tuple(paramName).map(
    ([n]) =>
      (t: string) =>
        `${n}=${t}&password=x`,
  ),
  fc.tuple(paramName).map(
    ([n]) =>
      (t: string) =>
        JSON.stringify({ [n]: t, password: "secret pass" }),
  ),
  fc.tuple(origin).map(
    ([o]) =>
      (t: string) =>
        `Hello,\n\n${o}/reset-password/${t}\n\n-- \nBaltBid`,
  ),
);
/** How the text reaches the log: as it is, or as a JSON string (a log line's value, perhaps nested twice). */
const encodings = fc.constantFrom(
  (s: string) => s,
  (s: string) => JSON.stringify({ msg: s }),
  (s: string) => JSON.stringify({ err: { message: JSON.stringify({ body: s }) } }),
);

describe("redactSecrets", () => {
  it("leaves no reset token in a text, wherever and however it is written", () => {
    fc.assert(
      fc.property(token, placings, encodings, fc.string({ maxLength: 20 }), (t, place, encode, noise) => {
        const line = encode(`${noise} ${place(t)} ${noise}`);
        const out = redactSecrets(line);
        expect(out).not.toContain(t);
        expect(out).toContain(REDACTED);
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps a JSON log line valid JSON", () => {
    fc.assert(
      fc.property(token, placings, (t, place) => {
        const line = JSON.stringify({ level: 30, req: { url: place(t) }, msg: `done ${place(t)}` });
        expect(() => JSON.parse(redactSecrets(line))).not.toThrow();
      }),
    );
  });

  it("changes nothing in texts without a token", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        fc.pre(!/token|reset-password/i.test(s));
        expect(redactSecrets(s)).toBe(s);
      }),
    );
    for (const s of ["/reset-password", "/reset-password/", "GET /api/search?make=bmw", '{"tokens":[]}'])
      expect(redactSecrets(s)).toBe(s);
  });
});
