// Admin customers over HTTP against real PostgreSQL: search by e-mail or name (paged, sortable), one customer with
// their balance and ledger history (money put there through the ledger), and the audited customer <-> VIP switch
// that never touches an admin. Its own database, so totals are exact.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockAccount, post } from "@app/db/ledger";
import { expectAdminOnly, startAdminHarness, type AdminHarness } from "../../../../test/support/admin-harness.ts";

let h: AdminHarness;
const ids: Record<string, string> = {};

async function customer(name: string, surname: string, email: string, role: "customer" | "vip" = "customer") {
  const u = await h.iso.db.user.create({
    data: { name, surname, email, role, passwordHash: "x", locale: "lt" },
    select: { id: true },
  });
  return u.id;
}

beforeAll(async () => {
  h = await startAdminHarness("admin-customers");
  ids.ona = await customer("Ona", "Petraitė", "ona.petraite@example.test");
  ids.jonas = await customer("Jonas", "Jonaitis", "jonas@firma.test", "vip");
  ids.petras = await customer("Petras", "<b>Ona</b>", "petras@example.test");
  // Money only through the ledger: a 1 000 EUR deposit, 250 EUR of it frozen by a bid hold.
  await h.iso.db.$transaction(async (tx) => {
    const account = await lockAccount(tx, ids.ona!);
    await post(tx, account, {
      type: "deposit",
      balanceDeltaCents: 100_000,
      frozenDeltaCents: 0,
      refType: "deposit",
      refId: randomUUID(),
      text: { id: "ledger.deposit.bankTransfer", params: { reference: "BBD-7Q2M" } },
    });
    await post(tx, account, {
      type: "hold",
      balanceDeltaCents: 0,
      frozenDeltaCents: 25_000,
      refType: "bid",
      refId: randomUUID(),
    });
  });
});

afterAll(() => h?.close());

describe("GET /api/admin/customers", () => {
  it("finds customers by any part of e-mail, name or surname, every word matching", async () => {
    const byName = await h.admin.get("/api/admin/customers?q=PETRA");
    expect(byName.statusCode).toBe(200);
    const body = byName.json();
    expect(body).toMatchObject({ success: true, total: 2, page: 1, pageSize: 20 });
    expect(body.items.map((c: { id: string }) => c.id).sort()).toEqual([ids.ona, ids.petras].sort());
    // What the customer typed comes back as data, unescaped: the web escapes it.
    expect(body.items.find((c: { id: string }) => c.id === ids.petras).surname).toBe("<b>Ona</b>");

    const twoWords = (await h.admin.get("/api/admin/customers?q=" + encodeURIComponent("ona  petraite"))).json();
    expect(twoWords.items.map((c: { id: string }) => c.id)).toEqual([ids.ona]);
    const byEmail = (await h.admin.get("/api/admin/customers?q=FIRMA.test")).json();
    expect(byEmail.items).toEqual([
      expect.objectContaining({ id: ids.jonas, email: "jonas@firma.test", role: "vip", name: "Jonas" }),
    ]);
    expect(byEmail.items[0]).not.toHaveProperty("passwordHash");
  });

  it("shows each customer's balance in the list", async () => {
    const { items } = (await h.admin.get("/api/admin/customers?q=ona.petraite")).json();
    expect(items[0].balance).toEqual({ currency: "EUR", balance: 1000, frozen: 250, available: 750 });
    const jonas = (await h.admin.get("/api/admin/customers?q=jonas")).json().items[0];
    expect(jonas.balance).toEqual({ currency: "EUR", balance: 0, frozen: 0, available: 0 });
  });

  it("pages and sorts by whitelisted fields, filters by role", async () => {
    const first = (await h.admin.get("/api/admin/customers?sort=email&order=asc&pageSize=2")).json();
    const second = (await h.admin.get("/api/admin/customers?sort=email&order=asc&pageSize=2&page=2")).json();
    expect(first.total).toBe(4); // three customers and the admin
    const emails = [...first.items, ...second.items].map((c: { email: string }) => c.email);
    expect(emails).toEqual([...emails].sort());
    expect(emails).toHaveLength(4);
    const vips = (await h.admin.get("/api/admin/customers?role=vip")).json();
    expect(vips.items.map((c: { id: string }) => c.id)).toEqual([ids.jonas]);
  });

  it("answers 400 with field messages for a bad query", async () => {
    const res = await h.admin.get("/api/admin/customers?sort=passwordHash&order=up&pageSize=1000&page=0");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    expect(Object.keys(res.json().errors).sort()).toEqual(["order", "page", "pageSize", "sort"]);
    expect(res.json().errors.sort).toBe("Unknown sort field");
    expect((await h.admin.get("/api/admin/customers?role=root")).statusCode).toBe(400);
    expect((await h.admin.get(`/api/admin/customers?q=${"x".repeat(101)}`)).json().errors).toEqual({
      q: "Search text is too long",
    });
  });
});

