// Won auctions over HTTP: the purchase a win makes, its timeline as the broker moves it forward (events, 409 going
// back), the delivery choice until shipping, and documents: PDF or image by content up to 10 MB (413 beyond, 415
// otherwise), stored and served as the type their bytes show whatever their name or declared type, readable by the
// owner and admins only.
import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse as parseContentDisposition } from "content-disposition";
import fc from "fast-check";
import sharp from "sharp";
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
const image = (format: "png" | "jpeg" | "webp" | "gif") =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .toFormat(format)
    .toBuffer();
let PNG: Buffer;

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
  PNG = await image("png");
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
    expect(parseContentDisposition(String(mine.headers["content-disposition"]))).toEqual({
      type: "attachment",
      parameters: { filename: "Title.pdf" },
    });
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

describe("documents by their content", () => {
  type Content = { label: string; bytes: Buffer; type: { mime: string; ext: string } | null };
  let contents: Content[];
  let purchase: Awaited<ReturnType<typeof wonPurchase>>;
  const html = "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>";
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';

  beforeAll(async () => {
    purchase = await wonPurchase();
    const [png, jpeg, webp, gif] = await Promise.all(["png", "jpeg", "webp", "gif"].map((f) => image(f as "png")));
    const pdf = { mime: "application/pdf", ext: "pdf" };
    const pngType = { mime: "image/png", ext: "png" };
    contents = [
      { label: "a PDF", bytes: PDF, type: pdf },
      { label: "a PDF that is also HTML", bytes: Buffer.from(`%PDF-1.4\n${html}`), type: pdf },
      { label: "a PNG", bytes: png!, type: pngType },
      // A polyglot: a PNG to every reader, served as one (nosniff, attachment, sandbox), so its HTML never runs.
      { label: "a PNG with HTML after it", bytes: Buffer.concat([png!, Buffer.from(html)]), type: pngType },
      { label: "a JPEG", bytes: jpeg!, type: { mime: "image/jpeg", ext: "jpg" } },
      { label: "a WebP", bytes: webp!, type: { mime: "image/webp", ext: "webp" } },
      { label: "HTML", bytes: Buffer.from(html), type: null },
      { label: "HTML after a BOM", bytes: Buffer.from(`\uFEFF${html}`), type: null },
      { label: "HTML before %PDF", bytes: Buffer.from(`${html}\n%PDF-1.4`), type: null },
      { label: "SVG", bytes: Buffer.from(svg), type: null },
      { label: "SVG with an XML prolog", bytes: Buffer.from(`<?xml version="1.0"?>\n${svg}`), type: null },
      { label: "a GIF", bytes: gif!, type: null },
      { label: "a ZIP", bytes: Buffer.from(`PK\x03\x04${"\0".repeat(40)}`), type: null },
      { label: "a Windows program", bytes: Buffer.from("MZ\x90\x00 not a pdf"), type: null },
      { label: "plain text", bytes: Buffer.from("just some words"), type: null },
      { label: "nothing", bytes: Buffer.alloc(0), type: null },
    ];
  });

  const declared = fc.constantFrom(
    undefined,
    "application/pdf",
    "image/png",
    "image/jpeg",
    "image/webp",
    "image/svg+xml",
    "text/html",
    "text/html; charset=utf-8",
    "application/octet-stream",
    "application/json",
    "application/x-www-form-urlencoded",
  );
  const LONG = "a".repeat(200);
  const names = fc.oneof(
    fc.constantFrom(
      undefined,
      "Title.pdf",
      "evil.html",
      "evil.svg",
      "photo.png.html",
      "invoice",
      "archive.tar.gz",
      ".htaccess",
      "..",
      " spaced name .pdf ",
      "Muitinės deklaracija.pdf",
      "свидетельство.jpg",
      "😀".repeat(100),
      LONG,
      `${"ą".repeat(196)}.pdf`,
      "../../etc/passwd",
      "folder/file.pdf",
      "folder\\file.pdf",
      "name\u0000.pdf",
      "invoice\u202Efdp.exe",
      "tab\there.pdf",
      "line\nbreak.pdf",
      "zero\u200Bwidth.pdf",
      "a".repeat(201),
      "   ",
    ),
    fc.string({ unit: "grapheme", minLength: 1, maxLength: 60 }),
  );
  /** Whether the upload's query refuses `name` (400), as the schema's rules read. */
  const badName = (name: string | undefined) => {
    if (name === undefined) return false;
    const t = name.trim();
    return t.length === 0 || t.length > 200 || /[/\\\0\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(t);
  };

  it("stores each file as the type its bytes show, or refuses it and stores nothing, whatever its name or declared type", async () => {
    const download = (url: string) => call("GET", url, undefined, purchase);
    await fc.assert(
      fc.asyncProperty(fc.nat(), declared, names, async (pick, contentType, name) => {
        const content = contents[pick % contents.length]!;
        const filesBefore = (await readdir(documentsDir)).length;
        const docsBefore = await app.db.purchaseDocument.count({ where: { purchaseId: purchase.purchaseId } });
        const query = new URLSearchParams({ kind: "invoice", ...(name === undefined ? {} : { fileName: name }) });
        const res = await app.inject({
          method: "POST",
          url: `/api/admin/purchases/${purchase.purchaseId}/documents?${query}`,
          payload: content.bytes,
          headers: { origin: ORIGIN, cookie: admin, ...(contentType ? { "content-type": contentType } : {}) },
        });
        const label = `${content.label} as ${contentType} named ${JSON.stringify(name)}`;
        if (badName(name) || !content.type) {
          expect(res.statusCode, label).toBe(badName(name) ? 400 : 415);
          expect(res.json().message, label).toEqual(expect.any(String));
          if (!badName(name)) expect(res.json().message, label).toMatch(/PDF, JPEG, PNG or WebP/);
          expect((await readdir(documentsDir)).length, label).toBe(filesBefore);
          expect(await app.db.purchaseDocument.count({ where: { purchaseId: purchase.purchaseId } })).toBe(docsBefore);
          return;
        }
        expect(res.statusCode, `${label}: ${res.body}`).toBe(201);
        const doc = res.json().document as { id: string; fileName: string; contentType: string };
        const { ext, mime } = content.type;
        expect(doc.contentType, label).toBe(mime);
        expect(doc.fileName, label).toMatch(new RegExp(`\\.${ext}$`));
        expect(Array.from(doc.fileName).length, label).toBeLessThanOrEqual(200);
        expect(doc.fileName, label).not.toMatch(/[/\\\0]/);
        const stored = await app.db.purchaseDocument.findUniqueOrThrow({ where: { id: doc.id } });
        expect(stored.storageKey, label).toMatch(new RegExp(`^[0-9a-f-]{36}\\.${ext}$`));

        const got = await download(`/api/purchases/${purchase.purchaseId}/documents/${doc.id}`);
        expect(got.statusCode, label).toBe(200);
        expect(got.headers["content-type"], label).toBe(mime);
        expect(got.headers["x-content-type-options"], label).toBe("nosniff");
        expect(String(got.headers["content-security-policy"]), label).toMatch(/default-src 'none'.*sandbox/);
        expect(got.rawPayload.equals(content.bytes), label).toBe(true);
        const disposition = String(got.headers["content-disposition"]);
        expect(disposition, label).toMatch(/^[\x20-\x7e]+$/);
        const parsed = parseContentDisposition(disposition);
        expect(parsed.type, label).toBe("attachment");
        expect(parsed.parameters.filename, label).toBe(doc.fileName);
        // Old clients read the plain-ASCII filename, which keeps the content's extension too.
        const fallback = parseContentDisposition(disposition, { extended: false }).parameters.filename ?? "";
        expect(fallback, label).toMatch(new RegExp(`^[\\x20-\\x7e]*\\.${ext}$`));
        expect(fallback, label).not.toMatch(/[/\\"]/);
      }),
      { numRuns: 120 },
    );
  });

  it("offers the uploader's name with the content's extension", async () => {
    const WEBP = await image("webp");
    const cases: [string, Buffer, string][] = [
      ["evil.html", PNG, "evil.png"],
      ["scan.jpeg.exe", PDF, "scan.jpeg.pdf"],
      ["Muitinės deklaracija", PDF, "Muitinės deklaracija.pdf"],
      ["..", PNG, "title.png"],
      [`${"ą".repeat(197)}.md`, WEBP, `${"ą".repeat(195)}.webp`],
      ["😀".repeat(100), PDF, `${"😀".repeat(100)}.pdf`],
    ];
    for (const [name, bytes, expected] of cases) {
      const res = await upload(
        purchase.purchaseId,
        bytes,
        "text/html",
        admin,
        `kind=title&fileName=${encodeURIComponent(name)}`,
      );
      expect(res.statusCode, name).toBe(201);
      expect(res.json().document.fileName, name).toBe(expected);
    }
    const unnamed = await upload(purchase.purchaseId, PDF, "application/pdf", admin, "kind=bill_of_lading");
    expect(unnamed.json().document.fileName).toBe("bill_of_lading.pdf");
  });
});
