// The search phrase parser (docs/product/search.md#phrase-parser-strategies): free text -> make, model and leftover
// keywords, with a confidence.
// Above 0.5 the search uses structured make and model filters; otherwise it searches the words.
//
// The text is lowercased and split into words; five strategies run in order, each only while the confidence so far
// is below its threshold, and a later one wins only with a higher confidence:
//   1. exact model phrase (up to 0.95);
//   2. if below 0.9, shortcuts, weight 1.1, capped at 0.95;
//   3. if below 0.9, a make word plus model words by prefix (words over 3 characters): at least min(2, word count)
//      words and 70% -> 0.9, else min(0.7, 0.5 + share);
//   4. if below 0.6, model-first inference: 0.9 x min(0.95, 0.7 + 0.25 x share);
//   5. if below 0.5, aliases: 0.6.
// Words the winning match did not use become keywords. Unless the source is both, the model (code and name) is
// rewritten to the provider's spelling (make-model-mapping.ts): copart F150, iaai 3 Series for a BMW 328i.
//
// Decisions beside the documented strategies (each is tested in search-phrase.test.ts):
// - Words: lowercase, diacritics dropped, split on anything but letters, digits and & + . / -; words compare with
//   hyphens and dots removed and "and" read as "&", so "f-150" = "f150", "cr-v" = "crv" and "town and country" =
//   "Town & Country", but "f 150" (two words) is not exact.
// - A make is "named" when its catalogue name ("mercedes-benz", "land rover") or one of its aliases (MAKE_ALIASES)
//   appears as whole words.
// - Strategy 1, exact: a model's whole name as consecutive words. 0.95 when its make is named, or when the phrase is
//   distinctive (two or more words, or four or more characters) and no other make has a model of that name;
//   else 0.85 ("fit", "gt" of Ford and McLaren). Numeric names ("1500", "3") and generic words ("coupe", "gt",
//   "roadster") count only with their make named. A name that is also a named make of its own ("genesis", "karma")
//   is read as the make unless the model's make is named too. Longer phrases win; then models of a named make.
// - Strategy 2, shortcuts: base 0.9 with the make named, 0.85 without; x 1.1, capped at 0.95.
// - Strategies 3 and 4, "share": the model's words over 3 characters (split on spaces and hyphens; years and the
//   STOP_WORDS of trims, body styles and colours never match) that some unused text word over 3 characters is a
//   prefix of, divided by the number of such model words. A model needs at least one matched word. Ties go to the
//   model that used more text words ("jeep grand cher" -> Grand Cherokee, not Cherokee), then to the one whose
//   short words (3 characters or fewer) also appear ("mercedes c class" -> C-Class, not A-Class), then to fewer
//   words, then alphabetically. Strategy 4 also needs the model's first word to be a matched one,
//   so a trim word cannot pick a model ("sport" is not Bronco Sport).
// - Strategies 3 and 4, popularity: among the models that used exactly the same text words as the best one (the
//   typed words fit them equally well), the one with the most lots wins ("silverad" -> Silverado 1500, not
//   Silverado EV), then the order above. The lot counts are the caller's (`lotCounts`); without them, the order above.
// - Strategy 5, aliases: model aliases first (Mercedes-Benz class shorthands like c300 or gle350, split and joined
//   spellings like "mazda 3", "cx 5", "model3"; MODEL_ALIASES), then make aliases and make names; 0.6 either way.
// - A VIN (17 letters and digits without I, O, Q) or a lot number (5 to 12 digits) is an exact lookup, not a phrase:
//   confidence 0 and the text as the one keyword.
import { lotVinTarget } from "./lot-vin.ts";
import { MAKE_MODEL_CATALOGUE, type CatalogueMake, type CatalogueModel } from "./make-model-catalogue.ts";
import { providerModel, type SearchSource } from "./make-model-mapping.ts";
import type { SearchParseResult } from "./search-phrase.schemas.ts";

