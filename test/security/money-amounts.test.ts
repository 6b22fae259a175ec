// Every amount a client can send is whole cents within its maximum, on every route that takes money. The route
// list comes from the app itself: each route's body and query schemas are searched for money fields (tagged by
// the shared amount schemas, or named like money), and the table below must name exactly those, so a new route
// with an amount cannot escape. For each field, generated bad amounts (fractions of a cent, exponent forms, -0,
// beyond the maximum, strings, Infinity) get 400 with the field named and change nothing in the database; generated
// good amounts (whole cents up to the maximum) are never refused by validation.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { FastifyInstance, FastifySchema, LightMyRequestResponse } from "fastify";
import type { z } from "zod";
import { ensureFeeSchedules } from "@app/db/fee-schedule-seed";
import {
  MAX_ACCOUNT_AMOUNT,
  MAX_AUCTION_AMOUNT,
  MAX_CENTS_FIELD,
  MAX_EUROPE_LOT_AMOUNT,
  type AmountRule,
  type AmountUnit,
} from "@app/shared/money/amounts";
import { amountUnitOf } from "@app/shared/money/money.schemas";
import { DEFAULT_MINIMUM_MAX_BID } from "@app/shared/brokerage/bid-minimum";
import { LIMITS } from "@app/shared/settings/limits.schemas";
import { DEFAULT_COST_SETTINGS } from "@app/shared/landed-cost/cost-defaults";
import { COST_SETTING_SCHEMAS, type CostSettingKey } from "@app/shared/landed-cost/landed-cost.schemas";
import { buildApp } from "../../api/src/app.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../worker/src/testing/isolated-database.ts";
import { testApiConfig } from "../support/config.ts";
import { adminCookie, createTestUser, customerCookie } from "../support/sessions.ts";
import { createTestLot, fundAccount, setFxRate } from "../support/brokerage.ts";

const ORIGIN = "http://localhost:3000";
let app: FastifyInstance;
let iso: IsolatedDatabase;
const routes: { method: string; url: string; readonly access: string | undefined; schema?: FastifySchema }[] = [];

// ---- Finding every money field of every route -----------------------------------------------------------------

/** A field name that reads as money; such a field must use the shared amount schemas. */
const MONEY_NAME = /(amount|price|cents|bid|fee|cost|balance)$/i;
const NOT_AMOUNTS = new Set(["enum", "literal", "boolean", "date", "null", "undefined", "void", "never"]);

type FoundField = { field: string; unit: AmountUnit | null };

