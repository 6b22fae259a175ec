// The one reader of numbers in provider text (docs/feeds/copart.md#numbers): amounts, odometers, years, cylinders.
// Written here rather than taken from a library: the locale-aware parsers need the locale, and a provider page does
// not say which one its text was written in, so the grouping and decimal marks are told apart from the text itself.

/** A number read, nothing there (null, empty, no digit at all), or text refused with the reason. */
export type ProviderNumber = { value: number } | { none: true } | { refused: string };

// Spaces of every kind (no-break, thin, narrow no-break) and apostrophes group digits: "12 400", "1'250", "1’250".
const GROUP_SPACE = /[\s\u00a0\u2007\u2009\u202f'’]/;
/** A run of digits with its marks and grouping spaces; a sign or a leading mark may come first. */
const NUMBER_RUN = /[-+\u2212]?[.,]?\d(?:[\d.,\s\u00a0\u2007\u2009\u202f'’]*\d)?/g;
// More digits than a double holds exactly.
const MAX_DIGITS = 15;

/** Digits grouped by threes after a first group of one to three digits that does not start with 0. */
function isGrouped(parts: string[]): boolean {
  const [head, ...rest] = parts;
  return head !== undefined && /^[1-9]\d{0,2}$/.test(head) && rest.length > 0 && rest.every((p) => /^\d{3}$/.test(p));
}

/**
 * Reads one number from provider text. Spaces and currency signs or codes are noise ("$17,975 USD", "1 250 €").
 * The decimal mark: with two different marks, the last is decimal ("12.400,00", "12,400.50"); one mark used more
 * than once groups ("1.234.567"); a lone mark is grouping when exactly three digits follow it and the digits before
 * form a group ("1.250" and "61,830" are 1250 and 61830), else decimal ("19700.0", "0,125", "1,5"); after grouping
 * spaces, a lone mark is decimal ("1 234,567"). Exponent notation and text holding two numbers are refused.
 */
export function readProviderNumber(v: unknown): ProviderNumber {
  if (v === null || v === undefined) return { none: true };
  if (typeof v === "number") return Number.isFinite(v) ? { value: v } : { refused: "not a finite number" };
  if (typeof v !== "string") return { refused: "not a number or text" };
  if (!/\d/.test(v)) return { none: true };
  if (/\d\s*[eE][+-]?\d/.test(v)) return { refused: "exponent notation" };
  const runs = v.match(NUMBER_RUN) ?? [];
  if (runs.length !== 1) return { refused: "two numbers in one value" };
  let run = runs[0]!;
  const spaced = GROUP_SPACE.test(run);
  if (spaced) {
    // Spaces group the whole part only: "12 400,50"; "12 5" or "12 400 12 500" are two numbers.
    const wholePart = run.replace(/^[-+\u2212]/, "").split(/[.,]/)[0]!;
    const groups = wholePart.split(new RegExp(`${GROUP_SPACE.source}+`));
    if (!isGrouped(groups) || /[.,].*\d[\s\u00a0\u2007\u2009\u202f'’]/.test(run))
      return { refused: "two numbers in one value" };
    run = run.replace(new RegExp(GROUP_SPACE.source, "g"), "");
  }
  const negative = /^[-\u2212]/.test(run);
  run = run.replace(/^[-+\u2212]/, "");
  const marks = run.replace(/\d/g, "");
  let whole: string;
  let fraction = "";
  if (marks === "") whole = run;
  else {
    const last = marks[marks.length - 1]!;
    const other = last === "." ? "," : ".";
    const lastAt = run.lastIndexOf(last);
    const lastUsedOnce = run.indexOf(last) === lastAt;
    const tail = run.slice(lastAt + 1);
    if (marks.includes(other)) {
      // Two kinds: the last must come once and be decimal; the other groups.
      if (!lastUsedOnce) return { refused: "grouping marks out of place" };
      whole = run.slice(0, lastAt);
      fraction = tail;
      if (!isGrouped(whole.split(other))) return { refused: "grouping marks out of place" };
      whole = whole.split(other).join("");
    } else if (!lastUsedOnce) {
      if (!isGrouped(run.split(last))) return { refused: "grouping marks out of place" };
      whole = run.split(last).join("");
    } else {
      const head = run.slice(0, lastAt);
      const grouping = !spaced && tail.length === 3 && (head === "" ? false : isGrouped([head, tail]));
      if (grouping) whole = head + tail;
      else {
        whole = head === "" ? "0" : head;
        fraction = tail;
      }
    }
  }
  if (whole.length + fraction.length > MAX_DIGITS) return { refused: "too many digits" };
  const n = Number(fraction === "" ? whole : `${whole}.${fraction}`);
  if (!Number.isFinite(n)) return { refused: "not a finite number" };
  return { value: negative && n !== 0 ? -n : n };
}

/** The number, or null when there is none or it was refused. */
export function parseProviderNumber(v: unknown): number | null {
  const r = readProviderNumber(v);
  return "value" in r ? r.value : null;
}
