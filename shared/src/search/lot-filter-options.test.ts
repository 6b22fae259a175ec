// The airbag and title options over every spelling the providers' samples and the demo catalogue hold, the
// spellings of the documented table (docs/product/search.md#airbag-and-title-options), and re-spellings of them:
// a new spelling must be decided here before it can silently match nothing, or "none".
import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEMO_REFERENCE } from "../catalogue/bundled-demo-reference.ts";
import { generateDemoCatalogue } from "../catalogue/demo-generator.ts";
import type { LotRecord, Platform } from "../catalogue/lot.schemas.ts";
import { adapterFor } from "../catalogue/provider-adapters.ts";
import { loadSample, SAMPLES_DIR } from "../catalogue/samples.test-support.ts";
import { airbagOptionsOf, titleOptionsOf } from "./lot-filter-options.ts";
import { AIRBAG_SPELLINGS, TITLE_SPELLINGS } from "./lot-filter-options.test-support.ts";

/** Every lot the providers' samples and the demo catalogue read into. */
function sampleRecords(): LotRecord[] {
  const records: LotRecord[] = [];
  const read = (platform: Platform, payload: unknown) => {
    const adapter = adapterFor(platform)!;
    for (const item of adapter.extractItems(payload)) {
      const record = adapter.normalise(item);
      if (record) records.push(record);
    }
  };
  for (const name of readdirSync(SAMPLES_DIR).filter((n) => n.endsWith(".json")))
    read(name.split("_")[0] as Platform, loadSample(name));
  const europe = new URL("../../../docs/feeds/samples/europe/", import.meta.url);
  for (const name of readdirSync(europe)) read("europe", JSON.parse(readFileSync(new URL(name, europe), "utf8")));
  const demo = generateDemoCatalogue(DEMO_REFERENCE, { seed: 7, count: 400, now: new Date(), startIndex: 0 });
  for (const item of demo.copart) read("copart", item);
  for (const item of demo.iaai) read("iaai", item);
  return records;
}

/** The same text with its letters' case changed at random and noise (spaces, dashes, dots) around its words. */
const respelt = (text: string) =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: text.length, maxLength: text.length }),
      fc.constantFrom(" ", "  ", "\t", " - ", ". ", "_", " (", ") "),
      fc.constantFrom("", " ", "\t", "  "),
    )
    .map(([upper, gap, edge]) => {
      const cased = [...text].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join("");
      return edge + cased.replace(/ /g, gap) + edge;
    });

/** Text with no word of the airbag rules. */
const unrelated = fc.string({ unit: "grapheme", maxLength: 40 }).filter((s) => !/deploy|intact/i.test(s));

describe("airbagOptionsOf", () => {
  it("gives every airbag report of the samples and the demo catalogue the decided options", () => {
    const seen = new Set(sampleRecords().map((r) => r.airbags));
    expect(seen).toContain("INTACT");
    expect(seen).toContain("DEPLOYED");
    for (const airbags of seen) {
      if (airbags === null) continue;
      expect(AIRBAG_SPELLINGS, `decide the options of "${airbags}"`).toHaveProperty([airbags]);
      expect(airbagOptionsOf(airbags), airbags).toEqual(AIRBAG_SPELLINGS[airbags]);
    }
  });

  it.each(Object.entries(AIRBAG_SPELLINGS))("reads %j as %j", (airbags, options) => {
    expect(airbagOptionsOf(airbags)).toEqual(options);
  });

  it("reads a report the same whatever its case, spacing and punctuation", () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...Object.entries(AIRBAG_SPELLINGS))
          .chain(([text, options]) => respelt(text).map((variant) => [variant, options] as const)),
        ([variant, options]) => {
          expect(airbagOptionsOf(variant)).toEqual(options);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("matches no option, and never none, for a missing state or text that states none", () => {
    expect(airbagOptionsOf(null)).toEqual([]);
    fc.assert(
      fc.property(unrelated, (text) => {
        expect(airbagOptionsOf(text)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it("never says none of a report that says an airbag deployed", () => {
    const words = fc.constantFrom("front", "side", "curtain", "driver", "intact", "and", "airbag", "unknown", "&");
    fc.assert(
      fc.property(fc.array(words, { maxLength: 4 }), fc.array(words, { maxLength: 4 }), (before, after) => {
        const report = [...before, "deployed", ...after].join(" ");
        expect(airbagOptionsOf(report)).not.toContain("none");
      }),
      { numRuns: 300 },
    );
  });
});

describe("titleOptionsOf", () => {
  it("gives every title of the samples and the demo catalogue the decided options", () => {
    const decided = new Map(TITLE_SPELLINGS.map(([t, o]) => [`${t.titleGroup}|${t.titleType}`, o]));
    const seen = sampleRecords().filter((r) => r.titleType !== null);
    expect(seen.map((r) => r.titleType)).toContain("REBUILDABLE");
    for (const r of seen) {
      const key = `${r.titleGroup}|${r.titleType}`;
      expect(decided.has(key), `decide the options of the title ${key}`).toBe(true);
      // The table's options apart from flood, which the lot's damage may add.
      const options = titleOptionsOf({ ...r, primaryDamage: null });
      expect(options, key).toEqual(decided.get(key)!.filter((o) => o !== "flood" || /FLOOD/.test(r.titleType!)));
    }
  });

  it.each(TITLE_SPELLINGS)("reads %j as %j", (title, options) => {
    expect(titleOptionsOf(title)).toEqual(options);
  });

  it("reads a title the same whatever its case, spacing and punctuation", () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...TITLE_SPELLINGS)
          .chain(([title, options]) =>
            fc
              .tuple(respelt(title.titleType ?? ""), respelt(title.primaryDamage ?? ""))
              .map(([titleType, primaryDamage]) => [{ ...title, titleType, primaryDamage }, options] as const),
          ),
        ([title, options]) => {
          expect(titleOptionsOf(title)).toEqual(options);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("goes by the title group alone when the text names no brand, and matches nothing without a group", () => {
    const text = fc.option(
      fc.string({ unit: "grapheme", maxLength: 40 }).filter((s) => !/rebuilt|reconstructed|salvage|flood/i.test(s)),
    );
    fc.assert(
      fc.property(fc.constantFrom("C", "S", "J", null), text, text, (titleGroup, titleType, primaryDamage) => {
        const options = titleOptionsOf({ titleGroup, titleType, primaryDamage });
        expect(options).toEqual(titleGroup === "C" ? ["clean"] : titleGroup === "S" ? ["salvage"] : []);
      }),
      { numRuns: 500 },
    );
  });
});