/** The money fields under `schema`: tagged ones with their unit, money-named untagged ones with null. */
function moneyFields(schema: unknown, path: string[], out: FoundField[], depth = 0): void {
  if (!schema || typeof schema !== "object" || !("_zod" in schema) || depth > 30) return;
  const unit = amountUnitOf(schema as z.ZodType);
  if (unit) {
    out.push({ field: path.join("."), unit });
    return;
  }
  const def = (schema as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const walk = (inner: unknown, at = path) => moneyFields(inner, at, out, depth + 1);
  switch (def.type) {
    case "object":
      for (const [key, inner] of Object.entries(def.shape as Record<string, unknown>)) walk(inner, [...path, key]);
      return;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return walk(def.innerType);
    case "pipe":
      walk(def.in);
      return walk(def.out);
    case "array":
      return walk(def.element, [...path, "*"]);
    case "record":
      return walk(def.valueType, [...path, "*"]);
    case "union":
      for (const option of def.options as unknown[]) walk(option);
      return;
    case "intersection":
      walk(def.left);
      return walk(def.right);
    case "lazy":
      return walk((def.getter as () => unknown)());
    default:
      if (!NOT_AMOUNTS.has(def.type) && MONEY_NAME.test(path.at(-1) ?? ""))
        out.push({ field: path.join("."), unit: null });
  }
}

/** "METHOD /url part.path" for every money field the app's routes take; the cost settings' bodies are per key. */
function scanRoutes(): FoundField[] {
  const found: FoundField[] = [];
  for (const { method, url, schema } of routes) {
    if (method === "HEAD" || method === "OPTIONS" || !schema) continue;
    for (const part of ["body", "querystring", "params"] as const) {
      const fields: FoundField[] = [];
      moneyFields(schema[part], [], fields);
      const name = part === "querystring" ? "query" : part;
      for (const f of fields) found.push({ ...f, field: `${method} ${url} ${name}.${f.field}` });
    }
  }
  for (const [key, schema] of Object.entries(COST_SETTING_SCHEMAS)) {
    const fields: FoundField[] = [];
    moneyFields(schema, [], fields);
    for (const f of fields) found.push({ ...f, field: `PUT /api/admin/cost-settings/:key body[${key}].${f.field}` });
  }
  const seen = new Set<string>();
  return found.filter((f) => !seen.has(`${f.field} ${f.unit}`) && seen.add(`${f.field} ${f.unit}`));
}

// ---- The money routes ----------------------------------------------------------------------------------------

type Sent = { method: "GET" | "POST" | "PUT" | "PATCH"; url: string; cookie?: string; body?: string };
type Target = {
  /** As scanRoutes names it. */
  field: string;
  unit: AmountUnit;
  rule: AmountRule;
  /** Good amounts start here when the field's neighbours need more than the rule (a fee band above the first). */
  goodMin?: number;
  /** null clears the field (an optional value of an edit), so it is a good value here. */
  nullable?: boolean;
  in: "body" | "query";
  /** Where a refusal names the field (a prefix is enough for a field inside a union of shapes). */
  errorKey: string;
  /** The request with `raw` (a JSON literal for a body, the text of a query parameter) in the field; `good` when
   * the amount is one that should go through (a bid then goes to a lot of its own, not a raise). */
  request: (raw: string, good: boolean) => Sent | Promise<Sent>;
};

const SENTINEL = "__amount__";
/** The JSON text of `body` with the field at `path` (dotted, numeric parts as array indexes) holding `raw` as is. */
function jsonWith(body: unknown, path: string, raw: string): string {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = path.split(".");
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1)!] = SENTINEL;
  return JSON.stringify(copy).replace(`"${SENTINEL}"`, raw);
}

const ctx = {
  customer: "",
  admin: "",
  lotNumber: "",
  bidId: "",
  feeScheduleId: "",
  europeLotNumber: "",
};

const uniqueVin = () => `TMBJJ7NE8L${randomUUID().replace(/-/g, "").toUpperCase().replace(/[IOQ]/g, "7").slice(0, 7)}`;

const europeLot = () => ({
  auctionName: "ALD Carmarket",
  country: "DE",
  city: "Leipzig",
  make: "Škoda",
  model: "Octavia",
  vin: uniqueVin(),
  vatScheme: "margin",
  currentBid: 6200,
  minimumBid: 5000,
  buyNowPrice: 9900,
  auctionEnd: new Date(Date.now() + 5 * 86_400_000).toISOString(),
  auctionTimeZone: "Europe/Berlin",
});

const feeSchedule = (tier: string) => ({
  platform: "copart",
  buyerTier: tier,
  titleGroup: "any",
  paymentMethod: "secured",
  bidType: "online",
  currency: "USD",
  buyerFee: [
    { fromCents: 0, feeCents: 100_00 },
    { fromCents: 1000_00, percent: "5" },
  ],
  bidFee: [
    { fromCents: 0, feeCents: 29_00 },
    { fromCents: 500_00, feeCents: 49_00 },
  ],
  fixedFees: [{ code: "gate", label: "Gate fee", amountCents: 95_00 }],
  effectiveFrom: "2026-01-01",
  source: "money-amounts test",
});

