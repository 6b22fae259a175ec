// Server-made texts (e-mails, notifications) in the recipient's locale, from shared/src/i18n/{lt,en}.json with ICU
// message syntax, the same id style as the web's messages.
import { IntlMessageFormat } from "intl-messageformat";
import en from "./en.json" with { type: "json" };
import lt from "./lt.json" with { type: "json" };

export const SERVER_LOCALES = ["lt", "en"] as const;
export type ServerLocale = (typeof SERVER_LOCALES)[number];
export type ServerMessageId = keyof typeof en;

const catalogues: Record<ServerLocale, Record<ServerMessageId, string>> = { en, lt };
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
