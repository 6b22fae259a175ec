// The work-queue lists that predate the shared admin list helper keep their answers and gain sorting: page,
// pageSize (capped), sort (whitelisted) and order, with 400 field messages for anything else.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUser } from "../../../../test/support/sessions.ts";
import { startAdminHarness, type AdminHarness } from "../../../../test/support/admin-harness.ts";

let h: AdminHarness;
let customer: { id: string; email: string };

beforeAll(async () => {
  h = await startAdminHarness("admin-lists");
  customer = await createTestUser(h.iso.db);
  const userId = customer.id;
  for (const [i, cents] of [30_000, 10_000, 20_000].entries())
    await h.iso.db.deposit.create({
      data: {
        userId,
        amountCents: cents,
        method: "bank_transfer",
        reference: randomUUID().slice(0, 12),
        createdAt: new Date(Date.UTC(2026, 10, 20 + i)),
      },
    });
});
afterAll(() => h?.close());

describe("admin work-queue lists", () => {
  it("keep their answer shape and newest-first default", async () => {
    const res = await h.admin.get("/api/admin/deposits?pageSize=2");
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(["deposits", "page", "pageSize", "success", "total"]);
    expect(res.json()).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(res.json().deposits.map((d: { amount: { amount: number } }) => d.amount.amount)).toEqual([200, 100]);
  });

  it("name the customer of every row, so the admin pages need no request per customer", async () => {
    const { deposits } = (await h.admin.get("/api/admin/deposits")).json();
    expect(deposits).toHaveLength(3);
    for (const d of deposits)
      expect(d.customer).toEqual({ id: customer.id, name: "Ona", surname: "Testaitė", email: customer.email });
  });

  it("sort by a whitelisted field either way", async () => {
    const asc = (await h.admin.get("/api/admin/deposits?sort=amount&order=asc")).json();
    expect(asc.deposits.map((d: { amount: { amount: number } }) => d.amount.amount)).toEqual([100, 200, 300]);
    const page2 = (await h.admin.get("/api/admin/deposits?sort=amount&order=desc&pageSize=1&page=2")).json();
    expect(page2.deposits.map((d: { amount: { amount: number } }) => d.amount.amount)).toEqual([200]);
  });

  it("refuse other sorts, orders and page sizes with field messages", async () => {
    for (const url of ["/api/admin/deposits", "/api/admin/withdrawals", "/api/admin/bids", "/api/admin/buy-now"]) {
      const res = await h.admin.get(`${url}?sort=userId&order=sideways&pageSize=101`);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors, url).toEqual({
        sort: "Unknown sort field",
        order: "Order must be asc or desc",
        pageSize: expect.any(String),
      });
    }
    for (const url of ["/api/admin/purchases", "/api/admin/bills"])
      expect((await h.admin.get(`${url}?sort=lines`)).statusCode, url).toBe(400);
  });
});