const SMALL_COSTS: Record<CostSettingKey, unknown> = {
  ...DEFAULT_COST_SETTINGS,
  "costs.inlandTransport": {
    ...DEFAULT_COST_SETTINGS["costs.inlandTransport"],
    yards: DEFAULT_COST_SETTINGS["costs.inlandTransport"].yards.slice(0, 2),
  },
};

const account = { max: MAX_ACCOUNT_AMOUNT };
const auction = { max: MAX_AUCTION_AMOUNT };
const calculatorPrice = { max: MAX_AUCTION_AMOUNT, allowZero: true };
const europePrice = { max: MAX_EUROPE_LOT_AMOUNT, allowZero: true };
const cents = { max: MAX_CENTS_FIELD, allowZero: true };

function targets(): Target[] {
  const body = (
    method: Sent["method"],
    url: string,
    cookie: () => string,
    base: () => unknown,
    path: string,
  ): Pick<Target, "in" | "errorKey" | "request"> => ({
    in: "body",
    errorKey: path,
    request: (raw) => ({ method, url: url, cookie: cookie(), body: jsonWith(base(), path, raw) }),
  });
  const customer = () => ctx.customer;
  const admin = () => ctx.admin;
  const list: Target[] = [
    {
      field: "POST /api/transactions/deposits body.amount",
      unit: "major",
      rule: account,
      ...body("POST", "/api/transactions/deposits", customer, () => ({}), "amount"),
    },
    {
      field: "POST /api/transactions/withdrawals body.amount",
      unit: "major",
      rule: account,
      ...body("POST", "/api/transactions/withdrawals", customer, () => ({}), "amount"),
    },
    {
      field: "POST /api/bids body.maxBid",
      unit: "major",
      rule: auction,
      // A lot nobody has bid on: the smallest maximum the broker takes is the default floor of $100.
      goodMin: DEFAULT_MINIMUM_MAX_BID * 100,
      in: "body",
      errorKey: "maxBid",
      request: async (raw, good) => {
        const lotNumber = good ? (await createTestLot(app.db)).lotNumber : ctx.lotNumber;
        return {
          method: "POST",
          url: "/api/bids",
          cookie: ctx.customer,
          body: jsonWith({ platform: "copart", lotNumber }, "maxBid", raw),
        };
      },
    },
    {
      field: "POST /api/admin/bids/:id/outcome body.amount",
      unit: "major",
      rule: auction,
      in: "body",
      errorKey: "amount",
      request: (raw) => ({
        method: "POST",
        url: `/api/admin/bids/${ctx.bidId}/outcome`,
        cookie: ctx.admin,
        body: jsonWith({ outcome: "outbid" }, "amount", raw),
      }),
    },
    ...(["price", "auctionFee"] as const).map((param): Target => ({
      field: `GET /api/calculator query.${param}`,
      unit: "major",
      rule: calculatorPrice,
      in: "query",
      errorKey: param,
      request: (raw) => {
        const q = new URLSearchParams({ platform: "europe", country: "DE", vatScheme: "margin", price: "5000" });
        q.set(param, raw);
        return { method: "GET", url: `/api/calculator?${q.toString()}` };
      },
    })),
  ];

  // The fee tables: each amount field of a schedule, on create and on edit (steps above the first start above 0).
  const feeFields: [scanned: string, concrete: string, goodMin?: number][] = [
    ["buyerFee.*.fromCents", "buyerFee.1.fromCents", 1],
    ["buyerFee.*.feeCents", "buyerFee.0.feeCents"],
    ["bidFee.*.fromCents", "bidFee.1.fromCents", 1],
    ["bidFee.*.feeCents", "bidFee.0.feeCents"],
    ["fixedFees.*.amountCents", "fixedFees.0.amountCents"],
  ];
  for (const [scanned, concrete, goodMin] of feeFields) {
    list.push(
      {
        field: `POST /api/admin/fee-schedules body.${scanned}`,
        unit: "cents",
        rule: cents,
        goodMin,
        ...body("POST", "/api/admin/fee-schedules", admin, () => feeSchedule(`T${randomUUID().slice(0, 8)}`), concrete),
      },
      {
        field: `PUT /api/admin/fee-schedules/:id body.${scanned}`,
        unit: "cents",
        rule: cents,
        goodMin,
        in: "body",
        errorKey: concrete,
        request: (raw) => ({
          method: "PUT",
          url: `/api/admin/fee-schedules/${ctx.feeScheduleId}`,
          cookie: ctx.admin,
          body: jsonWith(feeSchedule("money-put"), concrete, raw),
        }),
      },
    );
  }

  // The cost settings: the body's schema depends on the key.
  const costFields: [CostSettingKey, scanned: string, concrete: string][] = [
    ["costs.brokerFee", "amountCents", "amountCents"],
    ["costs.inlandTransport", "surcharges.pickupCents", "surcharges.pickupCents"],
    ["costs.inlandTransport", "surcharges.electrifiedCents", "surcharges.electrifiedCents"],
    ["costs.inlandTransport", "yards.*.rateCents", "yards.0.rateCents"],
    ["costs.oceanFreight", "ports.*", "ports.savannah"],
    ["costs.insurance", "minimumCents", "minimumCents"],
    ["costs.portHandling", "amountCents", "amountCents"],
    ["costs.euTransport", "countries.*", "countries.DE"],
  ];
  for (const [key, scanned, concrete] of costFields)
    list.push({
      field: `PUT /api/admin/cost-settings/:key body[${key}].${scanned}`,
      unit: "cents",
      rule: cents,
      ...body("PUT", `/api/admin/cost-settings/${key}`, admin, () => SMALL_COSTS[key], concrete),
    });

  // Hand-entered European lots: their prices, on create and on edit (where null clears one).
  for (const field of ["currentBid", "minimumBid", "buyNowPrice"]) {
    list.push(
      {
        field: `POST /api/admin/lots/europe body.${field}`,
        unit: "major",
        rule: europePrice,
        ...body("POST", "/api/admin/lots/europe", admin, europeLot, field),
      },
      {
        field: `PATCH /api/admin/lots/europe/:lotNumber body.${field}`,
        unit: "major",
        rule: europePrice,
        nullable: true,
        in: "body",
        errorKey: field,
        request: (raw) => ({
          method: "PATCH",
          url: `/api/admin/lots/europe/${ctx.europeLotNumber}`,
          cookie: ctx.admin,
          body: jsonWith({}, field, raw),
        }),
      },
    );
  }
  // Last: its good amounts change the bid floor the bid target above relies on.
  list.push({
    field: "PUT /api/admin/settings/limits body.minimumMaxBid",
    unit: "major",
    rule: { max: LIMITS.minimumMaxBid.max },
    ...body(
      "PUT",
      "/api/admin/settings/limits",
      admin,
      () => ({ depositAnnouncementsPerDay: 5, minimumMaxBid: 100 }),
      "minimumMaxBid",
    ),
  });
  return list;
}

