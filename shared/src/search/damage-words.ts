// Damage named in a search phrase: "kia front end", "toyota rear", "hail", "flood". The phrase parser
// (docs/product/search.md#phrase-search) leaves such words as keywords; the search reads them as the damage filter
// instead, which finds what the visitor means where the keyword search could not:
// - the providers' damage descriptions are single text-search words when written with a slash ("WATER/FLOOD",
//   "TOP/ROOF", "DENT/SCRATCHES"), so the keyword "flood" found no flood-damaged lot;
// - the damage filter looks at primary and secondary damage, the keyword search at primary damage only;
// - prefixes of common words ("front", "end", "rear") matched tens of thousands of documents at 200,000 lots, which
//   made these phrases the slowest searches (bench/search/README.md).
//
// Decisions:
// - A run of words is damage when it spells a damage description of one of the vocabularies, or one of the readings
//   of a description with a slash (the slash joins two words: "WATER/FLOOD" reads "water" or "flood", "MISSING/ALTERED
//   VIN" "missing vin" or "altered vin"); longest run first. Other words ("front" alone, "end", "missing") stay
//   keywords.
// - A run matches every description with a reading that holds its words in order: "rear" is IAAI's REAR and also
//   REAR END, LEFT REAR, RIGHT REAR, FRONT & REAR; "burn" includes BURN - ENGINE. Two runs ("front end hail") must
//   both hold.
import { DAMAGE_DESCRIPTIONS } from "../reference-data/damage-types.ts";

/** A damage named by a phrase: the words as typed (normalised) and the descriptions they stand for. */
export type NamedDamage = { words: string; types: string[] };

/** Lowercase letters and digits, diacritics dropped: anything else separates words. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * The ways a description reads as words: all of them ("MINOR DENT/SCRATCHES": minor dent scratches), and one per
 * option of each slashed word (minor dent, minor scratches).
 */
function readings(description: string): string[][] {
  const parts = description.split(/\s+/).map((w) => w.split("/"));
  const one = (pick: number) => parts.flatMap((options) => wordsOf(options[Math.min(pick, options.length - 1)]!));
  const widest = Math.max(...parts.map((options) => options.length));
  return [wordsOf(description), ...(widest > 1 ? Array.from({ length: widest }, (_, i) => one(i)) : [])];
}

const DESCRIPTIONS = DAMAGE_DESCRIPTIONS.map((description) => ({ description, readings: readings(description) }));

/** The runs of words that name damage: every reading of every description. */
const NAMES = new Set(DESCRIPTIONS.flatMap((d) => d.readings.map((r) => r.join(" "))));
const LONGEST_NAME = Math.max(...[...NAMES].map((n) => n.split(" ").length));

const containsRun = (words: string[], run: string[]) => words.some((_, i) => run.every((w, j) => words[i + j] === w));

/**
 * Splits a phrase's keywords into the damage they name and the words left over (still keywords). Keywords are
 * split into words on anything but letters and digits, so "dent/scratches" is two words.
 */
export function namedDamage(keywords: string[]): { damage: NamedDamage[]; keywords: string[] } {
  const words = keywords.flatMap(wordsOf);
  const damage: NamedDamage[] = [];
  const left: string[] = [];
  for (let i = 0; i < words.length;) {
    let length = Math.min(LONGEST_NAME, words.length - i);
    while (length > 0 && !NAMES.has(words.slice(i, i + length).join(" "))) length--;
    if (length === 0) {
      left.push(words[i]!);
      i++;
      continue;
    }
    const run = words.slice(i, i + length);
    const types = DESCRIPTIONS.filter((d) => d.readings.some((r) => containsRun(r, run))).map((d) => d.description);
    if (!damage.some((d) => d.words === run.join(" "))) damage.push({ words: run.join(" "), types });
    i += length;
  }
  return { damage, keywords: damage.length ? left : keywords };
}
