import { describe, expect, it } from "vitest";
import {
  auctionOffsetMinutes,
  auctionWallClock,
  formatAuctionDate,
  formatBid,
  formatCurrency,
  formatOdometer,
  milesToKm,
  parsePrice,
} from "./lot-format.ts";

describe("prices are read by the provider-number rule", () => {
  it.each([
    ["$17,975 USD", 17975],
    ["19700.0", 19700],
    ["1 250 €", 1250],
    ["CA$1,250.50", 1250.5],
    ["$0", 0],
    [" 42 ", 42],
    ["12.400,00", 12400],
    [".5", 0.5],
    [19700, 19700],
    [0, 0],
  ])("%j -> %j", (input, expected) => {
    expect(parsePrice(input)).toBe(expected);
  });

  it.each([
    ["USD"],
    [""],
    ["1.2.3"],
    ["1e12"],
    ["-1.0"],
    [" -5"],
    ["."],
    [null],
    [undefined],
    [Number.NaN],
    [Infinity],
    [-1],
    [{}],
    [[1]],
  ])("%j is not a price", (input) => {
    expect(parsePrice(input)).toBeNull();
  });
});

describe("currency formatting: the documented symbols, no decimals", () => {
  it.each([
    [19700, "USD", "$19,700"],
    [1250, "EUR", "€1,250"],
    [999, "GBP", "£999"],
    [1250, "CAD", "CA$1,250"],
    [1000000, "AUD", "A$1,000,000"],
    [0, "USD", "$0"],
    [1234.49, "USD", "$1,234"],
    [1234.5, "USD", "$1,235"],
    [1250, "PLN", "PLN 1,250"],
  ])("%d %s -> %s", (amount, currency, expected) => {
    expect(formatCurrency(amount, currency)).toBe(expected);
  });
});

describe("the bid text", () => {
  it.each([
    [19700, "USD", "$19,700"],
    ["$1,250", "CAD", "CA$1,250"],
    [null, "USD", "No bids"],
    [undefined, "USD", "No bids"],
    ["n/a", "USD", "No bids"],
    [0, "USD", "No bids"],
    [0.4, "USD", "$0"],
  ])("%j %s -> %s", (bid, currency, expected) => {
    expect(formatBid(bid, currency)).toBe(expected);
  });
});

describe("odometer", () => {
  it.each([
    [55668, 89589],
    [1, 2],
    [10000, 16093],
    [0, 0],
    [null, null],
    [-5, null],
    [Number.NaN, null],
  ])("%j miles -> %j km (x 1.60934, rounded)", (miles, km) => {
    expect(milesToKm(miles)).toBe(km);
  });

  it.each([
    [55668, "55,668 mi"],
    [999, "999 mi"],
    [0, "Unknown"],
    [null, "Unknown"],
    [undefined, "Unknown"],
  ])("%j -> %s", (miles, text) => {
    expect(formatOdometer(miles)).toBe(text);
  });
});

describe("auction-date helper", () => {
  const vilniusSummer = 180;

  it("uses the visitor's offset for copart", () => {
    expect(auctionOffsetMinutes(new Date("2026-08-18T01:00:00Z"), "copart", vilniusSummer)).toBe(180);
    expect(auctionWallClock(1787014800000, "copart", vilniusSummer)).toMatchObject({
      year: 2026,
      month: 8,
      day: 18,
      hour: 4,
      minute: 0,
      offsetMinutes: 180,
    });
    expect(auctionWallClock(1787014800000, "copart", -240)).toMatchObject({ day: 17, hour: 21 });
  });

  it.each([
    ["2026-02-28T23:59:59Z", -360],
    ["2026-03-01T00:00:00Z", -300],
    ["2026-06-15T12:00:00Z", -300],
    ["2026-11-30T23:59:59Z", -300],
    ["2026-12-01T00:00:00Z", -360],
    ["2026-01-01T00:00:00Z", -360],
  ])("iaai at %s is shown at %d minutes, whatever the visitor's offset", (iso, offset) => {
    expect(auctionOffsetMinutes(new Date(iso), "iaai", vilniusSummer)).toBe(offset);
  });

  it("shows an IAAI noon-UTC sale at 7:00 in summer and 6:00 in winter", () => {
    expect(auctionWallClock("2026-08-14T12:00:00Z", "iaai", 120)).toMatchObject({ hour: 7, offsetMinutes: -300 });
    expect(auctionWallClock("2026-01-14T12:00:00Z", "iaai", 120)).toMatchObject({ hour: 6, offsetMinutes: -360 });
  });

  it.each([[null], [undefined], [""], ["not a date"], [Number.NaN], [new Date("x")], [{}], ["2026-08-14T12:00:00"]])(
    "gives null for the invalid date %j (text without an offset would be read in the server's zone)",
    (value) => {
      expect(auctionWallClock(value, "copart", 0)).toBeNull();
      expect(formatAuctionDate(value, "iaai", 0)).toBeNull();
    },
  );

  it("keeps absurd visitor offsets within UTC-14..+14", () => {
    expect(auctionOffsetMinutes(new Date(0), "copart", 100_000)).toBe(840);
    expect(auctionOffsetMinutes(new Date(0), "copart", Number.NaN)).toBe(0);
  });

  it("formats in English and Lithuanian with the offset written out", () => {
    expect(formatAuctionDate(1787014800000, "copart", -240, "en")).toBe("Aug 17, 2026 9:00 PM (UTC-4)");
    expect(formatAuctionDate(1787014800000, "copart", 180, "lt")).toBe("2026-08-18 04:00 (UTC+3)");
    expect(formatAuctionDate("2026-08-14T13:30:00Z", "iaai", 180, "en")).toBe("Aug 14, 2026 8:30 AM (UTC-5)");
    expect(formatAuctionDate("2026-01-10T18:00:00Z", "iaai", 0, "en")).toBe("Jan 10, 2026 12:00 PM (UTC-6)");
    expect(formatAuctionDate("2026-01-10T06:00:00Z", "iaai", 0, "en")).toBe("Jan 10, 2026 12:00 AM (UTC-6)");
    expect(formatAuctionDate("2026-01-10T06:00:00Z", "copart", 330, "lt")).toBe("2026-01-10 11:30 (UTC+5:30)");
  });
});