/** Confidence above this means structured make and model filters (docs/product/search.md#phrase-search). */
export const STRUCTURED_SEARCH_THRESHOLD = 0.5;

export const EXACT_NAMED_CONFIDENCE = 0.95;
export const EXACT_AMBIGUOUS_CONFIDENCE = 0.85;
export const SHORTCUT_WEIGHT = 1.1;
export const CONFIDENCE_CAP = 0.95;
export const PREFIX_STRONG_CONFIDENCE = 0.9;
export const ALIAS_CONFIDENCE = 0.6;
/** Each strategy runs only while the confidence is below its threshold. */
const RUN_SHORTCUTS_BELOW = 0.9;
const RUN_PREFIX_BELOW = 0.9;
const RUN_MODEL_FIRST_BELOW = 0.6;
const RUN_ALIASES_BELOW = 0.5;

/** Make nicknames and spellings (strategy 5, and how a make is "named"); catalogue names count as well. */
export const MAKE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  BMW: ["beemer", "bimmer", "beamer"],
  "MERCEDES-BENZ": ["mercedes", "benz", "merc", "mercedes benz", "mercedez"],
  VOLKSWAGEN: ["vw", "volks", "volkswagon"],
  CHEVROLET: ["chevy", "chev"],
  "LAND ROVER": ["landrover"],
  "ROLLS-ROYCE": ["rolls royce", "rolls"],
  "ALFA ROMEO": ["alfa"],
  "ASTON MARTIN": ["aston"],
  "MCLAREN AUTOMOTIVE": ["mclaren"],
  LAMBORGHINI: ["lambo"],
  CADILLAC: ["caddy"],
  INFINITI: ["infinity"],
  HYUNDAI: ["hyundia"],
  "BUGATTI RIMAC": ["rimac"],
};

/** The shortcuts (strategy 2): phrase -> make and model code. */
export const SHORTCUTS: readonly { phrase: string; make: string; model: string }[] = [
  { phrase: "grand cherokee", make: "JEEP", model: "GRAND CHEROKEE" },
  { phrase: "f 150", make: "FORD", model: "F-150" },
  { phrase: "f150", make: "FORD", model: "F-150" },
  { phrase: "f 250", make: "FORD", model: "F-250 SUPER DUTY" },
  { phrase: "f250", make: "FORD", model: "F-250 SUPER DUTY" },
  { phrase: "f 350", make: "FORD", model: "F-350 SUPER DUTY" },
  { phrase: "f350", make: "FORD", model: "F-350 SUPER DUTY" },
  { phrase: "mustang", make: "FORD", model: "MUSTANG" },
  { phrase: "camaro", make: "CHEVROLET", model: "CAMARO" },
  { phrase: "corvette", make: "CHEVROLET", model: "CORVETTE" },
  { phrase: "silverado", make: "CHEVROLET", model: "SILVERADO 1500" },
  { phrase: "wrangler", make: "JEEP", model: "WRANGLER" },
  { phrase: "compass", make: "JEEP", model: "COMPASS" },
];

/** Hand-written model aliases (strategy 5); split/joined spellings of catalogue names are generated below. */
export const MODEL_ALIASES: readonly { phrase: string; make: string; model: string }[] = [
  { phrase: "vette", make: "CHEVROLET", model: "CORVETTE" },
  { phrase: "landcruiser", make: "TOYOTA", model: "LAND CRUISER" },
];

/**
 * Mercedes-Benz writes trims as class + engine ("c300", "gle350", "ml350"); they name the class. "e" needs the
 * make named, because E-350 is also a Ford van.
 */
