// The watchlist reminder job against real PostgreSQL: one `watchlist.ending-soon` per item whose auction starts
// within the window (default 1 hour, or the `reminders` setting), none for later or past auctions, none twice.
import { randomInt, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Db } from "@app/db/client";
import { createIsolatedDatabase, type IsolatedDatabase } from "../testing/isolated-database.ts";
import type { WorkerDeps } from "../deps.ts";
import { silentLogger } from "../logger.ts";
import { watchlistRemindHandler } from "./watchlist-remind.handler.ts";

// A database of its own: the job claims every due item it sees, and the test edits the `reminders` setting.
let iso: IsolatedDatabase;
let db: Db;
const job = { id: "1", name: "watchlist.remind", data: {}, attemptsMade: 0, opts: {} };
const run = () => watchlistRemindHandler({}, job, { db, logger: silentLogger } as unknown as WorkerDeps);

async function watched(userId: string, minutesAhead: number) {
  const lot = await db.lot.create({
    data: {
      platform: "iaai",
      lotNumber: String(randomInt(10_000_000, 99_999_999)),
      title: "2020 Honda Civic",
      auctionDate: new Date(Date.now() + minutesAhead * 60_000),
      imageUrls: [],
      originalData: {},
      contentHash: "0".repeat(64),
    },
  });
  return db.watchlistItem.create({ data: { userId, lotId: lot.id, platform: lot.platform, lotNumber: lot.lotNumber } });
}

const remindersFor = async (itemId: string) =>
  (await db.outboxEvent.findMany({ where: { type: "watchlist.ending-soon" } })).filter(
    (e) => (e.payload as { watchlistItemId: string }).watchlistItemId === itemId,
  );

beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "remind");
  db = iso.db;
});
afterAll(async () => {
  await iso?.drop();
});

describe("watchlist reminders", () => {
  it("emits ending-soon once per item whose auction starts within the hour", async () => {
    const user = await db.user.create({
      data: { email: `w.${randomUUID().slice(0, 8)}@example.test`, name: "A", surname: "B", passwordHash: "x" },
    });
    const soon = await watched(user.id, 45);
    const later = await watched(user.id, 90);
    const past = await watched(user.id, -10);
    await run();
    const events = await remindersFor(soon.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({ userId: user.id, platform: "iaai", lotNumber: soon.lotNumber });
    expect(await remindersFor(later.id)).toEqual([]);
    expect(await remindersFor(past.id)).toEqual([]);
    expect((await db.watchlistItem.findUniqueOrThrow({ where: { id: soon.id } })).remindedAt).not.toBeNull();

    await Promise.all([run(), run()]);
    expect(await remindersFor(soon.id)).toHaveLength(1);

    // A wider window from the setting reaches the later lot, once.
    await db.setting.upsert({
      where: { key: "reminders" },
      create: { key: "reminders", value: { watchlistWindowMinutes: 120 } },
      update: { value: { watchlistWindowMinutes: 120 } },
    });
    await run();
    expect(await remindersFor(later.id)).toHaveLength(1);
    expect(await remindersFor(soon.id)).toHaveLength(1);
  });
});
