// How providers re-spell one value: amounts in several locales (grouping with dots, commas, spaces, no-break and thin
// spaces, decimal commas, currency signs) and instants with and without an offset. Each spelling reads back to one
// value, so a case built from it knows what must be stored.

/** Locales whose number formats providers use. */
const LOCALES = ["de-DE", "lt-LT", "fr-FR", "en-US"] as const;

/**
 * Spellings of an amount that read back to exactly `value`. A lone dot or comma before three digits ("12.400",
 * "12,400" in de-DE) names different amounts in different locales, so such spellings always carry the decimals;
 * en-US "12,400" (the feeds' own documented form) and space-grouped integers are unambiguous.
 */
export function amountSpellings(value: number, currency: string): string[] {
  const out = new Set<string>();
  const cents = Math.round(value * 100) % 100 !== 0;
  for (const locale of LOCALES) {
    out.add(new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value));
    out.add(
      new Intl.NumberFormat(locale, {
        style: "currency",
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(value),
    );
    if (!cents && (locale !== "de-DE" || value < 1000))
      out.add(new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value));
  }
  if (!cents) {
    const grouped = groupThousands(value);
    out.add(grouped(" "));
    out.add(grouped("\u00a0"));
    out.add(grouped("\u2009"));
    out.add(grouped("\u202f"));
    out.add(`${grouped(" ")} ${currencySign(currency)}`);
    out.add(`${currencySign(currency)}${grouped(",")}`);
    out.add(`${grouped(",")} ${currency}`);
  }
  return [...out];
}

/** Spellings of a whole count (an odometer): grouped integers only, with and without a unit. */
export function countSpellings(value: number, unit: "mi" | "km"): string[] {
  const grouped = groupThousands(value);
  return [
    ...new Set([
      String(value),
      grouped(","),
      grouped(" "),
      grouped("\u00a0"),
      grouped("\u2009"),
      new Intl.NumberFormat("lt-LT").format(value),
      new Intl.NumberFormat("fr-FR").format(value),
      `${grouped(",")} ${unit}`,
      `${grouped("\u00a0")} ${unit}`,
    ]),
  ];
}

function groupThousands(value: number): (separator: string) => string {
  const digits = String(Math.trunc(value));
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return (separator) => groups.join(separator);
}

function currencySign(currency: string): string {
  return currency === "EUR" ? "€" : currency === "USD" ? "$" : currency;
}

/** The parts of an instant's wall clock in a zone, and the zone's offset then ("+05:45", "-05:00", "+00:00"). */
export function wallClock(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      timeZoneName: "longOffset",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const offset = (parts.timeZoneName ?? "GMT").replace("GMT", "") || "+00:00";
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
    offset,
    us: `${Number(parts.month)}/${Number(parts.day)}/${parts.year} ${((Number(parts.hour) + 11) % 12) + 1}:${parts.minute}:${parts.second} ${Number(parts.hour) < 12 ? "AM" : "PM"}`,
  };
}

/** Spellings of an instant that carry their offset: each names exactly `at`. */
export function instantSpellings(at: Date, opts: { epoch: boolean; usFormat: boolean }): string[] {
  const out = [at.toISOString(), at.toISOString().replace(".000Z", "Z")];
  for (const zone of ["America/New_York", "Europe/Vilnius", "Asia/Kathmandu", "Pacific/Chatham"]) {
    const w = wallClock(at, zone);
    out.push(`${w.date}T${w.time}${w.offset}`);
    if (opts.usFormat) out.push(`${w.us} ${w.offset}`);
  }
  if (opts.epoch) out.push(String(at.getTime()), String(Math.floor(at.getTime() / 1000)));
  return out;
}

/** Spellings of a wall-clock time in `timeZone` without an offset: what they name depends on the provider's zone. */
export function offsetlessSpellings(at: Date, timeZone: string, opts: { usFormat: boolean }): string[] {
  const w = wallClock(at, timeZone);
  const out = [`${w.date}T${w.time}`, `${w.date} ${w.time.slice(0, 5)}`];
  if (opts.usFormat) out.push(w.us);
  return out;
}