const MERCEDES_CLASSES: Readonly<Record<string, string>> = {
  a: "A-CLASS",
  b: "B-CLASS",
  c: "C-CLASS",
  e: "E-CLASS",
  s: "S-CLASS",
  g: "G-CLASS",
  cl: "CL-CLASS",
  cla: "CLA",
  cle: "CLE",
  clk: "CLK-CLASS",
  cls: "CLS",
  gl: "GL-CLASS",
  gla: "GLA",
  glb: "GLB",
  glc: "GLC",
  gle: "GLE",
  glk: "GLK",
  gls: "GLS",
  ml: "M-CLASS",
  sl: "SL",
  slc: "SLC",
  slk: "SLK",
};
const MERCEDES_TRIM = /^(a|b|c|e|s|g|cl|cla|cle|clk|cls|gl|gla|glb|glc|gle|glk|gls|ml|sl|slc|slk)(\d{2,3})[a-z]?$/;

/** Single words that are models only with their make named. */
const GENERIC_MODEL_WORDS = new Set([
  "coupe",
  "convertible",
  "roadster",
  "hardtop",
  "cabrio",
  "sedan",
  "suv",
  "wagon",
  "van",
  "gt",
  "ss",
  "z",
  "air",
]);

/** Trims, body styles, colours and condition words: never a model word in the prefix strategies. */
const STOP_WORDS = new Set([
  "sport",
  "sports",
  "limited",
  "premium",
  "luxury",
  "touring",
  "base",
  "platinum",
  "titanium",
  "lariat",
  "denali",
  "hybrid",
  "electric",
  "diesel",
  "turbo",
  "coupe",
  "sedan",
  "wagon",
  "convertible",
  "hatchback",
  "truck",
  "pickup",
  "crew",
  "super",
  "duty",
  "classic",
  "edition",
  "clean",
  "salvage",
  "title",
  "runs",
  "drives",
  "damage",
  "front",
  "rear",
  "side",
  "flood",
  "hail",
  "engine",
  "automatic",
  "manual",
  "black",
  "white",
  "silver",
  "gray",
  "grey",
  "blue",
  "green",
  "yellow",
  "orange",
  "brown",
  "gold",
  "purple",
  "beige",
]);

const YEAR = /^(19|20)\d{2}$/;

// ---------------------------------------------------------------------------------------------------------------
// Words

interface Word {
  /** As typed, lowercased. */
  text: string;
  /** Compared form: hyphens and dots removed. */
  key: string;
}

/** Compared form of a word: hyphens and dots removed, and "and" read as "&" ("town and country"). */
const keyOf = (w: string) => (w === "and" ? "&" : w.replace(/[-.]/g, ""));

export function words(text: string): Word[] {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9&+./\-\s]/g, " ")
    .split(/\s+/)
    .map((w) => w.replace(/^[./-]+|[./-]+$/g, ""))
    .filter((w) => w !== "" && keyOf(w) !== "")
    .map((w) => ({ text: w, key: keyOf(w) }));
}

const phraseKeys = (phrase: string) => words(phrase).map((w) => w.key);

/** Model words for the prefix strategies: split on spaces and hyphens. */
function modelWords(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[\s-]+/)
    .map(keyOf)
    .filter(Boolean);
}

// ---------------------------------------------------------------------------------------------------------------
// Indexes, built once

interface ModelEntry {
  make: CatalogueMake;
  model: CatalogueModel;
  keys: string[];
  /** Words over 3 characters (the prefix strategies' words), and the short ones (tie-break). */
  significant: string[];
  short: string[];
  /** Numeric or generic single word: needs the make named. */
  needsMake: boolean;
}

interface Phrase<T> {
  keys: string[];
  value: T;
}

const MODEL_ENTRIES: ModelEntry[] = MAKE_MODEL_CATALOGUE.flatMap((make) =>
  make.models.map((model) => {
    const keys = phraseKeys(model.name);
    const all = modelWords(model.name);
    const single = keys.length === 1 ? (keys[0] ?? "") : "";
    return {
      make,
      model,
      keys,
      significant: all.filter((w) => w.length > 3 && !STOP_WORDS.has(w)),
      short: all.filter((w) => w.length <= 3),
      needsMake: single !== "" && (/^\d+$/.test(single) || GENERIC_MODEL_WORDS.has(single)),
    };
  }),
);

