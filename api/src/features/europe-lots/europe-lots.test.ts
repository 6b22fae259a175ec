// European lots over HTTP against real PostgreSQL and Redis: admins create, edit and withdraw a lot by hand and
// upload its photos (sizes, types and limits), each change leaving a lot.changed event in the outbox; the lot call
// and the search (platform europe, full VIN, country) show European lots in km and euros.
import { randomUUID } from "node:crypto";
import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import type { FastifyInstance } from "fastify";
import { upsertLots } from "@app/db/lot-store";
import { europeAdapter } from "@app/shared/catalogue/europe.adapter";
import { normalisedLotSchema } from "@app/shared/catalogue/normalised-lot";
import { buildApp } from "../../app.ts";
import { testApiConfig } from "../../../../test/support/config.ts";
import { InjectClient } from "../../../../test/support/inject-client.ts";
import { adminCookie, createTestUser, customerCookie } from "../../../../test/support/sessions.ts";
import { parseDomainEvent } from "@app/shared/contracts/events";
import type { WorkerDeps } from "@app/worker/deps";
import { lotChangedHandler } from "@app/worker/handlers/lot-changed.handler";
import { silentLogger } from "@app/worker/logger";

let app: FastifyInstance;
let admin: InjectClient;
let adminId: string;
let photosDir: string;
const redisPrefix = `${inject("redisPrefix")}eu-${randomUUID().slice(0, 6)}:`;
// The run's database is shared by every integration test file: this file's fed lots use their own numbers and VINs.
const tag = randomUUID().replace(/-/g, "").slice(0, 6).toUpperCase().replace(/[IOQ]/g, "7");
const fedLotNumber = String(30_000_000 + Math.floor(Math.random() * 9_000_000));
const fedVin = `WVWZZZAUZKW${tag}`;

const validLot = {
  auctionName: "ALD Carmarket",
  country: "DE",
  city: "Leipzig",
  make: "Škoda",
  model: "Octavia",
  variant: "Combi 2.0 TDI Style",
  modelYear: 2020,
  firstRegistration: "2020-03-17",
  vin: `TMBJJ7NE8L0${tag}`,
  bodyType: "wagon",
  fuel: "diesel",
  transmission: "automatic",
  colour: "gray",
  odometerKm: 84_500,
  emissionClass: "Euro 6d-TEMP",
  vatScheme: "margin",
  documents: ["registration-certificate", "coc"],
  damageType: "FR",
  damageDescription: "Front bumper and bonnet damaged",
  runsDrives: true,
  keys: 2,
  currentBid: 6200,
  buyNowPrice: 9900,
  auctionEnd: new Date(Date.now() + 5 * 86_400_000).toISOString(),
  auctionTimeZone: "Europe/Berlin",
};

