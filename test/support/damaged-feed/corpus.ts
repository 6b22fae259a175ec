// A damaged-feed corpus for one provider: clean records from the captured samples and the demo generator, and the
// same records damaged every way a live feed damages them (each field missing, null or of the wrong type; odd
// unicode in values and key names; absurd values; numbers and times re-spelt; unknown currencies; bad image entries;
// items that are not objects), spread over listing pages beside whole pages that are truncated, HTML, of an unknown
// shape or a single detail record. Every case carries what ingestion must do with it: keep it (with the exact value
// of the damaged field where the rule is known), keep it with a warning on a field, or skip it with a reason code.
// Seeded: the same seed and `now` give the same corpus.
import fc from "fast-check";
import { Rng } from "@app/shared/catalogue/demo-generator";
import type { LotRecord } from "@app/shared/catalogue/lot.schemas";
import { adapterFor } from "@app/shared/catalogue/provider-adapters";
import { get, remove, set, type LotColumn, type Path, type PlatformKit, type Raw } from "./platforms.ts";
import { amountSpellings, countSpellings, instantSpellings, offsetlessSpellings } from "./spellings.ts";

export type Expectation =
  /** Stored; each listed column holds exactly this value (a Date as its instant). */
  | { kind: "kept"; values: Partial<Record<LotColumn, unknown>>; nonNull?: LotColumn[] }
  /** Stored; the columns are null and the lot carries a warning naming one of them; `values` as for kept. */
  | { kind: "kept-with-warning"; fields: LotColumn[]; values: Partial<Record<LotColumn, unknown>> }
  /** Not stored; counted by the run under this reason code (with the lot number when the item has one). */
  | { kind: "skipped"; code: string };

/** The ingestion rules the damaged cases check. */
export type Rule =
  /** One record that cannot be stored is skipped; the rest of its batch is stored. */
  | "one-bad-record"
  /** One number parser: grouping spaces, no-break and thin spaces, currency signs, separators, decimal comma. */
  | "numbers"
  /** Times without an offset are read in the provider's zone, never the worker's. */
  | "time-zones"
  /** A lot counts once per run. */
  | "counted-once"
  /** A skipped record carries a specific reason code and its lot number. */
  | "skip-reasons"
  /** Implausible values are stored as null with a warning; an unknown currency is a skip. */
  | "plausibility";

export type CorpusCase = {
  id: string;
  /** The ingestion rule the case checks; null for clean volume. */
  rule: Rule | null;
  what: string;
  /** The lot number written into the item; null when the damage removed it (or the item is not an object). */
  lotNumber: string | null;
  page: number;
  expect: Expectation;
};

export type CorpusPage = {
  page: number;
  body: string;
  /** items: a page the adapter reads; failed: a page that must be counted as failed, with a reason. */
  kind: "items" | "failed";
  what: string;
};

export interface DamagedCorpus {
  platform: LotRecord["platform"];
  pages: CorpusPage[];
  cases: CorpusCase[];
  /** Lots of the truncated page: a streaming reader may store those read before the cut; nothing is asserted. */
  unasserted: Set<string>;
  /** Lot numbers listed on two pages (identical items): each counts once per run. */
  listedTwice: string[];
  /** Clean lots that a trimmed detail record updates later (it must change only what it carries), with the new bid. */
  trimmed: { lotNumber: string; currentBid: number }[];
  /** Detail pages holding the trimmed records. */
  trimmedPages: string[];
}

export interface CorpusOptions {
  seed: number;
  /** The first lot number of the corpus; it uses a few thousand after it. */
  firstLot: number;
  /** Clean records for volume. */
  clean?: number;
  itemsPerPage?: number;
  now?: Date;
}

const ODD_TEXTS: [string, (s: string) => string][] = [
  ["a lone high surrogate", (s) => `${s}\ud800`],
  ["a lone low surrogate", (s) => `\udc00${s}`],
  ["a NUL inside", (s) => `${s.slice(0, 2)}\u0000${s.slice(2)}`],
  ["bidi controls", (s) => `\u202e${s}\u202c\u2066x\u2069`],
  ["emoji", (s) => `🚗 ${s} 👨‍👩‍👧`],
  ["combining marks", (s) => `${s}\u0301\u0308\u0323\u0301\u0308`],
  ["10,000 characters", (s) => `${s} ${"Ж".repeat(10_000)}`],
  ["only spaces and controls", () => " \t\u0000\u200b "],
];

