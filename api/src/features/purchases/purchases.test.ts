// Won auctions over HTTP: the purchase a win makes, its timeline as the broker moves it forward (events, 409 going
// back), the delivery choice until shipping, and documents: PDF or image up to 10 MB (413 beyond, 415 otherwise),
// readable by the owner and admins only.
import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { testApiConfig } from "../../../../test/support/config.ts";
import { adminCookie, createTestUser, customerCookie } from "../../../../test/support/sessions.ts";
import { createTestLot, eventsOf, fundAccount, setFxRate } from "../../../../test/support/brokerage.ts";
import { buildApp } from "../../app.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../../../worker/src/testing/isolated-database.ts";

const ORIGIN = "http://localhost:3000";
let app: FastifyInstance;
// A database of its own: the USD/EUR rate it sets is a setting other files (the seed test) read.
let iso: IsolatedDatabase;
let admin: string;
let documentsDir: string;

type Opts = { cookie?: string; headers?: Record<string, string> };
const call = (method: "GET" | "POST" | "PUT", url: string, body?: unknown, opts: Opts = {}) =>
  app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: { origin: ORIGIN, ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
  });

async function wonPurchase() {
  const user = await createTestUser(app.db);
  await fundAccount(app.db, user.id, 2000);
  const cookie = await customerCookie(app.db, user.id);
  const lot = await createTestLot(app.db);
  const bid = (
    await call("POST", "/api/bids", { platform: "copart", lotNumber: lot.lotNumber, maxBid: 5000 }, { cookie })
  ).json().bid;
  await call("POST", `/api/admin/bids/${bid.id}/approve`, {}, { cookie: admin });
  const won = await call(
    "POST",
    `/api/admin/bids/${bid.id}/outcome`,
    { outcome: "won", amount: 4750 },
    { cookie: admin },
  );
  return { userId: user.id, cookie, lot, purchaseId: won.json().purchaseId as string };
}

const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2048, 0x20), Buffer.from("\n%%EOF\n")]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]);

const upload = (
  purchaseId: string,
  body: Buffer,
  contentType: string,
  cookie = admin,
  query = "kind=title&fileName=Title.pdf",
) =>
  app.inject({
    method: "POST",
    url: `/api/admin/purchases/${purchaseId}/documents?${query}`,
    payload: body,
    headers: { origin: ORIGIN, cookie, "content-type": contentType },
  });

beforeAll(async () => {
  documentsDir = await mkdtemp(path.join(tmpdir(), "documents-"));
  iso = await createIsolatedDatabase(inject("databaseUrl"), "purchases");
  app = await buildApp(testApiConfig({ PASSWORD_HASH_COST: "10", DOCUMENTS_DIR: documentsDir }), { db: iso.db });
  await app.ready();
  admin = await adminCookie(app, (await createTestUser(app.db, { role: "admin" })).id);
  await setFxRate(app.db);
});

afterAll(async () => {
  await app?.close();
  await iso?.drop();
});