describe("GET /api/admin/customers/:id and its ledger", () => {
  it("shows one customer with balance and activity", async () => {
    const res = await h.admin.get(`/api/admin/customers/${ids.ona}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().customer).toMatchObject({
      id: ids.ona,
      email: "ona.petraite@example.test",
      role: "customer",
      balance: { balance: 1000, frozen: 250, available: 750, currency: "EUR" },
      activity: { bids: 0, purchases: 0, pendingDeposits: 0, pendingWithdrawals: 0, unpaidBills: 0 },
    });
  });

  it("lists the ledger history newest first, paged", async () => {
    const res = await h.admin.get(`/api/admin/customers/${ids.ona}/ledger?pageSize=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(res.json().items[0]).toMatchObject({ type: "hold", frozenChange: 250, availableAfter: 750 });
    const oldest = (await h.admin.get(`/api/admin/customers/${ids.ona}/ledger?order=asc`)).json().items[0];
    expect(oldest).toMatchObject({ type: "deposit", amount: 1000, balanceAfter: 1000 });
    // In the reader's language: Lithuanian unless the pages are in English.
    expect(oldest.description).toBe("Užstato papildymas banko pavedimu, mokėjimo kodas BBD-7Q2M");
    const english = await h.admin.get(`/api/admin/customers/${ids.ona}/ledger?order=asc`, {
      cookie: `${h.admin.cookieHeader()}; NEXT_LOCALE=en`,
    });
    expect(english.json().items[0].description).toBe("Deposit top-up by bank transfer, reference BBD-7Q2M");
    const empty = (await h.admin.get(`/api/admin/customers/${ids.jonas}/ledger`)).json();
    expect(empty).toMatchObject({ items: [], total: 0 });
  });

  it("answers 404 for an unknown customer and 400 for a malformed id", async () => {
    const unknown = randomUUID();
    expect((await h.admin.get(`/api/admin/customers/${unknown}`)).statusCode).toBe(404);
    expect((await h.admin.get(`/api/admin/customers/${unknown}/ledger`)).statusCode).toBe(404);
    const bad = await h.admin.get("/api/admin/customers/not-a-uuid");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ id: "Unknown customer" });
  });
});

describe("PUT /api/admin/customers/:id/role", () => {
  it("makes a customer VIP and back, recording who did it", async () => {
    const res = await h.admin.put(`/api/admin/customers/${ids.petras}/role`, { role: "vip" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: "Role saved.", customer: { role: "vip" } });
    expect((await h.iso.db.user.findUniqueOrThrow({ where: { id: ids.petras } })).role).toBe("vip");
    await h.admin.put(`/api/admin/customers/${ids.petras}/role`, { role: "customer" });
    // Setting the role it already has changes nothing and records nothing.
    await h.admin.put(`/api/admin/customers/${ids.petras}/role`, { role: "customer" });
    const audit = await h.iso.db.adminAuditEntry.findMany({
      where: { targetId: ids.petras },
      orderBy: { createdAt: "asc" },
    });
    expect(audit.map((a) => [a.action, a.adminId, a.before, a.after])).toEqual([
      ["customer.role_changed", h.adminUser.id, { role: "customer" }, { role: "vip" }],
      ["customer.role_changed", h.adminUser.id, { role: "vip" }, { role: "customer" }],
    ]);
  });

  it("never changes an admin, and never makes one", async () => {
    const res = await h.admin.put(`/api/admin/customers/${h.adminUser.id}/role`, { role: "customer" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "CONFLICT", message: "An admin's role cannot be changed here." });
    expect((await h.iso.db.user.findUniqueOrThrow({ where: { id: h.adminUser.id } })).role).toBe("admin");
    const promote = await h.admin.put(`/api/admin/customers/${ids.ona}/role`, { role: "admin" });
    expect(promote.statusCode).toBe(400);
    expect(promote.json().errors).toEqual({ role: "Choose customer or VIP" });
    expect((await h.admin.put(`/api/admin/customers/${ids.ona}/role`, {})).json().errors).toEqual({
      role: "Choose customer or VIP",
    });
    expect((await h.admin.put(`/api/admin/customers/${randomUUID()}/role`, { role: "vip" })).statusCode).toBe(404);
  });

  it("keeps every customer route behind the admin guard and CSRF", async () => {
    await expectAdminOnly(h, "GET", "/api/admin/customers");
    await expectAdminOnly(h, "GET", `/api/admin/customers/${ids.ona}`);
    await expectAdminOnly(h, "GET", `/api/admin/customers/${ids.ona}/ledger`);
    await expectAdminOnly(h, "PUT", `/api/admin/customers/${ids.ona}/role`, { role: "vip" });
    expect((await h.iso.db.user.findUniqueOrThrow({ where: { id: ids.ona } })).role).toBe("customer");
  });
});
