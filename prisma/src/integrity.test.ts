// The database itself refuses money rows and requests that point at no customer or no lot, and keeps a customer who
// has money history from being deleted: application bugs cannot leave orphans behind.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { createPrismaClient, type Db } from "./client.ts";

let db: Db;

beforeAll(() => {
  db = createPrismaClient(inject("databaseUrl"));
});

afterAll(async () => {
  await db?.$disconnect();
});

async function makeUser() {
  return db.user.create({
    data: {
      name: "Ona",
      surname: "Integrity",
      email: `integrity-${randomUUID()}@baltbid.test`,
      passwordHash: "x",
    },
  });
}

async function makeLot() {
  return db.lot.create({
    data: {
      platform: "copart",
      lotNumber: String(Math.floor(10_000_000 + Math.random() * 89_999_999)),
      title: "2018 Toyota Camry SE",
      imageUrls: [],
      originalData: {},
      contentHash: "0".repeat(64),
    },
  });
}

describe("referential integrity of the brokerage tables", () => {
  it("refuses a deposit of a customer that does not exist", async () => {
    await expect(
      db.deposit.create({
        data: {
          userId: randomUUID(),
          amountCents: 100_00,
          method: "bank_transfer",
          reference: `R-${randomUUID().slice(0, 30)}`,
        },
      }),
    ).rejects.toThrow(/foreign key/i);
  });

  it("refuses a watchlist entry for a lot that does not exist, and drops a customer's entries with the customer", async () => {
    const user = await makeUser();
    await expect(
      db.watchlistItem.create({
        data: { userId: user.id, lotId: randomUUID(), platform: "copart", lotNumber: "10000000" },
      }),
    ).rejects.toThrow(/foreign key/i);
    const lot = await makeLot();
    await db.watchlistItem.create({
      data: { userId: user.id, lotId: lot.id, platform: lot.platform, lotNumber: lot.lotNumber },
    });
    await db.user.delete({ where: { id: user.id } });
    expect(await db.watchlistItem.count({ where: { lotId: lot.id } })).toBe(0);
  });

  it("keeps a customer with a deposit on record from being deleted", async () => {
    const user = await makeUser();
    await db.deposit.create({
      data: {
        userId: user.id,
        amountCents: 100_00,
        method: "bank_transfer",
        reference: `R-${randomUUID().slice(0, 30)}`,
      },
    });
    await expect(db.user.delete({ where: { id: user.id } })).rejects.toThrow(/foreign key/i);
  });
});