/** Exact phrase -> models (the same name can belong to several makes). */
const EXACT_INDEX = new Map<string, ModelEntry[]>();
for (const e of MODEL_ENTRIES) {
  const k = e.keys.join(" ");
  EXACT_INDEX.set(k, [...(EXACT_INDEX.get(k) ?? []), e]);
}
const MAX_MODEL_WORDS = Math.max(...MODEL_ENTRIES.map((e) => e.keys.length));

const MAKES_BY_CODE = new Map(MAKE_MODEL_CATALOGUE.map((m) => [m.code, m]));

const MAKE_PHRASES: Phrase<CatalogueMake>[] = MAKE_MODEL_CATALOGUE.flatMap((make) =>
  [make.name, make.name.replace(/-/g, " "), ...(MAKE_ALIASES[make.code] ?? [])].map((p) => ({
    keys: phraseKeys(p),
    value: make,
  })),
).sort((a, b) => b.keys.length - a.keys.length);

function entryFor(make: string, model: string): ModelEntry | undefined {
  return MODEL_ENTRIES.find((e) => e.make.code === make && e.model.code === model);
}

const SHORTCUT_PHRASES: Phrase<ModelEntry>[] = SHORTCUTS.flatMap((s) => {
  const entry = entryFor(s.make, s.model);
  return entry ? [{ keys: phraseKeys(s.phrase), value: entry }] : [];
}).sort((a, b) => b.keys.length - a.keys.length);

/** Split and joined spellings of catalogue names: "CX-5" -> "cx 5", "RAV4" -> "rav 4", "Model 3" -> "model3". */
function spellingVariants(name: string): string[] {
  const lower = name.toLowerCase();
  const split = lower
    .replace(/-/g, " ")
    .replace(/([a-z])(\d)/g, "$1 $2")
    .replace(/(\d)([a-z])/g, "$1 $2");
  const joined = lower.replace(/[\s-]+/g, "");
  return [split, joined].filter((v) => v !== lower);
}

const MODEL_ALIAS_PHRASES: Phrase<ModelEntry>[] = [
  ...MODEL_ALIASES.flatMap((a) => {
    const entry = entryFor(a.make, a.model);
    return entry ? [{ keys: phraseKeys(a.phrase), value: entry }] : [];
  }),
  ...MODEL_ENTRIES.filter((e) => !e.needsMake).flatMap((e) =>
    spellingVariants(e.model.name).map((v) => ({ keys: phraseKeys(v), value: e })),
  ),
  // "mazda 3" -> Mazda3: the make's name and the number as two words.
  ...MODEL_ENTRIES.filter((e) => e.keys.length === 1 && e.keys[0]?.startsWith(e.make.name.toLowerCase())).map((e) => ({
    keys: [...phraseKeys(e.make.name), (e.keys[0] ?? "").slice(e.make.name.length)],
    value: e,
  })),
].sort((a, b) => b.keys.length - a.keys.length);

// ---------------------------------------------------------------------------------------------------------------
// Matching

/** Start indexes where `keys` occurs as consecutive words. */
function occurrences(text: Word[], keys: string[]): number[] {
  const found: number[] = [];
  if (keys.length === 0) return found;
  for (let i = 0; i + keys.length <= text.length; i++) {
    if (keys.every((k, j) => text[i + j]?.key === k)) found.push(i);
  }
  return found;
}

const range = (start: number, length: number) => Array.from({ length }, (_, i) => start + i);

interface Mention {
  make: CatalogueMake;
  indexes: number[];
}

/** Named makes, longest phrase first, without overlaps. */
function makeMentions(text: Word[]): Mention[] {
  const used = new Set<number>();
  const byMake = new Map<string, Mention>();
  for (const p of MAKE_PHRASES) {
    for (const start of occurrences(text, p.keys)) {
      const idx = range(start, p.keys.length);
      if (idx.some((i) => used.has(i))) continue;
      idx.forEach((i) => used.add(i));
      const m = byMake.get(p.value.code) ?? { make: p.value, indexes: [] };
      m.indexes.push(...idx);
      byMake.set(p.value.code, m);
    }
  }
  return [...byMake.values()].sort((a, b) => Math.min(...a.indexes) - Math.min(...b.indexes));
}

