// The landed-cost calculator over HTTP against real PostgreSQL: the public GET /api/calculator (priced from the
// seeded fee schedules, the cost settings and the fx.usdEur rate), its 400s, and the admin-only calls that keep
// the fee schedules and cost settings. Settings are shared rows, so this file has a database of its own.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import type { FastifyInstance } from "fastify";
import { ensureFeeSchedules } from "@app/db/fee-schedule-seed";
import { COPART_TABLE_A_C, COPART_VIRTUAL_BID_FEE } from "@app/shared/landed-cost/fee-schedules";
import { COST_SETTING_KEYS, type FeeScheduleInput } from "@app/shared/landed-cost/landed-cost.schemas";
import { DEFAULT_COST_SETTINGS } from "@app/shared/landed-cost/cost-defaults";
import { testApiConfig } from "../../../../test/support/config.ts";
import { adminCookie, createTestUser, customerCookie } from "../../../../test/support/sessions.ts";
import { buildApp } from "../../app.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../../../worker/src/testing/isolated-database.ts";
import { loadLandedCostTables } from "./landed-cost-tables.ts";

const ORIGIN = "http://localhost:3000";
let app: FastifyInstance;
let iso: IsolatedDatabase;
let admin: string;
let customer: string;
let vip: string;

/** Every source the cost settings start with (fee schedules' are read from the database). */
const DEFAULT_SOURCES = Object.values(DEFAULT_COST_SETTINGS).map((s) => (s as { source: string }).source);
const calculator = (query: Record<string, string>, locale?: "lt" | "en") =>
  app.inject({
    url: `/api/calculator?${new URLSearchParams(query).toString()}`,
    headers: locale ? { cookie: `NEXT_LOCALE=${locale}` } : {},
  });
const adminCall = (method: "GET" | "POST" | "PUT", url: string, cookie: string | undefined, payload?: object) =>
  app.inject({ method, url, payload, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });

const copartSalvage = { platform: "copart", price: "2500", titleGroup: "S", yard: "GA - Savannah" };

function schedule(over: Partial<FeeScheduleInput> = {}): FeeScheduleInput {
  return {
    platform: "copart",
    buyerTier: "T1",
    titleGroup: "any",
    paymentMethod: "secured",
    bidType: "online",
    currency: "USD",
    buyerFee: [
      { fromCents: 0, feeCents: 100_00 },
      { fromCents: 10_000_00, percent: "5" },
    ],
    bidFee: [{ fromCents: 0, feeCents: 0 }],
    fixedFees: [{ code: "gate", label: "Gate fee", amountCents: 50_00 }],
    effectiveFrom: "2026-01-01",
    source: "Test schedule",
    ...over,
  };
}

beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "calculator");
  app = await buildApp(testApiConfig({ PASSWORD_HASH_COST: "10" }), { db: iso.db });
  await app.ready();
  await ensureFeeSchedules(app.db);
  // No cost setting is stored, so the defaults apply; the rate is the brokerage's fx.usdEur setting.
  const fx = { rate: "0.9200", asOf: "2026-11-20", source: "ECB reference rate" };
  await app.db.setting.upsert({
    where: { key: "fx.usdEur" },
    create: { key: "fx.usdEur", value: fx },
    update: { value: fx },
  });
  admin = await adminCookie(app, (await createTestUser(app.db, { role: "admin" })).id);
  customer = await customerCookie(app.db, (await createTestUser(app.db)).id);
  vip = await adminCookie(app, (await createTestUser(app.db, { role: "vip" })).id);
});

afterAll(async () => {
  await app?.close();
  await iso?.drop();
});