function multipart(files: { field?: string; filename: string; type: string; data: Buffer }[]) {
  const boundary = `----baltbid${randomUUID().slice(0, 8)}`;
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? "photos"}"; filename="${f.filename}"\r\n` +
          `Content-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const picture = (format: "jpeg" | "png" | "webp" | "gif", width = 2400, height = 1600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .toFormat(format)
    .toBuffer();

async function upload(lotNumber: string, files: Parameters<typeof multipart>[0]) {
  const { payload, headers } = multipart(files);
  return admin.request("POST", `/api/admin/lots/europe/${lotNumber}/photos`, payload, headers);
}

async function events(lotNumber: string) {
  const rows = await app.db.outboxEvent.findMany({ where: { type: "lot.changed" }, orderBy: { createdAt: "asc" } });
  return rows.map((r) => r.payload as { lotNumber: string; change: string }).filter((p) => p.lotNumber === lotNumber);
}

async function createLot(body: Record<string, unknown> = validLot) {
  const res = await admin.post("/api/admin/lots/europe", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().lot as { lotNumber: string } & Record<string, unknown>;
}

beforeAll(async () => {
  photosDir = await mkdtemp(path.join(tmpdir(), "lot-photos-"));
  app = await buildApp(
    testApiConfig({
      REDIS_PREFIX: redisPrefix,
      LOT_PHOTOS_DIR: photosDir,
    }),
  );
  await app.ready();
  const user = await createTestUser(app.db, { role: "admin", tag: "eu-admin" });
  adminId = user.id;
  admin = new InjectClient(app);
  const [name, value] = (await adminCookie(app, adminId)).split("=");
  admin.cookies.set(name!, value!);
  // A fed European lot (from the feed, not entered by hand).
  await upsertLots(app.db, [
    europeAdapter.normalise({
      lotNumber: fedLotNumber,
      auctionName: "Autorola",
      country: "NL",
      city: "Utrecht",
      vin: fedVin,
      make: "Volkswagen",
      model: "Golf",
      modelYear: 2019,
      odometerKm: 61_000,
      currentBid: 7300,
      auctionEnd: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    })!,
  ]);
});

afterAll(async () => {
  await app?.close();
});

describe("admin: European lots by hand", () => {
  it("only admins may call them", async () => {
    const anonymous = await new InjectClient(app).post("/api/admin/lots/europe", validLot);
    expect(anonymous.statusCode).toBe(401);
    const customer = new InjectClient(app);
    const user = await createTestUser(app.db, { tag: "eu-customer" });
    const [name, value] = (await customerCookie(app.db, user.id)).split("=");
    customer.cookies.set(name!, value!);
    expect((await customer.post("/api/admin/lots/europe", validLot)).statusCode).toBe(401);
  });

  it("creates a lot in the hand-entered range, in km and euros, with a lot.changed event", async () => {
    const lot = await createLot();
    expect(normalisedLotSchema.safeParse(lot).success).toBe(true);
    expect(lot.lotNumber).toMatch(/^99\d{8}$/);
    expect(lot).toMatchObject({
      platform: "europe",
      make: "SKODA",
      model: "OCTAVIA",
      title: "2020 SKODA OCTAVIA COMBI 2.0 TDI STYLE",
      currency: "EUR",
      price: "€6,200",
      buyNowPriceFormatted: "€9,900",
      odometer: "84,500 km",
      odometerUnit: "km",
      odometerKm: 84_500,
      vatScheme: "margin",
      registrationDocuments: ["registration-certificate", "coc"],
      firstRegistration: "2020-03-17",
      emissionClass: "Euro 6d-TEMP",
      auctionTimeZone: "Europe/Berlin",
      sellerAuctionName: "ALD Carmarket",
      location: "Leipzig, Germany",
      primaryDamage: "FRONT END",
      status: "Buy Now",
      withdrawn: false,
      imageUrls: [],
    });
    const row = await app.db.lot.findUniqueOrThrow({
      where: { platform_lotNumber: { platform: "europe", lotNumber: lot.lotNumber } },
    });
    expect(row.enteredById).toBe(adminId);
    expect(await events(lot.lotNumber)).toEqual([expect.objectContaining({ change: "created", platform: "europe" })]);
  });

  it("refuses a lot without its required fields, with a bad VIN or outside the EU/EEA, naming the fields", async () => {
    const res = await admin.post("/api/admin/lots/europe", {
      ...validLot,
      make: undefined,
      vin: "TMBJJ7NE8L0I23456",
      country: "US",
      emissionClass: "Euro 9",
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(["make", "vin", "country", "emissionClass"]));
  });

  it("edits a lot: changes fields, clears one with null, and records one event per real change", async () => {
    const { lotNumber } = await createLot();
    const res = await admin.request("PATCH", `/api/admin/lots/europe/${lotNumber}`, {
      currentBid: 7000,
      odometerKm: 90_000,
      buyNowPrice: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lot).toMatchObject({
      price: "€7,000",
      odometer: "90,000 km",
      buyNowPrice: null,
      status: "Upcoming",
    });
    // The same values again change nothing and add no event.
    await admin.request("PATCH", `/api/admin/lots/europe/${lotNumber}`, { currentBid: 7000 });
    expect((await events(lotNumber)).map((e) => e.change)).toEqual(["created", "updated"]);
    expect((await admin.request("PATCH", `/api/admin/lots/europe/${lotNumber}`, {})).statusCode).toBe(400);
    expect((await admin.request("PATCH", `/api/admin/lots/europe/9900000000`, { currentBid: 1 })).statusCode).toBe(404);
  });

  it("shows a change in the lot call once the worker handles its lot.changed event (the cached copy is dropped)", async () => {
    const { lotNumber } = await createLot();
    const visitor = new InjectClient(app);
    await visitor.get(`/api/lots/europe/${lotNumber}`);
    await admin.request("PATCH", `/api/admin/lots/europe/${lotNumber}`, { currentBid: 8000 });
    const stale = await visitor.get(`/api/lots/europe/${lotNumber}`);
    expect(stale.headers["x-cache"]).toBe("hit");
    expect(stale.json().lot.price).toBe("€6,200");

    const rows = await app.db.outboxEvent.findMany({ where: { type: "lot.changed" }, orderBy: { createdAt: "desc" } });
    const row = rows.find((r) => (r.payload as { lotNumber: string }).lotNumber === lotNumber)!;
    const event = parseDomainEvent({
      id: row.id,
      type: row.type,
      occurredAt: row.createdAt.toISOString(),
      payload: row.payload,
    });
    const deps = { db: app.db, redis: app.redis, redisPrefix, logger: silentLogger } as unknown as WorkerDeps;
    expect(await lotChangedHandler.handle(event as Parameters<typeof lotChangedHandler.handle>[0], deps)).toBe("done");

    const fresh = await visitor.get(`/api/lots/europe/${lotNumber}`);
    expect(fresh.headers["x-cache"]).toBe("miss");
    expect(fresh.json().lot.price).toBe("€8,000");
  });

  it("leaves fed lots to their feed", async () => {
    const res = await admin.request("POST", `/api/admin/lots/europe/${fedLotNumber}/withdraw`, {});
    expect(res.statusCode).toBe(400); // not a hand-entered lot number at all
    const row = await app.db.lot.findFirstOrThrow({ where: { platform: "europe", lotNumber: fedLotNumber } });
    expect(row.enteredById).toBeNull();
  });

  it("withdraws a lot: it reads as ended, leaves the search, refuses edits, and a second withdraw changes nothing", async () => {
    const { lotNumber } = await createLot();
    const res = await admin.post(`/api/admin/lots/europe/${lotNumber}/withdraw`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lot).toMatchObject({ withdrawn: true, status: "Ended", lotAuctionStatus: "WITHDRAWN" });
    expect((await admin.post(`/api/admin/lots/europe/${lotNumber}/withdraw`)).statusCode).toBe(200);
    expect((await events(lotNumber)).map((e) => e.change)).toEqual(["created", "withdrawn"]);

    const edit = await admin.request("PATCH", `/api/admin/lots/europe/${lotNumber}`, { currentBid: 1 });
    expect(edit.statusCode).toBe(409);
    // It left the listing like any removed lot: the search no longer finds it, the lot call still answers it.
    const search = await new InjectClient(app).get(`/api/search?platform=europe&lotVin=${lotNumber}`);
    expect(search.json().items).toEqual([]);
    const call = await new InjectClient(app).get(`/api/lots/europe/${lotNumber}`);
    expect(call.json().lot).toMatchObject({ withdrawn: true, status: "Ended", cardStatus: "ended" });
    const open = await new InjectClient(app).get(`/api/search?platform=europe&keyword=octavia&pageSize=96`);
    expect(open.json().items.map((i: { lotNumber: string }) => i.lotNumber)).not.toContain(lotNumber);
  });
});

describe("admin: photos of a European lot", () => {
  it("resizes JPEG, PNG and WebP uploads to the web's sizes, serves them, and makes the first the thumbnail", async () => {
    const { lotNumber } = await createLot();
    const res = await upload(lotNumber, [
      { filename: "front.jpg", type: "image/jpeg", data: await picture("jpeg") },
      { filename: "side.png", type: "image/png", data: await picture("png", 800, 600) },
      { filename: "rear.webp", type: "image/webp", data: await picture("webp") },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const lot = res.json().lot as { imageUrls: string[]; thumbnailUrl: string };
    expect(lot.imageUrls).toHaveLength(3);
    expect(lot.imageUrls[0]).toMatch(new RegExp(`^/lot-photos/europe/${lotNumber}/[a-f0-9]{16}-large\\.webp$`));
    expect(lot.thumbnailUrl).toBe(lot.imageUrls[0]!.replace("-large", "-thumb"));

    const large = await app.inject({ method: "GET", url: lot.imageUrls[0]! });
    expect(large.statusCode).toBe(200);
    expect(large.headers["content-type"]).toBe("image/webp");
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ format: "webp", width: 1600, height: 1067 });
    const thumb = await app.inject({ method: "GET", url: lot.thumbnailUrl });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 400, height: 300 });
    // A small picture is not enlarged.
    const small = await app.inject({ method: "GET", url: lot.imageUrls[1]! });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 800, height: 600 });
    expect(await readdir(path.join(photosDir, "europe", lotNumber))).toHaveLength(6);
    expect((await events(lotNumber)).map((e) => e.change)).toEqual(["created", "updated"]);

    // The lot call shows them.
    const call = await new InjectClient(app).get(`/api/lots/europe/${lotNumber}`);
    expect(call.json().lot.imageUrls).toEqual(lot.imageUrls);
  });

  it("answers 415 for another picture type or bytes that are no picture, whatever they claim to be", async () => {
    const { lotNumber } = await createLot();
    const gif = await upload(lotNumber, [{ filename: "a.gif", type: "image/gif", data: await picture("gif", 40, 30) }]);
    expect(gif.statusCode).toBe(415);
    const fake = await upload(lotNumber, [
      { filename: "a.jpg", type: "image/jpeg", data: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>") },
    ]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: "Photos must be JPEG, PNG or WebP images.",
    });
    const json = await admin.post(`/api/admin/lots/europe/${lotNumber}/photos`, { photos: [] });
    expect(json.statusCode).toBe(415);
    expect(await events(lotNumber)).toHaveLength(1);
  });

  it("keeps a photo by its bytes alone (re-encoded as WebP) or refuses it writing nothing, whatever its name or type", async () => {
    const { lotNumber } = await createLot();
    const lotDir = path.join(photosDir, "europe", lotNumber);
    const html = "<!doctype html><script>alert(document.cookie)</script>";
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>';
    const [jpeg, png, webp, gif] = await Promise.all(
      (["jpeg", "png", "webp", "gif"] as const).map((f) => picture(f, 64, 48)),
    );
    const contents: { label: string; data: Buffer; ok: boolean }[] = [
      { label: "a JPEG", data: jpeg!, ok: true },
      { label: "a PNG", data: png!, ok: true },
      { label: "a WebP", data: webp!, ok: true },
      { label: "a PNG with HTML after it", data: Buffer.concat([png!, Buffer.from(html)]), ok: true },
      { label: "a GIF", data: gif!, ok: false },
      { label: "SVG", data: Buffer.from(svg), ok: false },
      { label: "SVG with an XML prolog", data: Buffer.from(`<?xml version="1.0"?>${svg}`), ok: false },
      { label: "HTML", data: Buffer.from(html), ok: false },
      { label: "a PDF that is also HTML", data: Buffer.from(`%PDF-1.4\n${html}`), ok: false },
      { label: "a truncated JPEG", data: jpeg!.subarray(0, 40), ok: false },
    ];
    const types = fc.constantFrom(
      "image/jpeg",
      "image/png",
      "image/webp",
      "image/svg+xml",
      "text/html",
      "application/octet-stream",
    );
    const names = fc.constantFrom(
      "front.jpg",
      "evil.html",
      "evil.svg",
      "no-extension",
      "../../../etc/passwd",
      "a\\b.png",
      "photo\u202Egnp.html",
      "x".repeat(1000),
      "",
    );
    const listing = async () => (await readdir(lotDir).catch(() => [] as string[])).sort();
    await fc.assert(
      fc.asyncProperty(fc.nat(), types, names, async (pick, type, filename) => {
        const content = contents[pick % contents.length]!;
        const label = `${content.label} as ${type} named ${JSON.stringify(filename.slice(0, 40))}`;
        const before = await listing();
        const res = await upload(lotNumber, [{ filename, type, data: content.data }]);
        const after = await listing();
        if (!content.ok) {
          expect(res.statusCode, label).toBe(415);
          expect(res.json().message, label).toBe("Photos must be JPEG, PNG or WebP images.");
          expect(after, label).toEqual(before);
          return;
        }
        expect(res.statusCode, `${label}: ${res.body}`).toBe(200);
        const added = after.filter((f) => !before.includes(f));
        expect(added, label).toHaveLength(2);
        for (const file of added) {
          expect(file, label).toMatch(/^[a-f0-9]{16}-(thumb|large)\.webp$/);
          expect((await sharp(path.join(lotDir, file)).metadata()).format, label).toBe("webp");
        }
        const url = (res.json().lot.imageUrls as string[]).at(-1)!;
        const served = await app.inject({ method: "GET", url });
        expect(served.headers["content-type"], label).toBe("image/webp");
        expect(served.headers["x-content-type-options"], label).toBe("nosniff");
        expect(served.body, label).not.toContain("<script");
      }),
      { numRuns: 25 },
    );
  });

  it("answers 413 for a photo over 10 MB and stores nothing", async () => {
    const { lotNumber } = await createLot();
    const big = Buffer.concat([await picture("jpeg", 200, 150), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(lotNumber, [{ filename: "big.jpg", type: "image/jpeg", data: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: "Each photo may be at most 10 MB." });
    const lot = await new InjectClient(app).get(`/api/lots/europe/${lotNumber}`);
    expect(lot.json().lot.imageUrls).toEqual([]);
  });

  it("removes a photo and its files; the next photo becomes the thumbnail", async () => {
    const { lotNumber } = await createLot();
    const added = await upload(lotNumber, [
      { filename: "1.jpg", type: "image/jpeg", data: await picture("jpeg", 640, 480) },
      { filename: "2.jpg", type: "image/jpeg", data: await picture("jpeg", 640, 480) },
    ]);
    const [first, second] = added.json().lot.imageUrls as string[];
    const photoId = /([a-f0-9]{16})-large/.exec(first!)![1];
    const res = await admin.request("DELETE", `/api/admin/lots/europe/${lotNumber}/photos/${photoId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lot).toMatchObject({ imageUrls: [second], thumbnailUrl: second!.replace("-large", "-thumb") });
    expect(await readdir(path.join(photosDir, "europe", lotNumber))).toHaveLength(2);
    expect((await app.inject({ method: "GET", url: first! })).statusCode).toBe(404);
    expect((await admin.request("DELETE", `/api/admin/lots/europe/${lotNumber}/photos/${photoId}`)).statusCode).toBe(
      404,
    );
  });
});