/** Odd key names, written beside real keys at several depths. */
const ODD_KEYS = ["fo\u0000o", "\u0000", "\ud800key", "k\u202ee\u0000y"];

const NOT_NUMBERS = ["NaN", "Infinity", "-Infinity", "N/A", "—", "null", "undefined", ""];

const UNKNOWN_CURRENCIES = ["XYZ", "QQQ", "DOLLARS", "€€€"];

/** Image entries that are not pictures. */
const BAD_IMAGE_URLS = ["javascript:alert(1)", "   ", "data:text/html,<script>alert(1)</script>"];

export function buildDamagedCorpus(kit: PlatformKit, opts: CorpusOptions): DamagedCorpus {
  const rng = new Rng(opts.seed);
  const now = opts.now ?? new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const adapter = adapterFor(kit.platform)!;
  const bases = kit.bases(Math.max(opts.clean ?? 150, 20), opts.seed, now);
  let nextLot = opts.firstLot;
  let nextBase = 0;
  const cases: CorpusCase[] = [];
  /** Items in the order they go onto pages, each with the case it belongs to (none: a repeat). */
  const items: { item: unknown; case: CorpusCase | null }[] = [];

  /** A clean, plausible item with a fresh lot number and the values a case can rely on. */
  const fresh = () => {
    const item = structuredClone(bases[nextBase++ % bases.length]!);
    const lotNumber = String(nextLot++);
    const v = {
      currentBid: rng.int(1, 900) * 25,
      buyNow: rng.int(400, 2000) * 25,
      odometer: rng.int(5_000, 240_000),
      year: rng.int(2005, 2024),
      at: new Date(now.getTime() + rng.int(2, 20) * 86_400_000 + rng.int(0, 95) * 900_000),
    };
    kit.plausible(item, v);
    kit.setLotNumber(item, lotNumber);
    if (kit.platform === "europe") item.updatedAt = "2026-11-25T21:04:11Z";
    return { item, lotNumber, v };
  };

  const add = (
    rule: Rule | null,
    what: string,
    damage: (item: Raw, v: ReturnType<typeof fresh>["v"]) => void,
    expect: (v: ReturnType<typeof fresh>["v"], item: Raw) => Expectation,
    opts: { keepsLotNumber?: boolean } = {},
  ) => {
    const { item, lotNumber, v } = fresh();
    damage(item, v);
    const c: CorpusCase = {
      id: `${kit.platform}-${cases.length + 1}`,
      rule,
      what,
      lotNumber: opts.keepsLotNumber === false ? null : lotNumber,
      page: 0,
      expect: expect(v, item),
    };
    cases.push(c);
    items.push({ item, case: c });
    return c;
  };

  const kept = (values: Partial<Record<LotColumn, unknown>> = {}): Expectation => ({ kind: "kept", values });
  const cents = (amount: number) => Math.round(amount * 100);
  const f = kit.fields;

  // A lot listed on two pages (identical items) counts once per run: first on page 1, again on the last page, so
  // the two sightings fall into different write batches.
  const listedTwice: string[] = [];
  for (let i = 0; i < 3; i++) {
    const c = add(
      "counted-once",
      "listed on two pages",
      () => {},
      (v) => kept({ currentBidCents: cents(v.currentBid) }),
    );
    listedTwice.push(c.lotNumber!);
  }

  // Clean volume: stored exactly as the adapter reads the undamaged item.
  for (let i = 0; i < (opts.clean ?? 150); i++)
    add(
      null,
      "a clean record",
      () => {},
      (_v, item) => kept(recordValues(adapter.read(item))),
    );

  // One record must not stop its batch: odd unicode in every text field, in key names at any depth.
  for (const path of f.texts)
    for (const [what, odd] of ODD_TEXTS)
      add(
        "one-bad-record",
        `${path.join(".")}: ${what}`,
        (item) => set(item, path, odd(String(get(item, path) ?? "TEXT"))),
        (v) => kept({ currentBidCents: cents(v.currentBid) }),
      );
  for (const path of f.texts)
    for (const odd of fc.sample(fc.string({ unit: "binary", maxLength: 60 }), { seed: opts.seed, numRuns: 6 }))
      add(
        "one-bad-record",
        `${path.join(".")}: random code points ${JSON.stringify(odd).slice(0, 40)}`,
        (item) => set(item, path, odd),
        (v) => kept({ currentBidCents: cents(v.currentBid) }),
      );
  for (const key of ODD_KEYS)
    for (const depth of oddKeyPlaces(kit))
      add(
        "one-bad-record",
        `key ${JSON.stringify(key)} at ${depth.join(".") || "the top"}`,
        (item) => {
          const at = depth.length ? get(item, depth) : item;
          if (at && typeof at === "object") (at as Raw)[key] = `value of ${key}`;
          else set(item, [...depth, key], "x");
        },
        (v) => kept({ currentBidCents: cents(v.currentBid), buyNowPriceCents: cents(v.buyNow) }),
      );

  // Every field missing, null, of the wrong type, an object or an array (each on its own record).
  const sample = fresh();
  nextLot--; // the sample only lends its key set
  const body = kit.body(sample.item);
  for (const key of Object.keys(body)) {
    if (kit.sweepExcluded.includes(key)) continue;
    const isLotNumber = kit.lotNumberKeys.includes(key);
    const soleLotNumber = isLotNumber && kit.lotNumberKeys.length === 1;
    const value = body[key];
    const variants: [string, (o: Raw) => void][] = [
      ["missing", (o) => delete o[key]],
      ["null", (o) => (o[key] = null)],
      ["an object", (o) => (o[key] = { value })],
      ["an array", (o) => (o[key] = [value])],
    ];
    // A lot number of the wrong type may still be a lot number ("7"): only the other fields get this one.
    if (!isLotNumber)
      variants.push([
        "the wrong type",
        (o) => (o[key] = typeof value === "number" ? `#${value}` : typeof value === "string" ? 7 : "seven"),
      ]);
    for (const [what, damage] of variants) {
      if (soleLotNumber)
        add(
          "skip-reasons",
          `${key} (the lot number) ${what}`,
          (item) => damage(kit.body(item)),
          // Missing or null: there is none; an object or an array where it belongs is not one.
          () => ({ kind: "skipped", code: what === "missing" || what === "null" ? "no-lot-number" : "bad-lot-number" }),
          { keepsLotNumber: false },
        );
      else
        add(
          "one-bad-record",
          `${key} ${what}`,
          (item) => damage(kit.body(item)),
          () => kept(),
        );
    }
  }
  // Copart's lot number comes twice: either alone is enough; neither is a skip.
  if (kit.lotNumberKeys.length > 1)
    add(
      "skip-reasons",
      "no lot number at all",
      (item) => kit.dropLotNumber(item),
      () => ({ kind: "skipped", code: "no-lot-number" }),
      { keepsLotNumber: false },
    );

  // Numbers re-spelt in many locales read back the same amount.
  for (const amount of [rng.int(1_001, 99_999), rng.int(100_000, 999_999), rng.int(1_001, 99_999) + 0.5, 12_400])
    for (const spelling of amountSpellings(amount, kit.currency))
      add(
        "numbers",
        `current bid ${amount} spelt ${JSON.stringify(spelling)}`,
        (item) => set(item, f.currentBid, spelling),
        () => kept({ currentBidCents: cents(amount) }),
      );
  for (const amount of [rng.int(1_001, 99_999), 1_250])
    for (const spelling of amountSpellings(amount, kit.currency).slice(0, 6))
      add(
        "numbers",
        `buy-now price ${amount} spelt ${JSON.stringify(spelling)}`,
        (item) => set(item, f.buyNow, spelling),
        () => kept({ buyNowPriceCents: cents(amount) }),
      );
  const odometerRead = rng.int(10_001, 299_999);
  for (const spelling of countSpellings(odometerRead, f.odometer.unit))
    add(
      "numbers",
      `odometer ${odometerRead} spelt ${JSON.stringify(spelling)}`,
      (item) => set(item, f.odometer.path, spelling),
      () => kept({ [f.odometer.columns[0]!]: odometerRead }),
    );
  add(
    "numbers",
    "the year as text",
    (item) => set(item, f.year, " 2019 "),
    () => kept({ year: 2019 }),
  );

  // Times: with an offset they name one instant; without one they are read in the provider's zone, never the
  // worker's (the corpus test compares the stored values across worker time zones).
  for (const spelling of instantSpellings(new Date(now.getTime() + 5 * 86_400_000 + 37 * 60_000), {
    epoch: kit.platform !== "iaai",
    usFormat: kit.platform === "iaai",
  })) {
    const at = new Date(now.getTime() + 5 * 86_400_000 + 37 * 60_000);
    add(
      "time-zones",
      `auction date spelt ${JSON.stringify(spelling)}`,
      (item) => set(item, f.auctionDate, spelling),
      () => kept({ auctionDate: at }),
    );
  }
  const wallAt = new Date(now.getTime() + 6 * 86_400_000 + 13 * 3_600_000);
  if (kit.platform === "europe") {
    for (const zone of ["Europe/Vilnius", "Europe/Lisbon", "Europe/Berlin"])
      for (const spelling of offsetlessSpellings(wallAt, zone, { usFormat: false }))
        add(
          "time-zones",
          `auction end ${JSON.stringify(spelling)} without an offset, in ${zone}`,
          (item) => {
            item.auctionTimeZone = zone;
            set(item, f.auctionDate, spelling);
          },
          () => kept({ auctionDate: wallAt }),
        );
  } else {
    for (const spelling of offsetlessSpellings(wallAt, "America/Chicago", { usFormat: kit.platform === "iaai" }))
      add(
        "time-zones",
        `auction date ${JSON.stringify(spelling)} without an offset`,
        (item) => set(item, f.auctionDate, spelling),
        () => ({ kind: "kept", values: {}, nonNull: ["auctionDate"] }),
      );
  }

  // Plausibility: absurd values are set aside with a warning, never stored.
  for (const absurd of [1_000_000_000, "1000000000", 2_000_000_000])
    add(
      "plausibility",
      `odometer ${JSON.stringify(absurd)}`,
      (item) => set(item, f.odometer.path, absurd),
      () => ({ kind: "kept-with-warning", fields: f.odometer.columns, values: {} }),
    );
  for (const absurd of [2100, 1800, "2100", 3000])
    add(
      "plausibility",
      `model year ${JSON.stringify(absurd)}`,
      (item) => {
        set(item, f.year, absurd);
        // The European year falls back to the first registration's: without one, the year has no other source.
        if (kit.platform === "europe") delete item.firstRegistration;
      },
      () => ({ kind: "kept-with-warning", fields: ["year"], values: {} }),
    );
  for (const absurd of ["1e12", 1e12, "1E9", 5e10])
    add(
      "plausibility",
      `current bid ${JSON.stringify(absurd)}`,
      (item) => set(item, f.currentBid, absurd),
      () => ({ kind: "kept-with-warning", fields: ["currentBidCents"], values: {} }),
    );
  for (const odd of NOT_NUMBERS)
    add(
      "plausibility",
      `current bid ${JSON.stringify(odd)}`,
      (item) => set(item, f.currentBid, odd),
      () => kept({ currentBidCents: null }),
    );
  add(
    "plausibility",
    "current bid -1 (not given)",
    (item) => set(item, f.currentBid, -1),
    () => kept({ currentBidCents: null }),
  );
  add(
    "plausibility",
    "odometer -5",
    (item) => set(item, f.odometer.path, -5),
    () => kept(Object.fromEntries(f.odometer.columns.map((c) => [c, null]))),
  );
  for (const code of UNKNOWN_CURRENCIES)
    add(
      "plausibility",
      `currency ${JSON.stringify(code)}`,
      (item) => set(item, f.currency, code),
      () => ({ kind: "skipped", code: "unknown-currency" }),
    );
  add(
    "plausibility",
    "currency in lower case with spaces",
    (item) => set(item, f.currency, ` ${kit.currency.toLowerCase()} `),
    () => kept({ currency: kit.currency }),
  );
  for (const what of ["missing", "null"] as const)
    add(
      "plausibility",
      `currency ${what}`,
      (item) => (what === "missing" ? remove(item, f.currency) : set(item, f.currency, null)),
      () => kept({ currency: kit.currency }),
    );
  add(
    "plausibility",
    "image entries that are not pictures",
    (item) => {
      const list = get(item, f.images.path) as unknown[];
      set(item, f.images.path, [
        ...list,
        "counted-once",
        {},
        null,
        [],
        f.images.entry(5 as unknown as string),
        ...BAD_IMAGE_URLS.map((u) => f.images.entry(u)),
      ]);
    },
    (_v, item) => kept({ imageUrls: imageUrlsOf(adapter.read(withImages(item, f.images.path))) }),
  );
  if (kit.platform === "copart") {
    add(
      "plausibility",
      "an empty tsmn beside tmtp",
      (item) => Object.assign(item, { tsmn: "", tmtp: "AUTOMATIC" }),
      () => kept({ transmission: "automatic" }),
    );
    add(
      "plausibility",
      "a blank tsmn beside tmtp",
      (item) => Object.assign(item, { tsmn: "   ", tmtp: "MANUAL" }),
      () => kept({ transmission: "manual" }),
    );
  }

  // Items that are not objects: counted, never dropped unseen.
  for (const notAnObject of [5, "lot", null, [], true])
    items.push({
      item: notAnObject,
      case: pushCase(cases, {
        id: `${kit.platform}-${cases.length + 1}`,
        rule: "skip-reasons",
        what: `an item ${JSON.stringify(notAnObject)}`,
        lotNumber: null,
        page: 0,
        expect: { kind: "skipped", code: "not-an-object" },
      }),
    });

  // Pages: the items in order, with the damaged whole pages between them (never two failed pages in a row).
  const perPage = opts.itemsPerPage ?? 40;
  const pages: CorpusPage[] = [];
  const itemPages: unknown[][] = [];
  for (let i = 0; i < items.length; i += perPage) itemPages.push(items.slice(i, i + perPage).map((x) => x.item));
  const pageOf = new Map<CorpusCase, number>();
  const unasserted = new Set<string>();
  const failed: CorpusPage[] = [
    { page: 0, kind: "failed", what: "HTML instead of JSON", body: "<html><body>Checking your browser…</body></html>" },
    {
      page: 0,
      kind: "failed",
      what: "an unknown shape",
      body: JSON.stringify({ status: "ok", message: "maintenance" }),
    },
    { page: 0, kind: "failed", what: "a JSON string", body: JSON.stringify("no lots today") },
  ];
  // The truncated page's lots are fresh ones no case speaks of.
  const truncatedItems = Array.from({ length: 6 }, () => {
    const { item, lotNumber } = fresh();
    unasserted.add(lotNumber);
    return item;
  });
  const truncatedBody = JSON.stringify(kit.listing(truncatedItems));
  failed.push({
    page: 0,
    kind: "failed",
    what: "a page cut off mid-way",
    body: truncatedBody.slice(0, Math.floor(truncatedBody.length * 0.6)),
  });
  // The failed pages go between item pages, spread out: a run stops after several failed pages in a row.
  const after = new Map(failed.map((p, k) => [Math.floor(((k + 1) * itemPages.length) / (failed.length + 1)) - 1, p]));
  let cursor = 0;
  itemPages.forEach((pageItems, i) => {
    const number = pages.length + 1;
    pages.push({ page: number, kind: "items", what: "a listing page", body: JSON.stringify(kit.listing(pageItems)) });
    for (let j = 0; j < pageItems.length; j++) {
      const c = items[cursor + j]!.case;
      if (c) pageOf.set(c, number);
    }
    cursor += pageItems.length;
    const damaged = after.get(i);
    if (damaged) pages.push({ ...damaged, page: pages.length + 1 });
  });
  // A single detail record as a whole page.
  const detail = add(
    null,
    "a single detail record as a page",
    () => {},
    (v) => kept({ currentBidCents: cents(v.currentBid), buyNowPriceCents: cents(v.buyNow), auctionDate: v.at }),
  );
  const detailItem = items.pop()!.item as Raw;
  pages.push({
    page: pages.length + 1,
    kind: "items",
    what: "a detail record",
    body: JSON.stringify(kit.detail(detailItem)),
  });
  pageOf.set(detail, pages.length);
  // The lots listed twice appear again on a page of their own.
  const repeats = cases.filter((c) => listedTwice.includes(c.lotNumber ?? ""));
  const repeatItems = repeats.map((c) => items.find((x) => x.case === c)!.item);
  pages.push({
    page: pages.length + 1,
    kind: "items",
    what: "lots listed again",
    body: JSON.stringify(kit.listing(repeatItems)),
  });
  for (const c of cases) c.page = pageOf.get(c) ?? 0;

  // Trimmed detail records of known clean lots, for a later run of a detail source.
  const clean = cases.filter((c) => c.rule === null && c.expect.kind === "kept" && c.lotNumber && c !== detail);
  const trimmed = clean.slice(0, 12).map((c) => ({ lotNumber: c.lotNumber!, currentBid: rng.int(1, 900) * 25 + 5 }));
  const trimmedPages = [
    JSON.stringify(kit.listing(trimmed.slice(0, 6).map((t) => kit.trimmedDetail(t.lotNumber, t.currentBid)))),
    ...trimmed.slice(6).map((t) => JSON.stringify(kit.trimmedDetail(t.lotNumber, t.currentBid))),
  ];

  return { platform: kit.platform, pages, cases, unasserted, listedTwice, trimmed, trimmedPages };
}

