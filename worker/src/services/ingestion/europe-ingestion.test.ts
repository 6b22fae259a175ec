// European feed ingestion against real PostgreSQL and Redis: the sample pages of docs/feeds/samples/europe through
// the file source and through the HTTP source (with a failing first answer), the same progress and idempotency as
// the US feeds, odd items skipped and recorded, and a full listing that never removes lots entered by hand.
import { randomUUID } from "node:crypto";
import { copyFile, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { upsertLots } from "@app/db/lot-store";
import { normaliseEuropeItem } from "@app/shared/catalogue/europe.adapter";
import { silentLogger } from "../../logger.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../testing/isolated-database.ts";
import { startFeedServer, type FeedServer } from "../../testing/feed-server.ts";
import { runIngestion, type IngestionDeps } from "./run-ingestion.ts";

const SAMPLES = fileURLToPath(new URL("../../../../docs/feeds/samples/europe/", import.meta.url));

let iso: IsolatedDatabase;
let redis: Redis;
let deps: IngestionDeps;
let feed: FeedServer;

async function createSource(kind: "file" | "http", settings: Record<string, unknown>, fullListing = false) {
  const id = `europe-${randomUUID().slice(0, 8)}`;
  await iso.db.ingestionSource.create({
    data: { id, platform: "europe", kind, fullListing, settings: settings as object },
  });
  return id;
}

beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "europe");
  redis = new Redis(inject("redisUrl"));
  deps = {
    db: iso.db,
    logger: silentLogger,
    redis,
    redisPrefix: `${inject("redisPrefix")}eu-${randomUUID().slice(0, 6)}:`,
  };
  const pages = [
    await readFile(path.join(SAMPLES, "page-0001.json")),
    await readFile(path.join(SAMPLES, "page-0002.json")),
  ];
  let failedOnce = false;
  feed = await startFeedServer((n, req) => {
    if (req.headers.authorization !== "Bearer feed-token") return { status: 401, body: "{}" };
    if (n === 1 && !failedOnce) {
      failedOnce = true;
      return { status: 503, body: "busy" };
    }
    return { body: pages[n - 1]?.toString("utf8") ?? JSON.stringify({ lots: [] }) };
  });
});

afterAll(async () => {
  await feed?.close();
  redis?.disconnect();
  await iso?.drop();
});

describe("European feed ingestion", () => {
  it("reads the sample pages from a folder: typed European columns, odd items skipped with their page", async () => {
    const id = await createSource("file", { dir: SAMPLES });
    const outcome = await runIngestion(deps, id);
    expect(outcome.status).toBe("completed");
    const run = await iso.db.ingestionRun.findFirstOrThrow({ where: { sourceId: id } });
    // The folder's pages stream: every element of the listing is read, and the string among them is skipped too.
    expect(run).toMatchObject({ seen: 9, created: 5, updated: 0, failed: 4, pagesDone: 2, pagesFailed: 0 });
    expect(run.errors).toEqual([
      expect.objectContaining({ page: 2, lotNumber: "9912345678" }),
      expect.objectContaining({ page: 2, lotNumber: "5512890" }),
      expect.objectContaining({ page: 2, lotNumber: null }),
      expect.objectContaining({ page: 2, lotNumber: null }),
    ]);

    const skoda = await iso.db.lot.findUniqueOrThrow({
      where: { platform_lotNumber: { platform: "europe", lotNumber: "4107315" } },
    });
    expect(skoda).toMatchObject({
      make: "SKODA",
      currency: "EUR",
      odometerKm: 84_500,
      odometerMiles: 52_506,
      vatScheme: "vat-qualifying",
      registrationDocuments: ["registration-certificate", "coc", "service-book"],
      emissionClass: "Euro 6d-TEMP",
      auctionTimeZone: "Europe/Berlin",
      sellerAuctionName: "ALD Carmarket",
      country: "DE",
      city: "Hamburg",
      buyNowPriceCents: 1_490_000,
      enteredById: null,
    });
    expect(skoda.firstRegistration?.toISOString().slice(0, 10)).toBe("2020-03-17");
    expect(skoda.auctionDate?.toISOString()).toBe("2026-12-03T13:00:00.000Z");
  });

  it("is idempotent: a second run over the same pages changes nothing", async () => {
    const id = await createSource("file", { dir: SAMPLES });
    await runIngestion(deps, id);
    const run = await iso.db.ingestionRun.findFirstOrThrow({ where: { sourceId: id } });
    expect(run).toMatchObject({ seen: 9, created: 0, updated: 0, unchanged: 5, failed: 4 });
  });

  it("reads the same feed over HTTP with its header, retrying a failed page", async () => {
    await iso.db.lot.deleteMany({ where: { platform: "europe" } });
    feed.hits.length = 0;
    const id = await createSource("http", {
      url: `${feed.url}/v1/lots?page={page}`,
      headers: { authorization: "Bearer feed-token" },
      backoffMs: 10,
      timeoutMs: 2000,
    });
    expect((await runIngestion(deps, id)).status).toBe("completed");
    expect(feed.hits).toEqual([1, 1, 2, 3]);
    const run = await iso.db.ingestionRun.findFirstOrThrow({ where: { sourceId: id } });
    expect(run).toMatchObject({ seen: 9, created: 5, failed: 4, pagesDone: 2, pagesFailed: 0, nextPage: 3 });
  });

  it("a full listing removes the European lots it no longer lists, never a lot entered by hand", async () => {
    const admin = await iso.db.user.create({
      data: {
        email: `eu-admin-${randomUUID().slice(0, 6)}@example.test`,
        name: "A",
        surname: "B",
        passwordHash: "x",
        role: "admin",
      },
    });
    const listing = await mkdtemp(path.join(tmpdir(), "europe-feed-"));
    for (const name of ["page-0001.json", "page-0002.json"])
      await copyFile(path.join(SAMPLES, name), path.join(listing, name));
    const id = await createSource("file", { dir: listing }, true);
    await runIngestion(deps, id);

    const byHand = normaliseEuropeItem(
      { lotNumber: "9900000001", make: "Fiat", model: "Panda", country: "LT", city: "Vilnius", auctionName: "Broker" },
      { handEntered: true },
    )!;
    await upsertLots(iso.db, [byHand], { sourceId: id });
    await iso.db.lot.update({
      where: { platform_lotNumber: { platform: "europe", lotNumber: "9900000001" } },
      data: { enteredById: admin.id },
    });

    await rm(path.join(listing, "page-0002.json"));
    expect((await runIngestion(deps, id)).status).toBe("completed");
    const run = await iso.db.ingestionRun.findFirstOrThrow({ where: { sourceId: id }, orderBy: { startedAt: "desc" } });
    expect(run.removed).toBe(2); // the two lots of page 2

    const removed = await iso.db.lot.findMany({
      where: { platform: "europe", removedAt: { not: null } },
      select: { lotNumber: true },
      orderBy: { lotNumber: "asc" },
    });
    expect(removed.map((l) => l.lotNumber)).toEqual(["3318870", "6650021"]);
  });
});