async function send(sent: Sent): Promise<LightMyRequestResponse> {
  return app.inject({
    method: sent.method,
    url: sent.url,
    headers: {
      origin: ORIGIN,
      ...(sent.cookie ? { cookie: sent.cookie } : {}),
      ...(sent.body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(sent.body === undefined ? {} : { payload: sent.body }),
  });
}

// ---- Amounts ---------------------------------------------------------------------------------------------------

const twoDigits = (n: number) => String(n).padStart(2, "0");
/** Cents written as a decimal: 123456 -> "1234.56". */
const decimal = (c: number) => `${Math.floor(c / 100)}.${twoDigits(c % 100)}`;
const maxCents = (t: Target) => (t.unit === "major" ? Math.round(t.rule.max * 100) : t.rule.max);

/** Good amounts, as the field's unit writes them: whole cents from the lowest allowed to the maximum. */
function goodAmounts(t: Target): fc.Arbitrary<string> {
  const low = t.goodMin ?? (t.rule.allowZero ? 0 : 1);
  const units = fc.oneof(
    fc.integer({ min: low, max: maxCents(t) }),
    fc.constantFrom(low, maxCents(t)),
    fc.integer({ min: low, max: Math.min(low + 1000, maxCents(t)) }),
  );
  if (t.unit === "cents") return units.map(String);
  return units.chain((c) =>
    fc.constantFrom(
      decimal(c), // "10.10"
      JSON.stringify(c / 100), // "10.1"
      ...(t.in === "body" && c % 100 === 0 && c > 0 ? [`${c / 100}e0`, `${c / 1000}e1`] : []), // a JSON exponent
    ),
  );
}

/** Bad amounts: each kind a client could send that is not whole cents within the maximum. */
function badAmounts(t: Target): fc.Arbitrary<string> {
  const max = maxCents(t);
  // A fraction of the field's unit that survives JSON parsing (at most 15 significant digits), ending in non-zero.
  const fraction = fc
    .tuple(fc.integer({ min: 0, max }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 9 }))
    .map(([whole, length, last]) => {
      const head = t.unit === "major" ? decimal(whole) : `${whole}.`;
      const room = Math.max(1, 15 - head.replace(/\D/g, "").length);
      return `${head}${"0".repeat(Math.min(length, room) - 1)}${last}`;
    });
  const beyond = fc
    .integer({ min: max + 1, max: max * 1000 })
    .map((c) => (t.unit === "major" ? decimal(c) : String(c)));
  const exponents = fc.oneof(
    fc.constantFrom("1e-9", "1e-7", "5e-324", "1E-3", "2.5e-3", "1e308", "1e21", "9e15"),
    fc
      .tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: t.unit === "major" ? 3 : 1, max: 30 }))
      .map(([d, k]) => `${d}e-${k}`),
    fc.integer({ min: 22, max: 308 }).map((k) => `1e${k}`),
  );
  const negative = fc.oneof(
    fc.constantFrom("-0", "-0.0", "-0.00", "-0.01", "-1"),
    fc.integer({ min: 1, max }).map((c) => `-${t.unit === "major" ? decimal(c) : c}`),
  );
  const zero = t.rule.allowZero ? [] : [fc.constantFrom("0", "0.0", "0.00")];
  const kinds = [fraction, beyond, exponents, negative, ...zero];
  if (t.in === "body")
    kinds.push(
      fc.constantFrom("1e400", "-1e400"), // JSON numbers that parse to ±Infinity
      fc.constantFrom('"10.00"', '"10"', '"NaN"', '"Infinity"', '"-0"', '"1e3"', '""', "true", "[]", "{}", "[10]"),
      ...(t.nullable ? [] : [fc.constant("null")]),
    );
  else kinds.push(fc.constantFrom("NaN", "Infinity", "", " ", "0x10", "1,5", "10.", ".5", "+5", "1e3", "10 000"));
  return fc.oneof(...kinds);
}