describe("GET /api/calculator", () => {
  it("prices a salvage Copart car from Savannah in EUR, line by line and per bill stage, each with its rule", async () => {
    const res = await calculator(copartSalvage);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.total).toBe(6163.78);
    expect(data.stageTotals).toEqual({ win: 3297.36, departure: 1106.3, arrival: 1760.12 });
    expect(data.fx).toEqual({ rate: "0.9200", asOf: "2026-11-20", pair: "USD/EUR" });
    expect(data.feeScheduleVersion).toBe("copart/C/salvage/secured/online from 2025-09-01 v1");
    const lines = Object.fromEntries(data.lines.map((l: { code: string }) => [l.code, l]));
    expect(lines.auction_buyer_fee).toMatchObject({
      stage: "win",
      amount: 506,
      originalAmount: { amount: 550, currency: "USD" },
    });
    expect(lines.customs_duty).toMatchObject({ stage: "arrival", amount: 440.37 });
    // Rules read in the reader's language (Lithuanian without the cookie), with the figures in its format.
    expect(lines.import_vat).toMatchObject({
      amount: 1069.75,
      rule: expect.stringMatching(/^Importo PVM 21 % nuo CIF/),
    });
    expect(lines.vehicle_price.rule).toMatch(/^Laimėjęs statymas 2\s500,00\sUSD, perskaičiuota kursu 0,9200 EUR/);
    for (const line of data.lines) expect(line.rule).toEqual(expect.any(String));
    const english = (await calculator(copartSalvage, "en")).json().data.lines as { code: string; rule: string }[];
    expect(english.find((l) => l.code === "import_vat")?.rule).toMatch(/^Import VAT 21% of CIF €/);
    expect(english.find((l) => l.code === "vehicle_price")?.rule).toBe(
      "Winning bid $2,500.00, converted at 0.9200 EUR per USD (2026-11-20)",
    );
  });

  it("tells no visitor where the broker's figures come from, whatever is priced", async () => {
    // Sources are the broker's research (documents, quotes, competitors' prices): admins read them with the tables.
    const sources = [
      ...DEFAULT_SOURCES,
      ...(await app.db.feeSchedule.findMany({ select: { source: true } })).map((s) => s.source),
    ];
    const options = (await app.inject({ url: "/api/calculator/options" })).json().data as {
      yards: { platform: string; yard: string }[];
    };
    const yardOf = (platform: string) =>
      fc.constantFrom(...options.yards.filter((y) => y.platform === platform).map((y) => y.yard));
    const usLot = (platform: "copart" | "iaai") =>
      fc.record({
        platform: fc.constant(platform),
        price: fc.integer({ min: 1, max: 90_000 }).map(String),
        titleGroup: fc.constantFrom("S", "C", "J"),
        bidType: fc.constantFrom("online", "buy_now"),
        vehicleType: fc.constantFrom("automobile", "motorcycle", "atv"),
        fuel: fc.constantFrom("gasoline", "diesel", "electric", "hybrid"),
        yard: yardOf(platform),
        buyerType: fc.constantFrom("private", "business"),
      });
    const query = fc.oneof(
      usLot("copart"),
      usLot("iaai"),
      fc.record({
        platform: fc.constant("europe"),
        price: fc.integer({ min: 1, max: 90_000 }).map(String),
        country: fc.constantFrom("DE", "NL", "PL", "FR"),
        vatScheme: fc.constantFrom("margin", "vat-qualifying"),
        buyerType: fc.constantFrom("private", "business"),
      }),
    );
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const res = await calculator(q);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.body).not.toMatch(/"source"/);
        for (const source of sources) expect(res.body).not.toContain(source.slice(0, 40));
      }),
      { numRuns: 40 },
    );
  });

  it("prices European lots by their VAT scheme, with no customs duty", async () => {
    const margin = (await calculator({ platform: "europe", price: "8000", country: "de", vatScheme: "margin" })).json();
    expect(margin.data.total).toBe(8710);
    expect(margin.data.feeScheduleVersion).toBeNull();
    const qualifying = await calculator({
      platform: "europe",
      price: "8000",
      country: "DE",
      vatScheme: "vat-qualifying",
      buyerType: "private",
    });
    expect(qualifying.json().data.total).toBe(8710 + 1829.1);
    const reverse = await calculator({
      platform: "europe",
      price: "8000",
      country: "DE",
      vatScheme: "vat-qualifying",
      buyerType: "business",
      vatRegistered: "true",
    });
    expect(reverse.json().data.total).toBe(8710);
  });

  it("answers 400 naming each bad field", async () => {
    const bad = await calculator({ platform: "ebay", price: "cheap", vehicleType: "boat", pickup: "maybe" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(["platform", "price", "vehicleType", "pickup"]),
    );
    expect((await calculator({ platform: "copart", price: "-1", yard: "GA - Savannah" })).json().errors).toHaveProperty(
      "price",
    );
    const noYard = await calculator({ platform: "copart", price: "1000" });
    expect(noYard.statusCode).toBe(400);
    expect(noYard.json().errors).toEqual({ yard: "Choose the yard the vehicle is collected from" });
    expect((await calculator({ platform: "iaai", price: "1000", yard: "Nowhere" })).json().errors).toHaveProperty(
      "yard",
    );
    const noCountry = await calculator({ platform: "europe", price: "1000", vatScheme: "margin" });
    expect(noCountry.json().errors).toHaveProperty("country");
  });
});

