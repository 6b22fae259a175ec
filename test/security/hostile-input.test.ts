// Hostile input to every public endpoint: random and malicious values (huge and odd unicode strings, NUL,
// nulls, wrong types, deep JSON, SQL and HTML payloads) in the bodies and query strings the anonymous world can send.
// Every answer is a 2xx or a 4xx, never a 5xx, and a 4xx writes nothing (no user, session, message or event).
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../api/src/app.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../worker/src/testing/isolated-database.ts";
import { testApiConfig } from "../support/config.ts";

const ORIGIN = "http://localhost:3000";
let app: FastifyInstance;
let iso: IsolatedDatabase;

beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "hostile");
  app = await buildApp(testApiConfig({ PASSWORD_HASH_COST: "10", RATE_LIMIT_SCALE: "100000" }), { db: iso.db });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await iso?.drop();
});

const payloads = [
  "' OR 1=1 --",
  '\'; DROP TABLE "User"; --',
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "\u0000",
  "../../etc/passwd",
  "%00%27",
  "${7*7}{{7*7}}",
  "\u202e\ufeff\ud83d\ude97",
  "1e309",
  "-0",
  "NaN",
];

const hostileString = fc.oneof(
  fc.constantFrom(...payloads),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ minLength: 3_000, maxLength: 20_000 }),
  fc.emailAddress(),
);
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileString,
    fc.constant(null),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie("value"), { maxKeys: 4 }),
  ),
})).value;

/** A body with the endpoint's own field names (so validation goes deep) and a few foreign ones. */
const bodyWith = (fields: string[]) =>
  fc.dictionary(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 12 })), hostileValue, { maxKeys: 8 });
const queryWith = (fields: string[]) =>
  fc.dictionary(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 12 })), hostileString, { maxKeys: 8 });

async function footprint() {
  const db = app.db;
  const [users, sessions, messages, events] = await Promise.all([
    db.user.count(),
    db.session.count(),
    db.contactMessage.count(),
    db.outboxEvent.count(),
  ]);
  return { users, sessions, messages, events };
}

const SEARCH_FIELDS = [
  "platform",
  "vehicleType",
  "make",
  "model",
  "yearFrom",
  "yearTo",
  "vinlot",
  "keyword",
  "damageType",
  "location",
  "odometerMin",
  "odometerMax",
  "fuelType",
  "cylinders",
  "transmission",
  "airbags",
  "title",
  "color",
  "driveTrain",
  "auctionDate",
  "showEndedAuctions",
  "showBuyNow",
  "page",
  "pageSize",
  "order",
  "makeName",
  "modelName",
];

const posts: [string, string[]][] = [
  ["/api/auth/login", ["email", "password", "rememberMe"]],
  ["/api/auth/register", ["email", "password", "name", "surname", "phone", "locale", "acceptTerms"]],
  ["/api/auth/reset-password", ["email", "token", "password"]],
  ["/api/contact", ["name", "email", "phone", "message", "subject", "website", "locale"]],
  ["/api/search/parse", ["text", "source"]],
];

const gets: [string, string[]][] = [
  ["/api/search", SEARCH_FIELDS],
  ["/api/search/option-counts", SEARCH_FIELDS],
  [
    "/api/calculator",
    [
      "platform",
      "price",
      "priceCents",
      "lotNumber",
      "yard",
      "fuel",
      "titleGroup",
      "vehicleType",
      "delivery",
      "country",
    ],
  ],
  ["/api/lots/copart/12345678", ["locale"]],
];

describe("hostile input to public endpoints", () => {
  it.each(posts)("POST %s answers 2xx or 4xx, and writes nothing on a 4xx", async (url, fields) => {
    await fc.assert(
      fc.asyncProperty(bodyWith(fields), async (body) => {
        const before = await footprint();
        const res = await app.inject({ method: "POST", url, headers: { origin: ORIGIN }, payload: body as object });
        expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
        if (res.statusCode >= 400) {
          expect(await footprint()).toEqual(before);
          expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
        }
      }),
      { numRuns: 60 },
    );
  });

  it.each(gets)("GET %s answers 2xx or 4xx for any query string", async (url, fields) => {
    await fc.assert(
      fc.asyncProperty(queryWith(fields), async (query) => {
        const res = await app.inject({ method: "GET", url, query: query as Record<string, string> });
        expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });

  it("refuses a NUL character in a query or a body with a 400 naming the field (PostgreSQL text cannot hold one)", async () => {
    const search = await app.inject({ method: "GET", url: "/api/search", query: { location: "TX\u0000" } });
    expect(search.statusCode).toBe(400);
    expect(search.json().errors).toHaveProperty("location");
    const before = await footprint();
    const contact = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { origin: ORIGIN },
      payload: { name: "Ona", email: "ona@example.test", message: "Hello\u0000there, a question about a lot" },
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().errors).toHaveProperty("message");
    expect(await footprint()).toEqual(before);
  });

  it("answers malformed and oversized JSON with a 4xx", async () => {
    for (const payload of ['{"email":', "[]", "null", '"just a string"', "{".repeat(5_000), "x".repeat(2_000_000)]) {
      const res = await app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { origin: ORIGIN, "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode, payload.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload.slice(0, 20)).toBeLessThan(500);
    }
  });
});