/** What the money routes could change: balances, the ledger, requests, bids, schedules, settings, lots, events. */
const TABLES = [
  "Account",
  "LedgerEntry",
  "Deposit",
  "Withdrawal",
  "Bid",
  "BuyNowRequest",
  "Purchase",
  "Bill",
  "FeeSchedule",
  "Setting",
  "Lot",
  "OutboxEvent",
  "IdempotencyKey",
  "AdminAuditEntry",
];
async function footprint(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const [row] = await iso.db.$queryRawUnsafe<{ n: number; h: string }[]>(
      `SELECT count(*)::int AS n, coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS h FROM "${table}" t`,
    );
    out[table] = `${row!.n}:${row!.h}`;
  }
  return out;
}

const refusedField = (res: LightMyRequestResponse, key: string) => {
  if (res.statusCode !== 400) return null;
  const errors = (res.json() as { errors?: Record<string, string> }).errors ?? {};
  const hit = Object.keys(errors).find((k) => k === key || key.startsWith(`${k}.`));
  return hit ? errors[hit]! : null;
};

beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "money");
  app = await buildApp(testApiConfig({ PASSWORD_HASH_COST: "10", RATE_LIMIT_SCALE: "100000" }), { db: iso.db, routes });
  await app.ready();
  await ensureFeeSchedules(app.db);
  await setFxRate(app.db);

  const customer = await createTestUser(app.db);
  await fundAccount(app.db, customer.id, 5_000);
  ctx.customer = await customerCookie(app.db, customer.id);
  ctx.admin = await adminCookie(app, (await createTestUser(app.db, { role: "admin" })).id);
  ctx.lotNumber = (await createTestLot(app.db)).lotNumber;

  // A bid the broker has approved: the outcome call has something to act on.
  const placed = await send({
    method: "POST",
    url: "/api/bids",
    cookie: ctx.customer,
    body: JSON.stringify({ platform: "copart", lotNumber: (await createTestLot(app.db)).lotNumber, maxBid: 4000 }),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  ctx.bidId = placed.json().bid.id;
  const approved = await send({ method: "POST", url: `/api/admin/bids/${ctx.bidId}/approve`, cookie: ctx.admin });
  expect(approved.statusCode, approved.body).toBe(200);

  const schedule = await send({
    method: "POST",
    url: "/api/admin/fee-schedules",
    cookie: ctx.admin,
    body: JSON.stringify(feeSchedule("money-put")),
  });
  expect(schedule.statusCode, schedule.body).toBe(201);
  ctx.feeScheduleId = schedule.json().data.id;

  const lot = await send({
    method: "POST",
    url: "/api/admin/lots/europe",
    cookie: ctx.admin,
    body: JSON.stringify(europeLot()),
  });
  expect(lot.statusCode, lot.body).toBe(201);
  ctx.europeLotNumber = lot.json().lot.lotNumber;
});