describe("purchases", () => {
  it("lists the won lot with its final price, delivery choice and timeline", async () => {
    const p = await wonPurchase();
    const list = (await call("GET", "/api/purchases", undefined, p)).json().purchases;
    expect(list).toHaveLength(1);
    const got = list[0];
    expect(got).toMatchObject({
      id: p.purchaseId,
      status: "won",
      source: "bid",
      finalPrice: { amount: 4750, currency: "USD" },
      hold: { amount: 460, currency: "EUR" },
      delivery: { method: "pickup", port: "Klaipėda", address: null, editable: true },
      lot: { lotNumber: p.lot.lotNumber, title: p.lot.title },
      documents: [],
    });
    expect(got.timeline.map((s: { status: string }) => s.status)).toEqual([
      "won",
      "paid",
      "picked_up",
      "at_port",
      "shipped",
      "arrived",
      "customs_cleared",
      "delivered",
    ]);
    expect(got.timeline[0]).toMatchObject({ done: true, at: expect.any(String) });
    expect(got.timeline[1]).toMatchObject({ done: false, at: null });
    expect((await call("GET", `/api/purchases/${p.purchaseId}`, undefined, p)).json().purchase.id).toBe(p.purchaseId);

    const other = await customerCookie(app.db, (await createTestUser(app.db)).id);
    expect((await call("GET", `/api/purchases/${p.purchaseId}`, undefined, { cookie: other })).statusCode).toBe(404);
    expect((await call("GET", "/api/purchases", undefined, { cookie: other })).json().purchases).toEqual([]);
    expect((await call("GET", "/api/purchases")).statusCode).toBe(401);
  });

  it("moves forward only, recording dates, ETAs, container and vessel, with an event per move", async () => {
    const p = await wonPurchase();
    const move = (body: object) => call("POST", `/api/admin/purchases/${p.purchaseId}/status`, body, { cookie: admin });
    const paid = await move({ status: "paid", at: "2026-11-27T10:00:00Z" });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().purchase.timeline[1]).toMatchObject({
      status: "paid",
      done: true,
      at: "2026-11-27T10:00:00.000Z",
    });

    const etas = await call(
      "PUT",
      `/api/admin/purchases/${p.purchaseId}/logistics`,
      { container: "MSKU1234567", etas: { shipped: "2026-12-05T00:00:00Z", arrived: "2027-01-10T00:00:00Z" } },
      { cookie: admin },
    );
    expect(etas.statusCode, etas.body).toBe(200);
    expect(etas.json().purchase).toMatchObject({ container: "MSKU1234567" });
    expect(etas.json().purchase.timeline[5]).toMatchObject({
      status: "arrived",
      eta: "2027-01-10T00:00:00.000Z",
      done: false,
    });
    const pastEta = await call(
      "PUT",
      `/api/admin/purchases/${p.purchaseId}/logistics`,
      { etas: { won: null } },
      { cookie: admin },
    );
    expect(pastEta.statusCode).toBe(400);

    expect((await move({ status: "at_port", vessel: "MAERSK KOLKATA" })).json().purchase).toMatchObject({
      status: "at_port",
      vessel: "MAERSK KOLKATA",
    });
    for (const back of ["paid", "at_port", "won"]) expect((await move({ status: back })).statusCode, back).toBe(409);
    expect((await move({ status: "bogus" })).statusCode).toBe(400);
    const events = await eventsOf(app.db, "purchase.status-changed", { purchaseId: p.purchaseId });
    expect(events.map((e) => e.payload)).toEqual([
      { purchaseId: p.purchaseId, userId: p.userId, from: "won", to: "paid" },
      { purchaseId: p.purchaseId, userId: p.userId, from: "paid", to: "at_port" },
    ]);
    expect(
      (await call("POST", `/api/admin/purchases/${p.purchaseId}/status`, { status: "shipped" }, p)).statusCode,
    ).toBe(401);
  });

  it("lets the customer choose pickup or an address until the vehicle ships", async () => {
    const p = await wonPurchase();
    const put = (body: object, cookie = p.cookie) =>
      call("PUT", `/api/purchases/${p.purchaseId}/delivery`, body, { cookie });
    const address = {
      name: "Jonas Petraitis",
      line1: "Gedimino pr. 1",
      city: "Vilnius",
      postalCode: "LT-01103",
      country: "Lietuva",
    };
    const res = await put({ method: "address", address });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().purchase.delivery).toMatchObject({ method: "address", address, port: null });
    expect((await put({ method: "address", address: { ...address, city: "" } })).statusCode).toBe(400);
    expect((await put({ method: "drone" })).statusCode).toBe(400);
    expect((await put({ method: "pickup" })).json().purchase.delivery).toMatchObject({
      method: "pickup",
      address: null,
    });

    const other = await customerCookie(app.db, (await createTestUser(app.db)).id);
    expect((await put({ method: "pickup" }, other)).statusCode).toBe(404);

    await call("POST", `/api/admin/purchases/${p.purchaseId}/status`, { status: "shipped" }, { cookie: admin });
    const late = await put({ method: "address", address });
    expect(late.statusCode).toBe(409);
    const after = (await call("GET", `/api/purchases/${p.purchaseId}`, undefined, p)).json().purchase;
    expect(after.delivery).toMatchObject({ method: "pickup", editable: false });
  });
});

describe("documents", () => {
  it("stores a PDF or image for the purchase, readable by its owner and admins only", async () => {
    const p = await wonPurchase();
    const res = await upload(p.purchaseId, PDF, "application/pdf");
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json().document;
    expect(doc).toMatchObject({
      kind: "title",
      fileName: "Title.pdf",
      contentType: "application/pdf",
      size: PDF.length,
    });
    expect(await readdir(documentsDir)).toContain(
      (await app.db.purchaseDocument.findUniqueOrThrow({ where: { id: doc.id } })).storageKey,
    );
    const png = await upload(p.purchaseId, PNG, "image/png", admin, "kind=photo&fileName=front.png");
    expect(png.statusCode).toBe(201);

    const listed = (await call("GET", `/api/purchases/${p.purchaseId}`, undefined, p)).json().purchase.documents;
    expect(listed.map((d: { fileName: string }) => d.fileName)).toEqual(["Title.pdf", "front.png"]);
    const url = listed[0].url;
    expect(url).toBe(`/api/purchases/${p.purchaseId}/documents/${doc.id}`);

    const mine = await call("GET", url, undefined, p);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-type"]).toBe("application/pdf");
    expect(mine.headers["content-disposition"]).toContain('filename="Title.pdf"');
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    const asAdmin = await call("GET", `/api/admin/purchases/${p.purchaseId}/documents/${doc.id}`, undefined, {
      cookie: admin,
    });
    expect(asAdmin.rawPayload.equals(PDF)).toBe(true);

    const other = await customerCookie(app.db, (await createTestUser(app.db)).id);
    expect((await call("GET", url, undefined, { cookie: other })).statusCode).toBe(404);
    expect((await call("GET", url)).statusCode).toBe(401);
    expect(
      (await call("GET", `/api/admin/purchases/${p.purchaseId}/documents/${doc.id}`, undefined, p)).statusCode,
    ).toBe(401);
    // A customer cannot upload.
    expect((await upload(p.purchaseId, PDF, "application/pdf", p.cookie)).statusCode).toBe(401);
  });

  it("refuses files over 10 MB (413) and other types or disguised content (415)", async () => {
    const p = await wonPurchase();
    const big = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(p.purchaseId, big, "application/pdf");
    expect(tooBig.statusCode).toBe(413);
    const text = await upload(p.purchaseId, Buffer.from("hello"), "text/plain");
    expect(text.statusCode).toBe(415);
    const exe = await upload(p.purchaseId, Buffer.from("MZ\x90\x00 not a pdf"), "application/pdf");
    expect(exe.statusCode).toBe(415);
    const unknown = await upload("00000000-0000-4000-8000-000000000000", PDF, "application/pdf");
    expect(unknown.statusCode).toBe(404);
    expect(await app.db.purchaseDocument.count({ where: { purchaseId: p.purchaseId } })).toBe(0);
  });
});
