// Server-made texts (e-mails, notifications) in the recipient's locale, from shared/src/i18n/{lt,en}.json with ICU
// message syntax, the same id style as the web's messages.
import { IntlMessageFormat } from "intl-messageformat";
import en from "./en.json" with { type: "json" };
import lt from "./lt.json" with { type: "json" };

export const SERVER_LOCALES = ["lt", "en"] as const;
export type ServerLocale = (typeof SERVER_LOCALES)[number];
export type ServerMessageId = keyof typeof en;

const catalogues: Record<ServerLocale, Record<ServerMessageId, string>> = { en, lt };
/** Every server text of each locale, by id. */
export const SERVER_CATALOGUES: Readonly<Record<ServerLocale, Readonly<Record<ServerMessageId, string>>>> = catalogues;

export const isServerMessageId = (id: unknown): id is ServerMessageId =>
  typeof id === "string" && Object.hasOwn(en, id);
const cache = new Map<string, IntlMessageFormat>();

export function renderMessage(
  locale: ServerLocale,
  id: ServerMessageId,
  params: Record<string, string | number> = {},
): string {
  const key = `${locale}:${id}`;
  let format = cache.get(key);
  if (!format) {
    format = new IntlMessageFormat(catalogues[locale][id], locale);
    cache.set(key, format);
  }
  return String(format.format(params));
}

// English refusal texts back to their ids: a refusal written as plain English (an AppError message, a schema's own
// field message) that is one of the `errors.*` texts is answered in the reader's language. Texts whose placeholders
// are plain `{name}` match with any value there, which is carried over as written; longer texts are tried first.
const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
// Built on first use: the web's bundle, which holds these catalogues precompiled, never asks.
let englishTexts: { id: ServerMessageId; names: string[]; pattern: RegExp }[] | undefined;
function englishTextsOnce() {
  englishTexts ??= (Object.entries(en) as [ServerMessageId, unknown][])
    .filter((entry): entry is [ServerMessageId, string] => typeof entry[1] === "string")
    .filter(([id, text]) => id.startsWith("errors.") && !/\{\s*\w+\s*,/.test(text))
    .sort(([, a], [, b]) => b.length - a.length)
    .map(([id, text]) => {
      const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const pattern = new RegExp(`^${escape(text).replace(/\\\{\w+\\\}|\{\w+\}/g, "(.+?)")}$`);
      return { id, names, pattern };
    });
  return englishTexts;
}

/** The server text whose English `text` is, with the values in its placeholders; undefined when none is. */
export function serverTextOf(text: string): { id: ServerMessageId; params: Record<string, string> } | undefined {
  for (const { id, names, pattern } of englishTextsOnce()) {
    const m = pattern.exec(text);
    if (m) return { id, params: Object.fromEntries(names.map((name, i) => [name, m[i + 1]!])) };
  }
  return undefined;
}

/** A figure as English writes it with thousands grouped ("1,000,000", "12,500.5"). */
const ENGLISH_FIGURE = /^-?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

/**
 * The English `text` said in `locale` when it is one of the server texts, its grouped figures in the locale's own
 * format ("1,000,000" reads "1 000 000" in Lithuanian); undefined when it is none.
 */
export function serverTextIn(locale: ServerLocale, text: string): string | undefined {
  const found = serverTextOf(text);
  if (!found) return undefined;
  const figure = new Intl.NumberFormat(locale, { maximumFractionDigits: 20 });
  const params = Object.fromEntries(
    Object.entries(found.params).map(([name, value]) => [
      name,
      ENGLISH_FIGURE.test(value) ? figure.format(Number(value.replace(/,/g, ""))) : value,
    ]),
  );
  return renderMessage(locale, found.id, params);
}
