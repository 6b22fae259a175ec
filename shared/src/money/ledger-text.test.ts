import { describe, expect, it } from "vitest";
import en from "../i18n/en.json" with { type: "json" };
import lt from "../i18n/lt.json" with { type: "json" };
import { isLedgerTextId, ledgerEntryText, type LedgerTextId } from "./ledger-text.ts";

const SAMPLE: Record<LedgerTextId, Record<string, string | number>> = {
  "ledger.deposit.bankTransfer": { reference: "BBD-7Q2M" },
  "ledger.deposit.demo": {},
  "ledger.withdrawal.requested": { reference: "BBW-9K1P" },
  "ledger.withdrawal.paidOut": { reference: "BBW-9K1P" },
  "ledger.withdrawal.rejected": { reference: "BBW-9K1P" },
  "ledger.bid.hold": { maxBid: 12500, percent: 10 },
  "ledger.bid.raised": { maxBid: 12500, percent: 10 },
  "ledger.bid.released": { reason: "outbid" },
  "ledger.buyNow.hold": { price: 12500, percent: 10 },
  "ledger.buyNow.rejected": {},
  "ledger.bill.firstPaid": {},
  "ledger.bill.paid": { stage: "departure" },
};

describe("ledger texts", () => {
  it("has a sample for every ledger text of both catalogues, and each renders in lt and en with its figures", () => {
    const ids = (catalogue: object) =>
      Object.keys(catalogue)
        .filter((k) => k.startsWith("ledger."))
        .sort();
    expect(ids(en)).toEqual(Object.keys(SAMPLE).sort());
    expect(ids(lt)).toEqual(Object.keys(SAMPLE).sort());
    for (const [id, params] of Object.entries(SAMPLE)) {
      const entry = { messageId: id, params, description: "old" };
      const [inLt, inEn] = [ledgerEntryText("lt", entry)!, ledgerEntryText("en", entry)!];
      expect(inLt, id).not.toBe(inEn);
      for (const text of [inLt, inEn]) {
        expect(text, id).not.toMatch(/[{}]/);
        if (typeof params.reference === "string") expect(text).toContain(params.reference);
      }
      if ("maxBid" in params || "price" in params) {
        expect(inEn).toContain("$12,500");
        expect(inLt.replace(/\s/g, " ")).toContain("12 500 USD");
      }
    }
  });

  it("keeps an entry's own text when it has no known text id", () => {
    expect(isLedgerTextId("ledger.nope")).toBe(false);
    expect(isLedgerTextId("email.common.signature")).toBe(false);
    for (const messageId of [null, "ledger.nope", "toString", "email.common.signature"])
      expect(ledgerEntryText("lt", { messageId, params: null, description: "Bank transfer BBD-1" })).toBe(
        "Bank transfer BBD-1",
      );
    // Parameters that are not an object render as none.
    expect(ledgerEntryText("en", { messageId: "ledger.bill.firstPaid", params: "x", description: null })).toBe(
      "First bill paid: bid hold released",
    );
  });
});
