// The corpus's re-spellings name what its cases expect: every amount spelling reads back its amount (decimals are
// always two digits, groups always three), every instant spelling with an offset names its instant, and a wall clock
// without an offset is that instant's local time in its zone.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountSpellings, countSpellings, instantSpellings, offsetlessSpellings, wallClock } from "./spellings.ts";

/** Reads a spelling whose decimals, if any, are the last two digits after the last dot or comma. */
function readBack(spelling: string): number {
  const kept = spelling.replace(/[^0-9.,]/g, "");
  const decimals = /[.,](\d{2})$/.exec(kept);
  const whole = (decimals ? kept.slice(0, -3) : kept).replace(/[.,]/g, "");
  return Number(whole) + (decimals ? Number(decimals[1]) / 100 : 0);
}

const ZONES = ["UTC", "America/New_York", "America/Chicago", "Europe/Vilnius", "Asia/Kathmandu", "Pacific/Chatham"];
const instants = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) })
  .map((ms) => new Date(ms - (ms % 1000)));

describe("damaged-feed spellings", () => {
  it("spell each amount so that it reads back exactly", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_999_999 }),
        fc.boolean(),
        fc.constantFrom("USD", "EUR"),
        (n, half, currency) => {
          const value = half ? n + 0.5 : n;
          const spellings = amountSpellings(value, currency);
          expect(spellings.length).toBeGreaterThanOrEqual(4);
          for (const s of spellings) expect(readBack(s), s).toBeCloseTo(value, 6);
        },
      ),
    );
  });

  it("spell each count with grouping only", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), fc.constantFrom("mi", "km"), (n, unit) => {
        for (const s of countSpellings(n, unit as "mi" | "km")) expect(Number(s.replace(/\D/g, "")), s).toBe(n);
      }),
    );
  });

  it("spell each instant with an offset that names it", () => {
    fc.assert(
      fc.property(instants, (at) => {
        for (const s of instantSpellings(at, { epoch: true, usFormat: false }))
          expect(/^\d+$/.test(s) ? (s.length === 10 ? Number(s) * 1000 : Number(s)) : Date.parse(s), s).toBe(
            at.getTime(),
          );
      }),
    );
  });

  it("write a wall clock that is the instant's local time in its zone", () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...ZONES), (at, zone) => {
        const w = wallClock(at, zone);
        expect(Date.parse(`${w.date}T${w.time}${w.offset}`)).toBe(at.getTime());
        const [iso] = offsetlessSpellings(at, zone, { usFormat: false });
        expect(iso).toBe(`${w.date}T${w.time}`);
      }),
    );
  });
});
