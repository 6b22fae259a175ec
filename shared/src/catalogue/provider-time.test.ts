import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { copartAdapter } from "./copart.adapter.ts";
import { EUROPE_COUNTRIES } from "./europe-countries.ts";
import { europeAdapter } from "./europe.adapter.ts";
import { iaaiAdapter } from "./iaai.adapter.ts";
import { auctionOffsetMinutes, auctionWallClock, iaaiOffsetMinutes, wallClockIn } from "./lot-format.ts";
import { IAAI_ZONE, ianaZone, readProviderTime } from "./provider-time.ts";
import { loadSample, sampleNames } from "./samples.test-support.ts";

const instant = fc.date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2090-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => new Date(Math.floor(d.getTime() / 1000) * 1000)); // prettier-ignore

/** IAAI's wall-clock text: "8/14/2026 1:30:00 PM", month first, no offset. */
function iaaiText(at: Date): string {
  const c = auctionWallClock(at, "iaai", 0)!;
  const s = new Date(at.getTime() + c.offsetMinutes * 60_000).getUTCSeconds();
  const h12 = c.hour % 12 === 0 ? 12 : c.hour % 12;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${c.month}/${c.day}/${c.year} ${h12}:${pad(c.minute)}:${pad(s)} ${c.hour < 12 ? "AM" : "PM"}`;
}

describe("IAAI times", () => {
  it("the display and the reader use one offset rule", () => {
    fc.assert(
      fc.property(instant, (at) => {
        expect(auctionOffsetMinutes(at, "iaai", 180)).toBe(iaaiOffsetMinutes(at));
      }),
    );
  });

  it("a wall-clock time without an offset is read at IAAI's display offset, so it is shown back unchanged", () => {
    fc.assert(
      fc.property(instant, (at) => {
        const text = iaaiText(at);
        const read = readProviderTime(text, IAAI_ZONE);
        expect(read).toHaveProperty("instant");
        const back = (read as { instant: Date }).instant;
        expect(iaaiText(back)).toBe(text);
        const record = iaaiAdapter.normalise({ StockNumber: "44981230", AuctionDateTime: text });
        expect(record?.auctionDate?.getTime()).toBe(back.getTime());
      }),
      { numRuns: 500 },
    );
  });

  it("an explicit offset wins over the display offset", () => {
    expect(iaaiAdapter.normalise({ StockNumber: "1", AuctionDateTime: "8/14/2026 1:30:00 PM +00:00" })?.auctionDate)
      .toEqual(new Date("2026-08-14T13:30:00Z")); // prettier-ignore
    expect(iaaiAdapter.normalise({ StockNumber: "1", AuctionDateTime: "8/14/2026 1:30:00 PM" })?.auctionDate).toEqual(
      new Date("2026-08-14T18:30:00Z"),
    );
    expect(iaaiAdapter.normalise({ StockNumber: "1", AuctionDate: "2026-01-14T08:30:00" })?.auctionDate).toEqual(
      new Date("2026-01-14T14:30:00Z"),
    );
  });
});

describe("European times", () => {
  const zones = EUROPE_COUNTRIES.map((c) => c.timeZone);

  it("a wall-clock end is read in the lot's zone: shown back in that zone it is the same wall clock", () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...zones), fc.boolean(), (at, zone, t) => {
        const wall = wallClockIn(at, zone)!.slice(0, 19);
        const text = t ? wall : wall.replace("T", " ");
        const record = europeAdapter.normalise({ lotNumber: "4107315", auctionEnd: text, auctionTimeZone: zone });
        expect(wallClockIn(record!.auctionDate!, zone)!.slice(0, 19)).toBe(wall);
      }),
      { numRuns: 500 },
    );
  });

  it("without the lot's zone, its country's zone; without either, no date and a warning, never the server's zone", () => {
    const berlin = europeAdapter.read({ lotNumber: "4107315", country: "DE", auctionEnd: "2026-12-02T16:30:00.000" });
    expect(berlin.ok && berlin.record.auctionDate).toEqual(new Date("2026-12-02T15:30:00Z"));
    const nowhere = europeAdapter.read({ lotNumber: "4107315", auctionEnd: "2026-12-02T16:30:00" });
    expect(nowhere).toMatchObject({ ok: true, record: { auctionDate: null }, warnings: [{ field: "auctionDate" }] });
  });
});

describe("Copart times", () => {
  it("epoch milliseconds are instants; text without an offset is read in the yard's zone or refused", () => {
    expect(copartAdapter.normalise({ ln: 1, ad: 1787014800000 })?.auctionDate).toEqual(new Date(1787014800000));
    expect(
      copartAdapter.normalise({ ln: 1, ad: "2026-08-17T21:00:00", ianaTimeZone: "America/New_York" })?.auctionDate,
    ).toEqual(new Date("2026-08-18T01:00:00Z"));
    expect(copartAdapter.read({ ln: 1, ad: "2026-08-17T21:00:00" })).toMatchObject({
      record: { auctionDate: null },
      warnings: [{ field: "auctionDate" }],
    });
  });
});

describe("the times read do not depend on the server's zone", () => {
  const serverZone = process.env.TZ;
  afterAll(() => {
    if (serverZone === undefined) delete process.env.TZ;
    else process.env.TZ = serverZone;
  });

  const pages: [typeof copartAdapter | typeof iaaiAdapter | typeof europeAdapter, unknown][] = [
    ...sampleNames("copart").map((n) => [copartAdapter, loadSample(n)] as [typeof copartAdapter, unknown]),
    ...sampleNames("iaai").map((n) => [iaaiAdapter, loadSample(n)] as [typeof iaaiAdapter, unknown]),
    [
      iaaiAdapter,
      [
        { StockNumber: "1", AuctionDateTime: "3/26/2026 5:00:00 PM" },
        { StockNumber: "2", AuctionDate: "2026-11-30T19:30:00" },
        { StockNumber: "3", AuctionDate: "2026-12-01" },
      ],
    ],
    [
      europeAdapter,
      [
        { lotNumber: "10001", country: "LT", auctionEnd: "2026-03-29 03:30" },
        { lotNumber: "10002", auctionTimeZone: "Europe/Lisbon", auctionEnd: "2026-10-25T01:30:00.500" },
        { lotNumber: "10003", country: "FI", auctionEnd: "2026-12-02" },
        { lotNumber: "10004", auctionEnd: "2026-12-02T16:30:00" },
      ],
    ],
    [copartAdapter, [{ ln: 5, ad: "2026-08-17 21:00", ianaTimeZone: "America/Chicago" }]],
  ];

  function instants(): (string | null)[] {
    return pages.flatMap(([adapter, page]) =>
      adapter.extractItems(page).map((item) => adapter.normalise(item)?.auctionDate?.toISOString() ?? null),
    );
  }

  it("reads the same instants under UTC, New York, Vilnius, Tokyo and Kiritimati", () => {
    const seen = new Map<string, string>();
    const offsets = new Set<number>();
    for (const zone of ["UTC", "America/New_York", "Europe/Vilnius", "Asia/Tokyo", "Pacific/Kiritimati"]) {
      process.env.TZ = zone;
      offsets.add(new Date(2026, 0, 15).getTimezoneOffset());
      seen.set(zone, JSON.stringify(instants()));
    }
    // The zone change took effect, so a reader that used the server's zone would have been caught.
    expect(offsets.size).toBe(5);
    expect(new Set(seen.values()).size).toBe(1);
    expect(JSON.parse(seen.get("UTC")!)).toContain("2026-03-26T22:00:00.000Z");
  });

  it("reads every IANA zone rule the same way under any server zone", () => {
    process.env.TZ = "Pacific/Kiritimati";
    const r = readProviderTime("2026-07-01 12:00", ianaZone("Europe/Vilnius"));
    expect(r).toEqual({ instant: new Date("2026-07-01T09:00:00Z") });
  });
});

describe("time text that is not a time", () => {
  it.each(["soon", "2026-02-30T10:00:00Z", "13/45/2026 99:99:99 PM +99:99", "2026-08-14T25:00", "0/1/2026"])(
    "refuses %j",
    (text) => expect(readProviderTime(text, IAAI_ZONE)).toHaveProperty("refused"),
  );
  it.each([null, "", "12/31/1899 12:00:00 AM", 0])("finds nothing in %j", (v) =>
    expect(readProviderTime(v, IAAI_ZONE)).toEqual({ none: true }),
  );
  it("never throws", () => {
    fc.assert(fc.property(fc.anything(), fc.string(), (a, s) => {
      readProviderTime(a, IAAI_ZONE);
      readProviderTime(s, null);
    })); // prettier-ignore
  });
});