interface Match {
  confidence: number;
  make: CatalogueMake;
  model: CatalogueModel | null;
  /** Word indexes the match used (model words; the make's mention is added at the end). */
  used: number[];
}

function exactModel(text: Word[], mentions: Mention[]): Match | null {
  const named = new Set(mentions.map((m) => m.make.code));
  const mentionOf = new Map<number, string>();
  for (const m of mentions) for (const i of m.indexes) mentionOf.set(i, m.make.code);
  const candidates: { entry: ModelEntry; start: number; makeNamed: boolean; unique: boolean }[] = [];
  for (let len = Math.min(MAX_MODEL_WORDS, text.length); len >= 1; len--) {
    for (let start = 0; start + len <= text.length; start++) {
      const entries = EXACT_INDEX.get(
        text
          .slice(start, start + len)
          .map((w) => w.key)
          .join(" "),
      );
      if (!entries) continue;
      const makes = new Set(entries.map((e) => e.make.code));
      for (const entry of entries) {
        const makeNamed = named.has(entry.make.code);
        if (entry.needsMake && !makeNamed) continue;
        // "genesis", "karma": the words name another make; read them as that make unless this model's is named.
        const idx = range(start, len);
        if (!makeNamed && idx.every((i) => mentionOf.has(i) && mentionOf.get(i) !== entry.make.code)) continue;
        candidates.push({ entry, start, makeNamed, unique: makes.size === 1 });
      }
    }
  }
  candidates.sort(
    (a, b) =>
      b.entry.keys.length - a.entry.keys.length ||
      Number(b.makeNamed) - Number(a.makeNamed) ||
      b.entry.keys.join("").length - a.entry.keys.join("").length ||
      a.start - b.start ||
      a.entry.make.name.localeCompare(b.entry.make.name),
  );
  const best = candidates[0];
  if (!best) return null;
  const distinctive = best.entry.keys.length >= 2 || best.entry.keys.join("").length >= 4;
  const confidence =
    best.makeNamed || (distinctive && best.unique) ? EXACT_NAMED_CONFIDENCE : EXACT_AMBIGUOUS_CONFIDENCE;
  return {
    confidence,
    make: best.entry.make,
    model: best.entry.model,
    used: range(best.start, best.entry.keys.length),
  };
}

function phraseMatch(
  text: Word[],
  phrases: Phrase<ModelEntry>[],
  named: Set<string>,
  confidenceOf: (makeNamed: boolean) => number,
): Match | null {
  let best: Match | null = null;
  for (const p of phrases) {
    for (const start of occurrences(text, p.keys)) {
      const makeNamed = named.has(p.value.make.code);
      const confidence = confidenceOf(makeNamed);
      // Longer phrases come first; among equals, a model of a named make wins.
      if (!best || confidence > best.confidence) {
        best = { confidence, make: p.value.make, model: p.value.model, used: range(start, p.keys.length) };
      }
    }
  }
  return best;
}

function shortcut(text: Word[], mentions: Mention[]): Match | null {
  const named = new Set(mentions.map((m) => m.make.code));
  return phraseMatch(text, SHORTCUT_PHRASES, named, (makeNamed) =>
    Math.min(CONFIDENCE_CAP, (makeNamed ? 0.9 : EXACT_AMBIGUOUS_CONFIDENCE) * SHORTCUT_WEIGHT),
  );
}

interface PrefixScore {
  entry: ModelEntry;
  matched: number;
  share: number;
  shortHits: number;
  used: number[];
  headMatched: boolean;
}

