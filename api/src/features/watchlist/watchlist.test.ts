// The watchlist over HTTP: add (a second add is ignored), list with the lot summary, remove, and only one's own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { testApiConfig } from "../../../../test/support/config.ts";
import { createTestUser, customerCookie } from "../../../../test/support/sessions.ts";
import { createTestLot } from "../../../../test/support/brokerage.ts";
import { buildApp } from "../../app.ts";

let app: FastifyInstance;
const headers = (cookie?: string) => ({ origin: "http://localhost:3000", ...(cookie ? { cookie } : {}) });

beforeAll(async () => {
  app = await buildApp(testApiConfig({ PASSWORD_HASH_COST: "10" }));
  await app.ready();
});
afterAll(() => app?.close());

describe("watchlist", () => {
  it("adds a lot once, lists it with its summary, and removes it", async () => {
    const cookie = await customerCookie(app.db, (await createTestUser(app.db)).id);
    const lot = await createTestLot(app.db, { currentBidUsd: 2500 });
    const ref = { platform: lot.platform, lotNumber: lot.lotNumber };
    const add = () => app.inject({ method: "POST", url: "/api/watchlist", payload: ref, headers: headers(cookie) });
    const first = await add();
    expect(first.statusCode, first.body).toBe(201);
    const second = await add();
    expect(second.statusCode).toBe(200);
    expect(second.json().items).toHaveLength(1);

    const list = (await app.inject({ url: "/api/watchlist", headers: headers(cookie) })).json();
    expect(list.items).toEqual([
      expect.objectContaining({
        platform: "copart",
        lotNumber: lot.lotNumber,
        remindedAt: null,
        lot: expect.objectContaining({ title: lot.title, currentBid: { amount: 2500, currency: "USD" } }),
      }),
    ]);

    // Another customer neither sees nor removes it.
    const other = await customerCookie(app.db, (await createTestUser(app.db)).id);
    expect((await app.inject({ url: "/api/watchlist", headers: headers(other) })).json().items).toEqual([]);
    const del = (cookie?: string) =>
      app.inject({ method: "DELETE", url: "/api/watchlist", payload: ref, headers: headers(cookie) });
    expect((await del(other)).statusCode).toBe(404);
    const removed = await del(cookie);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().items).toEqual([]);
    expect((await del(cookie)).statusCode).toBe(404);

    // Removal by query string works too.
    await add();
    const q = await app.inject({
      method: "DELETE",
      url: `/api/watchlist?platform=copart&lotNumber=${lot.lotNumber}`,
      headers: headers(cookie),
    });
    expect(q.statusCode).toBe(200);
  });

  it("refuses unknown lots, bad input and anonymous callers", async () => {
    const cookie = await customerCookie(app.db, (await createTestUser(app.db)).id);
    const post = (payload: object, c?: string) =>
      app.inject({ method: "POST", url: "/api/watchlist", payload, headers: headers(c) });
    expect((await post({ platform: "copart", lotNumber: "123" }, cookie)).statusCode).toBe(404);
    expect((await post({ platform: "x", lotNumber: "123" }, cookie)).statusCode).toBe(400);
    expect((await post({ platform: "copart", lotNumber: "123" })).statusCode).toBe(401);
    expect((await app.inject({ url: "/api/watchlist" })).statusCode).toBe(401);
  });
});