describe("GET /api/calculator for a stored lot", () => {
  beforeAll(async () => {
    await app.db.lot.create({
      data: {
        platform: "copart",
        lotNumber: "55501234",
        title: "2019 FORD F-150 XLT",
        vehicleType: "automobile",
        bodyStyle: "pickup",
        titleGroup: "S",
        branch: "GA - SAVANNAH",
        fuelType: "gasoline",
        currentBidCents: 2_500_00,
        buyNowPriceCents: 9_000_00,
        imageUrls: [],
        originalData: {},
        contentHash: "0".repeat(64),
      },
    });
  });

  it("fills the yard, title and body from the lot, and the price from its current bid or buy-now price", async () => {
    const res = await calculator({ platform: "copart", lotNumber: "55501234" });
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.json().data.lines as Array<{ code: string; originalAmount?: { amount: number } }>;
    const usd = (code: string) => lines.find((l) => l.code === code)?.originalAmount?.amount;
    expect(usd("vehicle_price")).toBe(2500);
    expect(usd("us_inland_transport")).toBe(140 + 300); // Savannah towing + the pickup surcharge
    expect(usd("auction_environmental_fee")).toBe(10); // salvage title
    const buyNow = (await calculator({ platform: "copart", lotNumber: "55501234", bidType: "buy_now" })).json();
    expect(buyNow.data.lines[0].originalAmount.amount).toBe(9000);
    expect(buyNow.data.feeScheduleVersion).toMatch(/buy_now/);
    const what = (
      await calculator({ platform: "copart", lotNumber: "55501234", price: "3000", titleGroup: "C" })
    ).json();
    expect(what.data.lines[0].originalAmount.amount).toBe(3000);
    expect(what.data.feeScheduleVersion).toMatch(/\/clean\//);
  });

  it("answers 404 for an unknown lot and 400 when no price can be found", async () => {
    expect((await calculator({ platform: "copart", lotNumber: "99999999" })).statusCode).toBe(404);
    const noPrice = await calculator({ platform: "iaai", yard: "Abilene" });
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json().errors).toHaveProperty("price");
  });

  it("lists the yards and countries it can price, with their dates", async () => {
    const { data } = (await app.inject({ url: "/api/calculator/options" })).json();
    expect(data.yards).toHaveLength(377);
    expect(data.yards).toContainEqual({ platform: "iaai", yard: "Abilene", city: "Abilene", port: "houston" });
    expect(data.countries).toContain("DE");
    expect(data).toMatchObject({ yardsAsOf: "2025-09-01", countriesAsOf: expect.any(String) });
  });
});

