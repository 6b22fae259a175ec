// A cost line's rule as a server text id and its figures (shared/src/i18n/{lt,en}.json, `costs.*`): the calculator and
// bills say how each amount was found in the reader's language. A line keeps its English rendering (`rule`) as well,
// which is what bills issued before lines kept their text still show.
import { countryName } from "../i18n/country-name.ts";
import { renderMessage, type ServerLocale, type ServerMessageId } from "../i18n/render.ts";

export type LineTextId = Extract<ServerMessageId, `costs.${string}`>;
/** An amount in cents, shown to the cent in the reader's format. */
export type LineMoney = { cents: number; currency: "EUR" | "USD" };
/** A country by its ISO code, named in the reader's language. */
export type LineCountry = { country: string };
export type LineTextParam = string | number | LineMoney | LineCountry | LineText;
export type LineText = { id: LineTextId; params?: Record<string, LineTextParam> };

export const money = (cents: number, currency: "EUR" | "USD"): LineMoney => ({ cents, currency });
export const text = (id: LineTextId, params?: Record<string, LineTextParam>): LineText =>
  params ? { id, params } : { id };

const moneyFormats = new Map<string, Intl.NumberFormat>();
function formatMoney(locale: ServerLocale, { cents, currency }: LineMoney): string {
  const key = `${locale}:${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: 2 });
    moneyFormats.set(key, format);
  }
  return format.format(cents / 100);
}

/** The line text in `locale`, its nested texts, amounts and countries rendered first. */
export function renderLineText(locale: ServerLocale, line: LineText): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(line.params ?? {})) {
    if (typeof value === "string" || typeof value === "number") params[name] = value;
    else if ("cents" in value) params[name] = formatMoney(locale, value);
    else if ("country" in value) params[name] = countryName(locale, value.country);
    else params[name] = renderLineText(locale, value);
  }
  return renderMessage(locale, line.id, params);
}

/** What a stored line says in `locale`: its text when it keeps one, else its English rule as written. */
export function lineRule(locale: ServerLocale, line: { rule: string; text?: LineText | null }): string {
  if (!line.text || typeof line.text !== "object" || typeof line.text.id !== "string") return line.rule;
  try {
    return renderLineText(locale, line.text);
  } catch {
    return line.rule;
  }
}