afterAll(async () => {
  await app?.close();
  await iso?.drop();
});

describe("the money routes", () => {
  it("are exactly the routes whose schemas take an amount, and every money field uses the shared amount schemas", () => {
    expect(routes.length).toBeGreaterThan(90);
    const found = scanRoutes();
    expect(found.filter((f) => f.unit === null).map((f) => f.field)).toEqual([]);
    const table = targets();
    expect([...new Set(table.map((t) => `${t.field} ${t.unit}`))].sort()).toEqual(
      found.map((f) => `${f.field} ${f.unit}`).sort(),
    );
  });

  for (const target of targets()) {
    it(`${target.field}: bad amounts get 400 naming the field and change nothing`, async () => {
      const before = await footprint();
      await fc.assert(
        fc.asyncProperty(badAmounts(target), async (raw) => {
          const res = await send(await target.request(raw, false));
          expect(res.statusCode, `${raw} -> ${res.body}`).toBe(400);
          expect(res.json().code, raw).toBe("VALIDATION_ERROR");
          expect(refusedField(res, target.errorKey), `${raw} -> ${res.body}`).toEqual(expect.any(String));
        }),
        {
          numRuns: 40,
          examples: [["1e-9"], ["0.001"], ["10.005"], ["1e-7"], ["-0"], ["1e308"]],
        },
      );
      expect(await footprint()).toEqual(before);
    });

    it(`${target.field}: good amounts are not refused by validation`, async () => {
      await fc.assert(
        fc.asyncProperty(goodAmounts(target), async (raw) => {
          const res = await send(await target.request(raw, true));
          expect(res.statusCode, `${raw} -> ${res.body}`).toBeLessThan(500);
          expect(refusedField(res, target.errorKey), `${raw} -> ${res.body}`).toBeNull();
        }),
        {
          numRuns: 15,
          examples: (target.unit === "major" ? [["10.01"], ["0.01"]] : [["1001"], ["1"]]).filter(
            ([raw]) => Number(raw) * (target.unit === "major" ? 100 : 1) >= (target.goodMin ?? 0),
          ),
        },
      );
    });
  }
});