describe("admin fee schedules", () => {
  it("are listed to admins only: 401 signed out or as a customer, 403 for a non-admin admin session", async () => {
    expect((await adminCall("GET", "/api/admin/fee-schedules", undefined)).statusCode).toBe(401);
    expect((await adminCall("GET", "/api/admin/fee-schedules", customer)).statusCode).toBe(401);
    expect((await adminCall("GET", "/api/admin/fee-schedules", vip)).statusCode).toBe(403);
    expect((await adminCall("POST", "/api/admin/fee-schedules", vip, schedule())).statusCode).toBe(403);
    const res = await adminCall("GET", "/api/admin/fee-schedules?platform=iaai", admin);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.map((s: { bidType: string }) => s.bidType)
        .sort(),
    ).toEqual(["buy_now", "online"]);
    const all = (await adminCall("GET", "/api/admin/fee-schedules", admin)).json().data;
    const seeded = all.find(
      (s: FeeScheduleInput) =>
        s.platform === "copart" && s.buyerTier === "C" && s.titleGroup === "salvage" && s.bidType === "online",
    );
    expect(seeded).toMatchObject({ version: 1, buyerFee: COPART_TABLE_A_C, bidFee: COPART_VIRTUAL_BID_FEE });
    expect(seeded.source).toMatch(/fees\.md/);
  });

  it("are created and edited by admins, each edit bumping the version the calculator reports", async () => {
    const created = await adminCall("POST", "/api/admin/fee-schedules", admin, schedule());
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({ version: 1, buyerTier: "T1", effectiveFrom: "2026-01-01" });
    expect((await adminCall("POST", "/api/admin/fee-schedules", admin, schedule())).statusCode).toBe(409);

    const edited = await adminCall("PUT", `/api/admin/fee-schedules/${id}`, admin, schedule({ source: "Quote" }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ id, version: 2, source: "Quote" });
    const row = await app.db.feeSchedule.findUniqueOrThrow({ where: { id } });
    expect(row.updatedById).not.toBeNull();

    // Our Copart account moves to tier T1: the calculator prices with the edited schedule and names its version.
    const accounts = {
      ...DEFAULT_COST_SETTINGS["costs.auctionAccounts"],
      copart: { buyerTier: "T1", paymentMethod: "secured" },
    };
    expect((await adminCall("PUT", "/api/admin/cost-settings/costs.auctionAccounts", admin, accounts)).statusCode).toBe(
      200,
    );
    try {
      const { data } = (await calculator(copartSalvage)).json();
      expect(data.feeScheduleVersion).toBe("copart/T1/any/secured/online from 2026-01-01 v2");
      const fee = data.lines.find((l: { code: string }) => l.code === "auction_buyer_fee");
      expect(fee.originalAmount).toEqual({ amount: 100, currency: "USD" });
    } finally {
      await app.db.setting.delete({ where: { key: "costs.auctionAccounts" } });
    }
  });

  it("refuse bad tables with the field named, unknown ids with 404, and a second row for a key and date with 409", async () => {
    const bad = await adminCall("POST", "/api/admin/fee-schedules", admin, {
      ...schedule({ buyerTier: "T2" }),
      buyerFee: [
        { fromCents: 100, feeCents: 1 },
        { fromCents: 50, feeCents: 2 },
      ],
      effectiveFrom: "someday",
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(["buyerFee", "effectiveFrom"]));
    const missing = await adminCall(
      "PUT",
      "/api/admin/fee-schedules/5b0a4c1e-8f5e-4f37-9d0e-3c1f1c9e2a11",
      admin,
      schedule(),
    );
    expect(missing.statusCode).toBe(404);
    const a = (await adminCall("POST", "/api/admin/fee-schedules", admin, schedule({ buyerTier: "T3" }))).json().data;
    await adminCall(
      "POST",
      "/api/admin/fee-schedules",
      admin,
      schedule({ buyerTier: "T3", effectiveFrom: "2026-06-01" }),
    );
    const clash = await adminCall(
      "PUT",
      `/api/admin/fee-schedules/${a.id}`,
      admin,
      schedule({ buyerTier: "T3", effectiveFrom: "2026-06-01" }),
    );
    expect(clash.statusCode).toBe(409);
  });
});