describe("European lots in the lot call and the search", () => {
  it("the lot call answers a fed European lot in km and euros, its VIN whole", async () => {
    const res = await new InjectClient(app).get(`/api/lots/europe/${fedLotNumber}?locale=en`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lot).toMatchObject({
      platform: "europe",
      vin: fedVin,
      vinMasked: false,
      odometer: "61,000 km",
      odometerUnit: "km",
      currency: "EUR",
      price: "€7,300",
      country: "NL",
      auctionTimeZone: "Europe/Amsterdam",
    });
  });

  it("finds European lots by platform, by full VIN and by country code", async () => {
    const client = new InjectClient(app);
    const byVin = await client.get(`/api/search?lotVin=${fedVin}`);
    expect(byVin.json().items).toEqual([expect.objectContaining({ platform: "europe", lotNumber: fedLotNumber })]);
    const europeOnly = await client.get(`/api/search?platform=europe&location=NL&pageSize=96`);
    const items = europeOnly.json().items as { platform: string; country: string; lotNumber: string }[];
    expect(items.map((i) => i.lotNumber)).toContain(fedLotNumber);
    expect(items.every((i) => i.platform === "europe" && i.country === "NL")).toBe(true);
    const usOnly = await client.get(`/api/search?platform=both&lotVin=${fedVin}`);
    expect(usOnly.json().items).toEqual([]);
    const all = await client.get(`/api/search?platform=all&lotVin=${fedVin}`);
    expect(all.json().total).toBe(1);
  });
});
