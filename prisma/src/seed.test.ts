import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { verifyPassword } from "@app/shared/auth/password";
import { parseBankDetails } from "@app/shared/settings/bank-details.schemas";
import { createPrismaClient, type Db } from "./client.ts";
import { DEMO_USERS, demoLotRecords, seed, type SeedOptions } from "./seed.ts";

let db: Db;
// Other integration files share the run's database, so the admin is unique to this file.
const adminEmail = `admin-${randomBytes(4).toString("hex")}@baltbid.test`;
const now = new Date("2026-11-25T12:34:56Z");
const lines: string[] = [];
const options: SeedOptions = {
  adminEmail: adminEmail.toUpperCase(),
  adminPassword: "admin12345",
  demo: true,
  demoLots: 200,
  now,
  log: (line) => lines.push(line),
  passwordParams: { N: 2 ** 10, r: 8, p: 1 },
};
const emails = [adminEmail, ...DEMO_USERS.map((u) => u.email)];

/** Everything the seed touches, in a comparable form. */
async function snapshot() {
  const users = await db.user.findMany({
    where: { email: { in: emails } },
    include: { account: { include: { entries: true } } },
    orderBy: { email: "asc" },
  });
  const settings = await db.setting.findMany({ where: { key: { in: ["footer", "bank", "fx.usdEur"] } } });
  const keys = demoLotRecords(options.demoLots, now).map((r) => ({ platform: r.platform, lotNumber: r.lotNumber }));
  const lots = await db.lot.findMany({
    where: { OR: keys },
    select: { id: true, platform: true, lotNumber: true, contentHash: true, updatedAt: true },
    orderBy: [{ platform: "asc" }, { lotNumber: "asc" }],
  });
  return { users, settings, lots, expectedLots: keys.length };
}

beforeAll(() => {
  db = createPrismaClient(inject("databaseUrl"));
});
afterAll(async () => {
  await db.$disconnect();
});

describe("seed", () => {
  it("creates the admin, demo customers with their deposits, default settings and demo lots", async () => {
    await seed(db, options);
    const s = await snapshot();

    expect(s.users.map((u) => [u.email, u.role])).toEqual([
      [adminEmail, "admin"],
      ["demo@baltbid.test", "customer"],
      ["vip@baltbid.test", "vip"],
    ]);
    const [admin, demo, vip] = s.users;
    expect(admin?.account).toMatchObject({ balanceCents: 0, frozenCents: 0, currency: "EUR" });
    expect(admin?.account?.entries).toEqual([]);
    expect(await verifyPassword("admin12345", admin?.passwordHash ?? "")).toBe(true);

    expect(demo).toMatchObject({ name: "Jonas", surname: "Petraitis", locale: "lt" });
    expect(await verifyPassword("demo12345", demo?.passwordHash ?? "")).toBe(true);
    expect(demo?.account).toMatchObject({ balanceCents: 500_000, frozenCents: 0 });
    expect(demo?.account?.entries).toEqual([
      expect.objectContaining({
        type: "deposit",
        balanceDeltaCents: 500_000,
        frozenDeltaCents: 0,
        balanceAfterCents: 500_000,
        frozenAfterCents: 0,
        currency: "EUR",
      }),
    ]);
    expect(await verifyPassword("vip12345", vip?.passwordHash ?? "")).toBe(true);
    expect(vip?.account).toMatchObject({ balanceCents: 2_000_000 });
    expect(vip?.account?.entries).toHaveLength(1);

    const settings = Object.fromEntries(s.settings.map((x) => [x.key, x.value]));
    expect(settings["fx.usdEur"]).toEqual({ rate: "0.9200", asOf: "2026-11-25", source: "ECB reference rate" });
    // Stored in the one shape the admin form saves and the deposit answer reads.
    expect(parseBankDetails(settings.bank)).toEqual(settings.bank);
    expect(settings.bank).toMatchObject({ accountHolder: "UAB BaltBid", iban: expect.stringMatching(/^LT\d{18}$/) });
    expect(settings.footer).toMatchObject({ sections: { contact: { companyName: "UAB BaltBid" } } });

    // 200 US lots and, beside them, 15% as many European ones.
    expect(s.lots).toHaveLength(230);
    expect(s.expectedLots).toBe(230);
    expect(new Set(s.lots.map((l) => l.platform))).toEqual(new Set(["copart", "iaai", "europe"]));
  });

  it("changes and duplicates nothing when run again", async () => {
    const before = await snapshot();
    const result = await seed(db, { ...options, now: new Date(now.getTime() + 60_000) });
    const after = await snapshot();

    expect(result.users.every((u) => !u.created)).toBe(true);
    expect(result.depositsCreated).toBe(0);
    expect(result.settingsCreated).toEqual([]);
    expect(result.lots).toMatchObject({ created: 0, updated: 0, unchanged: 230, changedIds: [] });
    expect(after).toEqual(before);
  });

  it("keeps an admin's changed password and restores the admin role", async () => {
    await db.user.update({ where: { email: adminEmail }, data: { passwordHash: "changed", role: "customer" } });
    await seed(db, { ...options, demo: false });
    const admin = await db.user.findUniqueOrThrow({ where: { email: adminEmail } });
    expect(admin).toMatchObject({ passwordHash: "changed", role: "admin" });
    await db.user.update({ where: { email: adminEmail }, data: { passwordHash: "x" } });
  });

  it("does not credit a deposit twice when two seeds race", async () => {
    await Promise.all([seed(db, { ...options, demoLots: 0 }), seed(db, { ...options, demoLots: 0 })]);
    const demo = await db.user.findUniqueOrThrow({
      where: { email: "demo@baltbid.test" },
      include: { account: { include: { entries: true } } },
    });
    expect(demo.account?.balanceCents).toBe(500_000);
    expect(demo.account?.entries).toHaveLength(1);
  });
});