describe("admin cost settings", () => {
  it("are read with their defaults and as-of dates, and edited by admins only", async () => {
    expect((await adminCall("GET", "/api/admin/cost-settings", undefined)).statusCode).toBe(401);
    expect((await adminCall("GET", "/api/admin/cost-settings", vip)).statusCode).toBe(403);
    const list = (await adminCall("GET", "/api/admin/cost-settings", admin)).json().data;
    expect(list.map((s: { key: string }) => s.key)).toEqual(COST_SETTING_KEYS);
    const broker = list.find((s: { key: string }) => s.key === "costs.brokerFee");
    expect(broker).toMatchObject({ isDefault: true, value: { amountCents: 300_00, asOf: expect.any(String) } });
    const towing = list.find((s: { key: string }) => s.key === "costs.inlandTransport");
    expect(towing.value.yards).toHaveLength(377);

    const body = { currency: "EUR", amountCents: 350_00, asOf: "2026-12-01", source: "New price list" };
    expect((await adminCall("PUT", "/api/admin/cost-settings/costs.brokerFee", customer, body)).statusCode).toBe(401);
    expect((await adminCall("PUT", "/api/admin/cost-settings/costs.brokerFee", vip, body)).statusCode).toBe(403);
    const saved = await adminCall("PUT", "/api/admin/cost-settings/costs.brokerFee", admin, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const { data } = (await calculator(copartSalvage)).json();
    expect(data.lines.find((l: { code: string }) => l.code === "broker_fee")).toMatchObject({ amount: 350 });
    const edited = (await adminCall("GET", "/api/admin/cost-settings", admin)).json().data;
    expect(edited.find((s: { key: string }) => s.key === "costs.brokerFee").value).toMatchObject(body);
    expect(data.total).toBe(6230.33); // +€50 broker fee, +€5 duty on it, +€11.55 VAT on both
    await app.db.setting.delete({ where: { key: "costs.brokerFee" } });
  });

  it("refuse a value that does not fit the key, naming the field, and unknown keys", async () => {
    const bad = await adminCall("PUT", "/api/admin/cost-settings/costs.insurance", admin, {
      percent: "lots",
      minimumCents: -1,
      currency: "USD",
      asOf: "2026-12-01",
      source: "x",
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(["percent", "minimumCents"]));
    expect((await adminCall("PUT", "/api/admin/cost-settings/costs.unknown", admin, {})).statusCode).toBe(400);
  });
});

describe("loadLandedCostTables", () => {
  it("takes, per key, the schedule in force on the day asked, with the rate and the costs", async () => {
    const key = { buyerTier: "F", effectiveFrom: "2026-01-01" };
    await adminCall("POST", "/api/admin/fee-schedules", admin, schedule({ ...key, source: "old" }));
    await adminCall(
      "POST",
      "/api/admin/fee-schedules",
      admin,
      schedule({ ...key, effectiveFrom: "2030-01-01", source: "new" }),
    );
    const pick = async (at: string) =>
      (await loadLandedCostTables(app.db, new Date(at))).feeSchedules.filter((s) => s.buyerTier === "F");
    expect((await pick("2025-06-01T00:00:00Z")).map((s) => s.source)).toEqual([]);
    expect((await pick("2027-06-01T00:00:00Z")).map((s) => s.source)).toEqual(["old"]);
    expect((await pick("2030-01-01T08:00:00Z")).map((s) => s.source)).toEqual(["new"]);
    const tables = await loadLandedCostTables(app.db, new Date("2027-06-01T00:00:00Z"));
    expect(tables.fx).toMatchObject({ rate: "0.9200", asOf: "2026-11-20" });
    expect(tables.at).toBe("2027-06-01");
    expect(tables.costs["costs.portHandling"]).toEqual(DEFAULT_COST_SETTINGS["costs.portHandling"]);
  });
});
