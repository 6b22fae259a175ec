// Reference data for the demo catalogue: makes with their models (from data/us-make-model-catalog.json) and the
// Copart yards and IAA branches (from data/towing-rates-yard-to-port.csv). Pure parsers here; the compact result
// is kept in demo-reference.data.json (rebuilt by scripts/build-demo-reference.ts, loaded by
// bundled-demo-reference.ts) so the seed runs from a clone alone.
import { z } from "zod";

export interface DemoMake {
  /** As the catalogue spells it ("Mercedes-Benz"); providers upper-case it. */
  name: string;
  models: string[];
}

export interface DemoYard {
  platform: "copart" | "iaai";
  /** Copart "AL - Birmingham", IAA "Atlanta East". */
  name: string;
  city: string;
  state: string;
  zip: string;
}

export interface DemoReference {
  makes: DemoMake[];
  yards: DemoYard[];
}

const catalogueSchema = z.object({
  makes: z.array(
    z.object({
      name: z.string().min(1),
      models: z.array(z.object({ name: z.string().min(1) })),
    }),
  ),
});

/** data/us-make-model-catalog.json -> makes with model names (sorted, without duplicates). */
export function parseMakeModelCatalogue(json: unknown): DemoMake[] {
  const parsed = catalogueSchema.parse(json);
  return parsed.makes
    .map((m) => ({ name: m.name, models: [...new Set(m.models.map((x) => x.name))].sort() }))
    .filter((m) => m.models.length > 0)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** One CSV line with double-quoted fields ("Los Angeles, CA", "$1320"). */
function csvFields(line: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cur += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (ch === "," && !quoted) {
      out.push(cur);
      cur = "";
    } else {
      cur += ch;
    }
  }
  out.push(cur);
  return out.map((f) => f.trim());
}

// First three ZIP digits -> state (USPS prefix ranges), for IAA branches whose names carry no state.
const ZIP3_RANGES: [number, number, string][] = [
  [5, 5, "NY"],
  [10, 27, "MA"],
  [28, 29, "RI"],
  [30, 38, "NH"],
  [39, 49, "ME"],
  [50, 54, "VT"],
  [55, 55, "MA"],
  [56, 59, "VT"],
  [60, 69, "CT"],
  [70, 89, "NJ"],
  [100, 149, "NY"],
  [150, 196, "PA"],
  [197, 199, "DE"],
  [200, 200, "DC"],
  [201, 201, "VA"],
  [202, 205, "DC"],
  [206, 219, "MD"],
  [220, 246, "VA"],
  [247, 268, "WV"],
  [270, 289, "NC"],
  [290, 299, "SC"],
  [300, 319, "GA"],
  [320, 349, "FL"],
  [350, 369, "AL"],
  [370, 385, "TN"],
  [386, 397, "MS"],
  [398, 399, "GA"],
  [400, 427, "KY"],
  [430, 459, "OH"],
  [460, 479, "IN"],
  [480, 499, "MI"],
  [500, 528, "IA"],
  [530, 549, "WI"],
  [550, 567, "MN"],
  [569, 569, "DC"],
  [570, 577, "SD"],
  [580, 588, "ND"],
  [590, 599, "MT"],
  [600, 629, "IL"],
  [630, 658, "MO"],
  [660, 679, "KS"],
  [680, 693, "NE"],
  [700, 714, "LA"],
  [716, 729, "AR"],
  [730, 732, "OK"],
  [733, 733, "TX"],
  [734, 749, "OK"],
  [750, 799, "TX"],
  [800, 816, "CO"],
  [820, 831, "WY"],
  [832, 838, "ID"],
  [840, 847, "UT"],
  [850, 865, "AZ"],
  [870, 884, "NM"],
  [885, 885, "TX"],
  [889, 898, "NV"],
  [900, 961, "CA"],
  [967, 968, "HI"],
  [970, 979, "OR"],
  [980, 994, "WA"],
  [995, 999, "AK"],
];

export function stateOfZip(zip: string): string | null {
  const z3 = Number(zip.padStart(5, "0").slice(0, 3));
  return ZIP3_RANGES.find(([lo, hi]) => z3 >= lo && z3 <= hi)?.[2] ?? null;
}

const US_STATE_PREFIX = /^([A-Z]{2}) - (.+)$/;

/**
 * data/towing-rates-yard-to-port.csv (Auction, Auction Name, Location, Zip, Port, Rate) -> US yards. Canadian
 * Copart yards are left out: the demo catalogue is US auctions in USD.
 */
export function parseTowingCsv(text: string): DemoYard[] {
  const yards: DemoYard[] = [];
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== "");
  for (const line of lines.slice(1)) {
    const [auction, name, city, zipRaw] = csvFields(line);
    if (!auction || !name || !city || !zipRaw || !/^\d{3,5}$/.test(zipRaw)) continue;
    const zip = zipRaw.padStart(5, "0");
    const zipState = stateOfZip(zip);
    if (auction === "Copart") {
      const state = US_STATE_PREFIX.exec(name)?.[1];
      if (!state || !zipState) continue;
      yards.push({ platform: "copart", name, city, state, zip });
    } else if (auction === "IAA" && zipState) {
      yards.push({ platform: "iaai", name, city, state: zipState, zip });
    }
  }
  return yards;
}

const referenceSchema = z.object({
  makes: z.array(z.object({ name: z.string(), models: z.array(z.string()).min(1) })).min(1),
  yards: z
    .array(
      z.object({
        platform: z.enum(["copart", "iaai"]),
        name: z.string(),
        city: z.string(),
        state: z.string().length(2),
        zip: z.string().regex(/^\d{5}$/),
      }),
    )
    .min(1),
});

export function parseDemoReference(json: unknown): DemoReference {
  return referenceSchema.parse(json);
}