/** Text words available for prefix matching: unused, over 3 characters, not a year or a stop word. */
function prefixWords(text: Word[], taken: Set<number>): { index: number; key: string }[] {
  return text
    .map((w, index) => ({ index, key: w.key }))
    .filter((w) => !taken.has(w.index) && w.key.length > 3 && !YEAR.test(w.key) && !STOP_WORDS.has(w.key));
}

function prefixScore(entry: ModelEntry, pool: { index: number; key: string }[], text: Word[]): PrefixScore | null {
  if (entry.significant.length === 0) return null;
  const used: number[] = [];
  let matched = 0;
  let headMatched = false;
  entry.significant.forEach((mw) => {
    const hit = pool.find((w) => mw.startsWith(w.key) && !used.includes(w.index));
    if (!hit) return;
    matched++;
    used.push(hit.index);
    if (mw === modelWords(entry.model.name)[0]) headMatched = true;
  });
  if (matched === 0) return null;
  // Short model words ("c" of C-Class) do not count in the share, but when typed they settle ties and are used up.
  const taken = new Set(pool.map((w) => w.index));
  let shortHits = 0;
  for (const sw of entry.short) {
    const index = text.findIndex((w, i) => w.key === sw && !used.includes(i) && (taken.has(i) || w.key.length <= 3));
    if (index < 0) continue;
    shortHits++;
    used.push(index);
  }
  return { entry, matched, share: matched / entry.significant.length, shortHits, used, headMatched };
}

/** Lots per catalogue model, keyed `MAKE|MODEL` in canonical codes (modelKey): the popularity tie-break. */
export type LotCounts = ReadonlyMap<string, number>;
export const modelKey = (make: string, model: string) => `${make}|${model}`;

/**
 * The first of `ranked` (best first), or, among those that used the very same text words as it, the one with the
 * most lots; equal counts keep the ranked order.
 */
function mostCarried<T extends { s: PrefixScore }>(ranked: T[], lotCounts: LotCounts | undefined): T | undefined {
  const top = ranked[0];
  if (!top || !lotCounts?.size) return top;
  const usedKey = (s: PrefixScore) => [...s.used].sort((a, b) => a - b).join(",");
  const lots = (s: PrefixScore) => lotCounts.get(modelKey(s.entry.make.code, s.entry.model.code)) ?? 0;
  let best = top;
  for (const c of ranked) if (usedKey(c.s) === usedKey(top.s) && lots(c.s) > lots(best.s)) best = c;
  return best;
}

const byScore = (a: PrefixScore, b: PrefixScore) =>
  b.share - a.share ||
  b.matched - a.matched ||
  b.shortHits - a.shortHits ||
  a.entry.keys.length - b.entry.keys.length ||
  a.entry.model.name.length - b.entry.model.name.length ||
  a.entry.model.name.localeCompare(b.entry.model.name);

function makeAndModelPrefix(text: Word[], mentions: Mention[], lotCounts?: LotCounts): Match | null {
  let best: Match | null = null;
  for (const mention of mentions) {
    const pool = prefixWords(text, new Set(mentions.flatMap((m) => m.indexes)));
    const scores = MODEL_ENTRIES.filter((e) => e.make.code === mention.make.code)
      .map((e) => prefixScore(e, pool, text))
      .filter((s): s is PrefixScore => s !== null)
      .map((s) => ({
        s,
        confidence:
          s.matched >= Math.min(2, s.entry.significant.length) && s.share >= 0.7
            ? PREFIX_STRONG_CONFIDENCE
            : Math.min(0.7, 0.5 + s.share),
      }))
      .sort((a, b) => b.confidence - a.confidence || byScore(a.s, b.s));
    const top = scores[0];
    const chosen = mostCarried(scores, lotCounts);
    if (top && chosen && (!best || top.confidence > best.confidence)) {
      best = { confidence: top.confidence, make: mention.make, model: chosen.s.entry.model, used: chosen.s.used };
    }
  }
  return best;
}

