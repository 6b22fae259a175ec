// Which airbag and title options of the search (docs/product/search.md#airbag-and-title-options) a lot matches, read
// from what the providers report. The "Lot" trigger of migration airbag_and_title_options_read_provider_spellings
// applies the same rules, written with these same patterns, to store the lot's filter keys;
// api/src/features/search/lot-filter-options.test.ts checks that the two agree on every spelling.
import { AIRBAG_FILTERS, TITLE_FILTERS } from "./search-query.schemas.ts";

export type AirbagOption = (typeof AIRBAG_FILTERS)[number];
export type TitleOption = (typeof TITLE_FILTERS)[number];

/**
 * The patterns, as text both JavaScript and PostgreSQL read alike: they are applied to a phrase of ASCII upper-case
 * words, each with a space before and after (" FRONT DEPLOYED "), so that a word is matched whole.
 */
export const OPTION_PATTERNS = {
  /** What separates the parts of an airbag report ("FRONT DEPLOYED, SIDE INTACT", "DRIVER & PASSENGER DEPLOYED"). */
  part: "[,;|&/+]",
  /** Everything but an ASCII letter breaks words: spelling, accents and punctuation never decide. */
  nonLetters: "[^A-Za-z]+",
  /** A negation and what follows it: "NOT DEPLOYED", "NO AIRBAG DEPLOYED" say nothing deployed. */
  negated: " (NOT|NO|NON|NONE|NEVER) .*$",
  /** An airbag deployed (DEPLOYED, DEPLOYMENT); UNDEPLOYED is one word and does not match. */
  deployed: " DEPLOY",
  /** Airbags stated as not deployed (a negated DEPLOYED says the same). */
  intact: " (INTACT|UNDEPLOY[A-Z]*) ",
  front:
    " (FRONT|FRONTAL|DRIVER|DRIVERS|PASSENGER|PASSENGERS|STEERING|DASH|DASHBOARD|KNEE) (?!(SIDE|SIDES|CURTAIN|CURTAINS) )",
  side: " (SIDE|SIDES|SEAT|SEATS|TORSO|DOOR|DOORS) (?!(CURTAIN|CURTAINS) )",
  curtain: " (CURTAIN|CURTAINS|HEAD|ROOF) ",
  /** A title branded as rebuilt; REBUILDABLE is a salvage certificate (the car is still to be rebuilt). */
  rebuilt: " (REBUILT|RECONSTRUCTED|PRIOR SALVAGE|REVIVED SALVAGE) ",
  flood: " FLOOD",
} as const;

const re = (name: keyof typeof OPTION_PATTERNS) => new RegExp(OPTION_PATTERNS[name]);
const NON_LETTERS = new RegExp(OPTION_PATTERNS.nonLetters, "g");
const PART = re("part");
const NEGATED = re("negated");
const INTACT = re("intact");
const POSITIONS = (["front", "side", "curtain"] as const).map((p) => [p, re(p)] as const);
const REBUILT = re("rebuilt");

/** " FRONT DEPLOYED ": the text's ASCII letters as upper-case words between spaces. */
export const phraseOf = (text: string | null) => ` ${(text ?? "").replace(NON_LETTERS, " ").trim().toUpperCase()} `;

/**
 * The airbag options an airbag report matches: the positions named as deployed (front, side, curtain); "none" when
 * the report says nothing deployed; no option when it is missing or says neither (UNKNOWN, MISSING, a bare
 * DEPLOYED names no position).
 */
export function airbagOptionsOf(airbags: string | null): AirbagOption[] {
  if (airbags === null) return [];
  let deployed = false;
  let intact = false;
  const positions = new Set<AirbagOption>();
  // Parts without a state belong to the next one's statement ("FRONT & SIDE DEPLOYED", "FRONT, SIDE DEPLOYED"); each
  // part names its own positions, so "FRONT & SIDE" is two positions and "FRONT SIDE" one.
  let pending = "";
  let pendingPositions: AirbagOption[] = [];
  for (const part of airbags.split(PART)) {
    const partStated = phraseOf(part).replace(NEGATED, " ");
    pendingPositions.push(...POSITIONS.filter(([, pattern]) => pattern.test(partStated)).map(([p]) => p));
    const words = phraseOf(`${pending} ${part}`);
    if (!words.includes(OPTION_PATTERNS.deployed) && !INTACT.test(words)) {
      pending = `${pending} ${part}`;
      continue;
    }
    const stated = words.replace(NEGATED, " ");
    if (stated.includes(OPTION_PATTERNS.deployed)) {
      deployed = true;
      for (const p of pendingPositions) positions.add(p);
    } else if (INTACT.test(stated) || words.includes(OPTION_PATTERNS.deployed)) {
      intact = true; // "NOT INTACT" says neither
    }
    pending = "";
    pendingPositions = [];
  }
  if (deployed) return AIRBAG_FILTERS.filter((o) => positions.has(o));
  return intact ? ["none"] : [];
}

/**
 * The title options of a lot: clean and salvage by its title group (C, S) unless the title is branded rebuilt;
 * rebuilt by the title's text; flood when the title's text or the primary damage says flood (a flood title is not
 * clean).
 */
export function titleOptionsOf(lot: {
  titleGroup: string | null;
  titleType: string | null;
  primaryDamage: string | null;
}): TitleOption[] {
  const title = phraseOf(lot.titleType);
  const rebuilt = REBUILT.test(title);
  const floodTitle = title.includes(OPTION_PATTERNS.flood);
  const found: Record<TitleOption, boolean> = {
    clean: lot.titleGroup === "C" && !rebuilt && !floodTitle,
    salvage: lot.titleGroup === "S" && !rebuilt,
    rebuilt,
    flood: floodTitle || phraseOf(lot.primaryDamage).includes(OPTION_PATTERNS.flood),
  };
  return TITLE_FILTERS.filter((o) => found[o]);
}
