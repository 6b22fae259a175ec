// The search's kept items (search-items.ts): an item rendered from memory is the normalised lot the normaliser
// makes at the answer's time, clock fields included; rows are read only for lots not kept at the page's version.
import { describe, expect, it } from "vitest";
import { copartAdapter } from "@app/shared/catalogue/copart.adapter";
import { iaaiAdapter } from "@app/shared/catalogue/iaai.adapter";
import type { LotRecord } from "@app/shared/catalogue/lot.schemas";
import { toNormalisedLot } from "@app/shared/catalogue/normalised-lot";
import { loadSample } from "@app/shared/catalogue/samples.test-support";
import { SearchItems, type VersionedRow } from "./search-items.ts";

const copart = copartAdapter.normalise(loadSample("copart_lotdetails_64951306_klubko04-car-bid-tracker.json"))!;
const iaai = iaaiAdapter.normalise(loadSample("iaai_mobile_inventorydetails_44981230_CarTrap.json"))!;
const SALE = copart.auctionDate!.getTime();
const HOUR = 3600_000;

function row(id: string, record: LotRecord, over: Partial<LotRecord> = {}, version = "1"): VersionedRow {
  const { originalData: _raw, ...stored } = { ...record, ...over };
  return { ...stored, id, enteredById: null, version } as unknown as VersionedRow;
}

const ROWS = [
  row("a", copart),
  row("b", copart, { lotNumber: "1", isSold: true, bidStatus: "SOLD" }),
  row("c", copart, { lotNumber: "2", buyNowPriceCents: 900_000, auctionDate: new Date(SALE + 5 * 24 * HOUR) }),
  row("d", copart, { lotNumber: "3", lotAuctionStatus: "WITHDRAWN" }),
  row("e", iaai),
  row("f", iaai, { lotNumber: "4", auctionDate: null }),
  row("h", iaai, { lotNumber: "6", title: "2019 ŠKODA OCTAVIA — Köln", location: "DE - KÖLN" }), // UTF-8 bytes
  row("g", copart, { lotNumber: "5", buyNowPriceCents: null, buyNowUrl: null }),
];

/** The normaliser's answer for a row at `now`, as JSON carries it. */
const expected = (r: VersionedRow, now: Date) => {
  const { version: _v, ...stored } = r;
  return JSON.parse(JSON.stringify(toNormalisedLot({ ...stored, originalData: undefined }, now)));
};

/** The items of an answer, as a client reads its JSON. */
const itemsOf = (page: { chunks: Buffer[] }) => JSON.parse(Buffer.concat(page.chunks).toString("utf8"));

const reader = (rows: VersionedRow[]) => {
  const calls: string[][] = [];
  const read = async (ids: string[]) => {
    calls.push(ids);
    return rows.filter((r) => ids.includes(r.id));
  };
  return { calls, read };
};

describe("search items", () => {
  it("renders every lot as the normaliser does at the answer's time, as its clock moves on", async () => {
    const items = new SearchItems(1 << 20);
    const refs = ROWS.map((r) => ({ id: r.id, version: r.version }));
    const { read } = reader(ROWS);
    // A day before the sale, during it (live), and two days after (ended): kept at the first, rendered at each.
    for (const now of [new Date(SALE - 24 * HOUR), new Date(SALE + HOUR / 2), new Date(SALE + 48 * HOUR)]) {
      const page = await items.render(refs, now, read);
      expect(itemsOf(page)).toEqual(ROWS.map((r) => expected(r, now)));
    }
    // The same kept lot (g, no buy-now offer) through its sale.
    const status = async (now: Date) => itemsOf(await items.render(refs.slice(-1), now, read))[0].status;
    expect(await status(new Date(SALE - 24 * HOUR))).toBe("Upcoming");
    expect(await status(new Date(SALE + HOUR / 2))).toBe("Live Now");
    expect(await status(new Date(SALE + 48 * HOUR))).toBe("Ended");
  });

  it("reads only the rows of lots not kept, or kept at another version", async () => {
    const items = new SearchItems(1 << 20);
    const now = new Date(SALE - HOUR);
    const { calls, read } = reader(ROWS);
    const refs = ROWS.slice(0, 3).map((r) => ({ id: r.id, version: r.version }));
    expect((await items.render(refs, now, read)).read).toBe(3);
    expect((await items.render(refs, now, read)).read).toBe(0);
    // Lot b was written (a new row version): its row is read again, and the answer shows it as it is now.
    const written = row("b", copart, { lotNumber: "1", currentBidCents: 2_345_600 }, "2");
    const after = reader([written]);
    const page = await items.render([refs[0]!, { id: "b", version: "2" }, refs[2]!], now, after.read);
    expect(after.calls).toEqual([["b"]]);
    expect(page.read).toBe(1);
    expect(itemsOf(page)[1]).toEqual(expected(written, now));
    expect(itemsOf(page)[1]).toMatchObject({ currentBid: 23_456, status: "Buy Now" });
    expect(calls).toHaveLength(1);
  });

  it("answers a whole page even when it keeps none of it, and leaves out a lot deleted meanwhile", async () => {
    const items = new SearchItems(1); // room for nothing
    const now = new Date(SALE - HOUR);
    const { read } = reader(ROWS.filter((r) => r.id !== "c"));
    const refs = ROWS.map((r) => ({ id: r.id, version: r.version }));
    const page = await items.render(refs, now, read);
    expect(itemsOf(page).map((i: { lotNumber: string }) => i.lotNumber)).toEqual(
      ROWS.filter((r) => r.id !== "c").map((r) => r.lotNumber),
    );
    expect(items.size).toBe(0);
    expect((await items.render(refs, now, read)).read).toBe(ROWS.length);
  });
});