function pushCase(cases: CorpusCase[], c: CorpusCase): CorpusCase {
  cases.push(c);
  return c;
}

/** Where odd key names go: the top of the item and each nested object the provider sends. */
function oddKeyPlaces(kit: PlatformKit): Path[] {
  if (kit.platform === "copart") return [[], ["dynamicLotDetails"], ["imagesList"], ["imagesList", "content", "0"]];
  if (kit.platform === "iaai") return [[], ["data"]];
  return [[], ["odometer"]];
}

/** The item with only its good image entries: what the damaged one must read back to. */
function withImages(item: Raw, path: Path): Raw {
  const copy = structuredClone(item);
  const list = (get(copy, path) as unknown[]).filter((e) => {
    const url = typeof e === "string" ? e : e && typeof e === "object" ? (e as Raw).fullUrl : null;
    return typeof url === "string" && /^(https?:\/\/|\/)/.test(url);
  });
  set(copy, path, list);
  return copy;
}

function imageUrlsOf(outcome: ReturnType<NonNullable<ReturnType<typeof adapterFor>>["read"]>): string[] {
  if (!outcome.ok) throw new Error(`a clean item did not read: ${outcome.reason.code}`);
  return outcome.record.imageUrls;
}

/** Every column of a clean item's record, as the store must keep it (absent optional columns are null). */
function recordValues(
  outcome: ReturnType<NonNullable<ReturnType<typeof adapterFor>>["read"]>,
): Partial<Record<LotColumn, unknown>> {
  if (!outcome.ok) throw new Error(`a clean item did not read: ${outcome.reason.code} ${outcome.reason.message}`);
  const { originalData: _, ...columns } = outcome.record;
  return columns;
}

