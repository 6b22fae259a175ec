// Bank details: the admin saves them (validated), anyone reads them for the deposit page, and a new deposit's
// answer carries them.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InjectClient } from "../../../../test/support/inject-client.ts";
import { createTestUser, customerCookie } from "../../../../test/support/sessions.ts";
import { expectAdminOnly, startAdminHarness, type AdminHarness } from "../../../../test/support/admin-harness.ts";

let h: AdminHarness;

const MIGRATION = readFileSync(
  new URL(
    "../../../../prisma/migrations/20261129143000_bank_details_take_the_admin_forms_shape/migration.sql",
    import.meta.url,
  ),
  "utf8",
);

const details = {
  accountHolder: "UAB BaltBid",
  iban: "lt12 1000 0111 0100 1000",
  bankName: "AB SEB bankas",
  swift: "cbvilt2x",
  referenceFormat: "Your deposit reference, e.g. DEP-7K2M9Q",
};

beforeAll(async () => {
  h = await startAdminHarness("bank-details");
});
afterAll(() => h?.close());

describe("bank details", () => {
  it("reads null to anyone until an admin saves them", async () => {
    const res = await new InjectClient(h.app).get("/api/settings/bank-details");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null });
  });

  it("lets an admin save them, normalised, and shows them to everyone and on a new deposit", async () => {
    const res = await h.admin.put("/api/admin/settings/bank-details", details);
    expect(res.statusCode, res.body).toBe(200);
    const saved = { ...details, iban: "LT121000011101001000", swift: "CBVILT2X" };
    expect(res.json()).toEqual({ success: true, message: "Bank details saved.", data: saved });
    expect((await new InjectClient(h.app).get("/api/settings/bank-details")).json().data).toEqual(saved);
    expect((await h.admin.get("/api/admin/settings/bank-details")).json().data).toEqual(saved);

    const customer = new InjectClient(h.app);
    const [name, value] = (await customerCookie(h.app.db, (await createTestUser(h.app.db)).id)).split("=");
    customer.cookies.set(name!, value!);
    const deposit = await customer.post("/api/transactions/deposits", { amount: 100 });
    expect(deposit.statusCode, deposit.body).toBe(201);
    expect(deposit.json().bankDetails).toEqual(saved);
  });

  it("answers 400 with a message per bad field", async () => {
    const res = await h.admin.put("/api/admin/settings/bank-details", {
      accountHolder: " ",
      iban: "LT12",
      swift: "SEB",
      referenceFormat: "x".repeat(201),
    });
    expect(res.statusCode).toBe(400);
    // Stock sentences read in Lithuanian without a language cookie; a schema's own specific words stay as written.
    expect(res.json().errors).toEqual({
      accountHolder: "Privalomas laukas",
      iban: "Enter a valid IBAN",
      bankName: "Privalomas laukas",
      swift: "Enter a valid SWIFT/BIC code",
      referenceFormat: "Turi būti ne ilgiau kaip 200 simbolių",
    });
  });

  it("keeps the write and the admin read behind the admin guard and CSRF", async () => {
    await expectAdminOnly(h, "GET", "/api/admin/settings/bank-details");
    await expectAdminOnly(h, "PUT", "/api/admin/settings/bank-details", { ...details, bankName: "Evil" });
    expect((await new InjectClient(h.app).get("/api/settings/bank-details")).json().data.bankName).toBe(
      "AB SEB bankas",
    );
  });

  it("keeps an optional company code, and drops a blank one", async () => {
    const withCode = await h.admin.put("/api/admin/settings/bank-details", { ...details, companyCode: " 306512341 " });
    expect(withCode.json().data).toMatchObject({ companyCode: "306512341" });
    const blank = await h.admin.put("/api/admin/settings/bank-details", { ...details, companyCode: "  " });
    expect(blank.statusCode).toBe(200);
    expect(blank.json().data).not.toHaveProperty("companyCode");
    const long = await h.admin.put("/api/admin/settings/bank-details", { ...details, companyCode: "1".repeat(41) });
    expect(long.statusCode).toBe(400);
    // A stock sentence: Lithuanian without a language cookie.
    expect(long.json().errors).toEqual({ companyCode: "Turi būti ne ilgiau kaip 40 simbolių" });
  });

  it("rewrites a value of the earlier stored shape by its migration, after which every reader reads it", async () => {
    const earlier = {
      beneficiary: "UAB BaltBid",
      beneficiaryCode: "306512341",
      iban: "LT947044060007912345",
      bankName: "AB SEB bankas",
      swift: "CBVILT2X",
      currency: "EUR",
    };
    await h.app.db.setting.update({ where: { key: "bank" }, data: { value: earlier } });
    // Before: the admin page reads "not set", and the deposit answer no longer passes the raw value on.
    expect((await h.admin.get("/api/admin/settings/bank-details")).json().data).toBeNull();
    const customer = new InjectClient(h.app);
    const [name, value] = (await customerCookie(h.app.db, (await createTestUser(h.app.db)).id)).split("=");
    customer.cookies.set(name!, value!);
    expect((await customer.post("/api/transactions/deposits", { amount: 100 })).json().bankDetails).toBeNull();

    await h.app.db.$executeRawUnsafe(MIGRATION);
    const expected = {
      accountHolder: "UAB BaltBid",
      companyCode: "306512341",
      iban: "LT947044060007912345",
      bankName: "AB SEB bankas",
      swift: "CBVILT2X",
      referenceFormat: expect.any(String),
    };
    expect((await h.admin.get("/api/admin/settings/bank-details")).json().data).toEqual(expected);
    expect((await new InjectClient(h.app).get("/api/settings/bank-details")).json().data).toEqual(expected);
    expect((await customer.post("/api/transactions/deposits", { amount: 100 })).json().bankDetails).toEqual(expected);

    // Run again, or over a value it does not know, it changes nothing.
    const after = (await h.app.db.setting.findUniqueOrThrow({ where: { key: "bank" } })).value;
    await h.app.db.$executeRawUnsafe(MIGRATION);
    expect((await h.app.db.setting.findUniqueOrThrow({ where: { key: "bank" } })).value).toEqual(after);
    const unknown = { holder: "Someone", beneficiaryName: "x" };
    await h.app.db.setting.update({ where: { key: "bank" }, data: { value: unknown } });
    await h.app.db.$executeRawUnsafe(MIGRATION);
    expect((await h.app.db.setting.findUniqueOrThrow({ where: { key: "bank" } })).value).toEqual(unknown);
  });
});
