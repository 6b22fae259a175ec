import fc from "fast-check";
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { EUROPE_COUNTRIES } from "@app/shared/catalogue/europe-countries";
import { auctionZone, formatAuctionDate, placeText } from "./lot-format";

const intl = (locale: "lt" | "en") => createIntl({ locale, messages: {} as Record<string, string> });
const instants = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 11, 31) }).map((ms) => new Date(ms));

describe("auction times", () => {
  it("states IAAI's at UTC-5 from March to November and UTC-6 otherwise, whatever the reader's zone", () => {
    fc.assert(
      fc.property(instants, fc.constantFrom("lt" as const, "en" as const), (at, locale) => {
        const zone = auctionZone("iaai", at.toISOString())!;
        const hours = at.getUTCMonth() >= 2 && at.getUTCMonth() <= 10 ? 5 : 6;
        expect(zone.label).toBe(`UTC\u2212${hours}`);
        // The same wall clock as the instant moved back by the offset and read in UTC.
        const wall = new Date(at.getTime() - hours * 3600_000);
        const options = {
          year: "numeric",
          month: "short",
          day: "numeric",
          hour: "2-digit",
          minute: "2-digit",
        } as const;
        const expected = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }).format(wall);
        expect(formatAuctionDate(intl(locale), at.toISOString(), Date.UTC(2000, 0, 1), "iaai")).toBe(
          `${expected} (UTC\u2212${hours})`,
        );
      }),
    );
  });

  it("states every other platform's in the reader's own zone, without a label", () => {
    fc.assert(
      fc.property(instants, fc.constantFrom("copart", "europe", ""), (at, platform) => {
        expect(auctionZone(platform, at.toISOString())).toBeNull();
        const text = formatAuctionDate(intl("en"), at.toISOString(), at.getTime(), platform);
        expect(text).toBe(
          intl("en").formatDate(at, { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" }),
        );
      }),
    );
  });
});

describe("a provider's place", () => {
  it("names its trailing European country, by name or code, in the reader's language, and keeps the rest", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EUROPE_COUNTRIES),
        fc.constantFrom("lt" as const, "en" as const),
        fc.boolean(),
        fc.stringMatching(/^[A-Za-zÀ-ž][A-Za-zÀ-ž .-]{0,20}$/),
        (country, locale, byCode, city) => {
          const local = new Intl.DisplayNames([locale], { type: "region" }).of(country.code)!;
          const text = placeText(locale, `${city}, ${byCode ? country.code : country.name}`);
          expect(text).toBe(`${city}, ${local}`);
        },
      ),
    );
  });

  it("leaves a place with no European country at its end as written", () => {
    for (const place of ["TX - DALLAS", "Dallas, TX", "Springfield, USA", "Paris", ""])
      expect(placeText("lt", place)).toBe(place);
  });
});