function modelFirst(text: Word[], mentions: Mention[], lotCounts?: LotCounts): Match | null {
  const pool = prefixWords(text, new Set(mentions.flatMap((m) => m.indexes)));
  if (pool.length === 0) return null;
  const ranked = MODEL_ENTRIES.map((e) => prefixScore(e, pool, text))
    .filter((s): s is PrefixScore => s !== null && s.headMatched)
    .sort(byScore)
    .map((s) => ({ s }));
  const top = ranked[0]?.s;
  const chosen = mostCarried(ranked, lotCounts)?.s;
  if (!top || !chosen) return null;
  return {
    confidence: 0.9 * Math.min(0.95, 0.7 + 0.25 * top.share),
    make: chosen.entry.make,
    model: chosen.entry.model,
    used: chosen.used,
  };
}

function aliases(text: Word[], mentions: Mention[]): Match | null {
  const named = new Set(mentions.map((m) => m.make.code));
  const model = phraseMatch(text, MODEL_ALIAS_PHRASES, named, () => ALIAS_CONFIDENCE);
  if (model) return model;
  const mercedes = MAKES_BY_CODE.get("MERCEDES-BENZ");
  for (const [index, w] of text.entries()) {
    const m = MERCEDES_TRIM.exec(w.key);
    const cls = m?.[1];
    if (!mercedes || !cls || (cls === "e" && !named.has(mercedes.code))) continue;
    const entry = entryFor(mercedes.code, MERCEDES_CLASSES[cls] ?? "");
    if (entry) return { confidence: ALIAS_CONFIDENCE, make: mercedes, model: entry.model, used: [index] };
  }
  const first = mentions[0];
  return first ? { confidence: ALIAS_CONFIDENCE, make: first.make, model: null, used: [] } : null;
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;

const EMPTY: SearchParseResult = {
  confidence: 0,
  make: null,
  makeName: null,
  model: null,
  modelName: null,
  keywords: [],
};

/**
 * The phrase parser (docs/product/search.md#phrase-parser-strategies). `source` picks the provider spelling of the
 * model (both: canonical); `lotCounts` settles prefix matches that fit equally well by how many lots carry each model.
 */
export function parseSearchPhrase(
  text: string,
  source: SearchSource = "copart",
  lotCounts?: LotCounts,
): SearchParseResult {
  const trimmed = typeof text === "string" ? text.trim() : "";
  if (trimmed === "") return { ...EMPTY };
  if (lotVinTarget(trimmed)) return { ...EMPTY, keywords: [trimmed] };

  const ws = words(trimmed);
  const mentions = makeMentions(ws);
  let best: Match | null = exactModel(ws, mentions);
  const confidence = () => best?.confidence ?? 0;
  const consider = (m: Match | null) => {
    if (m && m.confidence > confidence()) best = m;
  };
  if (confidence() < RUN_SHORTCUTS_BELOW) consider(shortcut(ws, mentions));
  if (confidence() < RUN_PREFIX_BELOW) consider(makeAndModelPrefix(ws, mentions, lotCounts));
  if (confidence() < RUN_MODEL_FIRST_BELOW) consider(modelFirst(ws, mentions, lotCounts));
  if (confidence() < RUN_ALIASES_BELOW) consider(aliases(ws, mentions));

  const match: Match | null = best;
  if (!match) return { ...EMPTY, keywords: ws.map((w) => w.text) };
  const used = new Set(match.used);
  for (const m of mentions) if (m.make.code === match.make.code) m.indexes.forEach((i) => used.add(i));
  const model = match.model ? providerModel(source, match.make.code, match.model.code) : null;
  return {
    confidence: round(match.confidence),
    make: match.make.code,
    makeName: match.make.name,
    model: model?.code ?? null,
    modelName: model?.name ?? null,
    keywords: ws.filter((_, i) => !used.has(i)).map((w) => w.text),
  };
}

/** Whether a parse is good enough for structured make and model filters (docs/product/search.md#phrase-search). */
export function usesStructuredFilters(result: SearchParseResult): boolean {
  return result.confidence > STRUCTURED_SEARCH_THRESHOLD;
}