/** The pages with every item's `updatedAt` moved on: a change that is no change of the lot (the European feed's updatedAt is ignored). */
export function restamped(pages: CorpusPage[], updatedAt: string): CorpusPage[] {
  return pages.map((p) => {
    if (p.kind !== "items") return p;
    const payload = JSON.parse(p.body) as unknown;
    const stamp = (v: unknown) => {
      if (v && typeof v === "object" && !Array.isArray(v) && "lotNumber" in v) (v as Raw).updatedAt = updatedAt;
    };
    const lots = Array.isArray(payload) ? payload : ((payload as Raw).lots ?? get(payload, ["data", "lots"]));
    if (Array.isArray(lots)) lots.forEach(stamp);
    else stamp(payload);
    return { ...p, body: JSON.stringify(payload) };
  });
}

/** Clean, plausible items with consecutive lot numbers from `firstLot` (listings of a known size). */
export function cleanItems(
  kit: PlatformKit,
  opts: { seed: number; firstLot: number; count: number; now?: Date },
): { lotNumber: string; item: Raw }[] {
  const rng = new Rng(opts.seed);
  const now = opts.now ?? new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const bases = kit.bases(Math.max(opts.count, 4), opts.seed, now);
  return Array.from({ length: opts.count }, (_, i) => {
    const item = structuredClone(bases[i % bases.length]!);
    const lotNumber = String(opts.firstLot + i);
    kit.plausible(item, {
      currentBid: rng.int(1, 900) * 25,
      buyNow: rng.int(400, 2000) * 25,
      odometer: rng.int(5_000, 240_000),
      year: rng.int(2005, 2024),
      at: new Date(now.getTime() + rng.int(2, 20) * 86_400_000),
    });
    kit.setLotNumber(item, lotNumber);
    return { lotNumber, item };
  });
}
