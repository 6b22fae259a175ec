// The migration that gives ledger entries written before text ids their id and parameters, read back from the English
// descriptions the old code wrote: every old spelling maps to its id with the same figures, anything else is left.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it, inject } from "vitest";
import { ledgerEntryText } from "@app/shared/money/ledger-text";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../worker/src/testing/isolated-database.ts";

const MIGRATION = readFileSync(
  new URL("../migrations/20261128144150_ledger_entries_keep_their_text_id/migration.sql", import.meta.url),
  "utf8",
);
const BACKFILL = MIGRATION.slice(MIGRATION.indexOf("-- Entries written before"));

let iso: IsolatedDatabase;
let accountId: string;
beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "ledgertext");
  const user = await iso.db.user.create({
    data: {
      email: `l-${randomUUID()}@example.test`,
      passwordHash: "x",
      name: "L",
      surname: "T",
      account: { create: {} },
    },
    include: { account: true },
  });
  accountId = user.account!.id;
}, 60_000);
afterAll(async () => iso?.drop());

/** The old code's dollar amounts: `$` and en-US grouping, up to two decimals. */
const usd = (units: number) =>
  `$${units.toLocaleString("en-US", { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

const reference = fc.stringMatching(/^BB[DW]-[A-Z0-9]{4,8}$/);
const dollars = fc.oneof(
  fc.integer({ min: 1, max: 2_000_000 }),
  fc.integer({ min: 100, max: 9_999_999 }).map((c) => c / 100),
);
const REASONS = {
  cancelled: "Bid cancelled",
  rejected: "Bid rejected",
  lost: "Auction lost",
  withdrawn: "Bid withdrawn by the broker",
  outbid: "Outbid",
} as const;

/** An old description and the id and parameters it stands for (null: none, it stays as written). */
const oldEntry = fc.oneof(
  reference.map((r) => ({ old: `Bank transfer ${r}`, id: "ledger.deposit.bankTransfer", params: { reference: r } })),
  fc
    .tuple(reference, fc.constantFrom(["requested", "requested"], ["paid out", "paidOut"], ["rejected", "rejected"]))
    .map(([r, [word, id]]) => ({
      old: `Withdrawal ${r} ${word}`,
      id: `ledger.withdrawal.${id}`,
      params: { reference: r },
    })),
  dollars.map((d) => ({
    old: `Bid of up to ${usd(d)}: 10% hold`,
    id: "ledger.bid.hold",
    params: { maxBid: d, percent: 10 },
  })),
  dollars.map((d) => ({
    old: `Bid raised to ${usd(d)}: hold topped up to 10%`,
    id: "ledger.bid.raised",
    params: { maxBid: d, percent: 10 },
  })),
  dollars.map((d) => ({
    old: `Buy Now at ${usd(d)}: 10% hold`,
    id: "ledger.buyNow.hold",
    params: { price: d, percent: 10 },
  })),
  fc.constantFrom(...(Object.keys(REASONS) as (keyof typeof REASONS)[])).map((reason) => ({
    old: `${REASONS[reason]}: bid hold released`,
    id: "ledger.bid.released",
    params: { reason },
  })),
  fc.constant({ old: "Buy Now rejected: hold released", id: "ledger.buyNow.rejected", params: {} }),
  fc.constant({ old: "First bill paid: bid hold released", id: "ledger.bill.firstPaid", params: {} }),
  fc
    .constantFrom("win", "departure", "arrival")
    .map((stage) => ({ old: `Bill (${stage}) paid from the balance`, id: "ledger.bill.paid", params: { stage } })),
  fc.constant({ old: "Demo deposit", id: "ledger.deposit.demo", params: {} }),
  // Not one of the old spellings: kept as written.
  fc
    .oneof(
      fc.string().filter((s) => !s.includes("\u0000")),
      fc.constantFrom("Bank transfer", "Bid of up to $: 10% hold", "Bill (other) paid from the balance", "Outbid"),
    )
    .map((old) => ({ old, id: null, params: null })),
);

it("reads every old description back into its text id and figures, and leaves the rest", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(oldEntry, { minLength: 1, maxLength: 12 }), async (entries) => {
      await iso.db.ledgerEntry.deleteMany();
      const ids: string[] = [];
      for (const e of entries) {
        const row = await iso.db.ledgerEntry.create({
          data: {
            accountId,
            type: "hold",
            balanceDeltaCents: 0,
            frozenDeltaCents: 0,
            balanceAfterCents: 0,
            frozenAfterCents: 0,
            description: e.old,
          },
        });
        ids.push(row.id);
      }
      await iso.db.$executeRawUnsafe(BACKFILL);
      for (const [i, e] of entries.entries()) {
        const row = await iso.db.ledgerEntry.findUniqueOrThrow({ where: { id: ids[i] } });
        expect({ id: row.messageId, params: row.params }, e.old).toEqual({ id: e.id, params: e.params });
        expect(row.description).toBe(e.old); // the audit text stays as it was written
        if (e.id) expect(ledgerEntryText("lt", row)).not.toBe(e.old);
        else expect(ledgerEntryText("lt", row)).toBe(e.old);
      }
    }),
    { numRuns: 60 },
  );
});
