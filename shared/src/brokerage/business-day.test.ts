import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { BUSINESS_TIME_ZONE, businessDay } from "./business-day.ts";

/** An independent reading of the wall clock in Vilnius: "2026-03-29 00:00:00.000". */
const wall = (at: Date) => {
  const f = new Intl.DateTimeFormat("sv-SE", {
    timeZone: BUSINESS_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    fractionalSecondDigits: 3,
    hourCycle: "h23",
  });
  return f.format(at).replace(",", ".");
};
const dateOf = (at: Date) => wall(at).slice(0, 10);

const SERVER_ZONES = [
  "UTC",
  "Europe/Vilnius",
  "America/Los_Angeles",
  "Asia/Tokyo",
  "Pacific/Kiritimati",
  "Pacific/Pago_Pago",
];
const instant = fc.date({
  min: new Date("1995-01-01T00:00:00Z"),
  max: new Date("2100-12-31T00:00:00Z"),
  noInvalidDate: true,
});
// Around the changes of summer time (the last Sundays of March and October) and around midnight, where mistakes hide.
const nearEdges = fc
  .record({
    year: fc.integer({ min: 2020, max: 2040 }),
    month: fc.constantFrom(2, 9, 0, 6),
    day: fc.integer({ min: 24, max: 31 }),
    minutes: fc.integer({ min: -180, max: 180 }),
  })
  .map(({ year, month, day, minutes }) => new Date(Date.UTC(year, month, day, 21, 0) + minutes * 60_000));

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe("businessDay", () => {
  it("is the Vilnius calendar day around the instant: from its midnight to the next, whatever the server's zone", () => {
    fc.assert(
      fc.property(fc.oneof(instant, nearEdges), fc.constantFrom(...SERVER_ZONES), (at, zone) => {
        process.env.TZ = zone;
        const { start, end } = businessDay(at);
        expect(start.getTime()).toBeLessThanOrEqual(at.getTime());
        expect(end.getTime()).toBeGreaterThan(at.getTime());
        expect(wall(start)).toBe(`${dateOf(at)} 00:00:00.000`);
        expect(wall(end).slice(11)).toBe("00:00:00.000");
        expect(dateOf(new Date(start.getTime() - 1))).not.toBe(dateOf(at));
        expect(dateOf(new Date(end.getTime() - 1))).toBe(dateOf(at));
        expect([23, 24, 25]).toContain((end.getTime() - start.getTime()) / 3_600_000);
        process.env.TZ = "UTC";
        expect(businessDay(at)).toEqual({ start, end });
      }),
      { numRuns: 1_000 },
    );
  });

  it("knows the short and the long day of summer time", () => {
    const spring = businessDay(new Date("2026-03-29T12:00:00Z"));
    expect(spring).toEqual({ start: new Date("2026-03-28T22:00:00Z"), end: new Date("2026-03-29T21:00:00Z") });
    const autumn = businessDay(new Date("2026-10-25T12:00:00Z"));
    expect(autumn).toEqual({ start: new Date("2026-10-24T21:00:00Z"), end: new Date("2026-10-25T22:00:00Z") });
    // 23:59:59.999 in Vilnius is still the same day; a millisecond later the next has begun.
    expect(businessDay(new Date("2026-01-14T21:59:59.999Z")).start).toEqual(new Date("2026-01-13T22:00:00Z"));
    expect(businessDay(new Date("2026-01-14T22:00:00.000Z")).start).toEqual(new Date("2026-01-14T22:00:00Z"));
  });
});
