// The informational pages' texts (content.{en,lt}.json) outweigh every other UI text together, and only those pages
// need them. So they are not part of the locale bundle every page loads at start (messages-en.ts, messages-lt.ts):
// a content page fetches its locale's file with its own code (components/layouts/content-messages.tsx).
import type { Locale } from "@/lib/intl";

export type ContentMessages = Record<string, string>;

const loaders: Record<Locale, () => Promise<{ default: ContentMessages }>> = {
  lt: () => import("./content.lt.json"),
  en: () => import("./content.en.json"),
};

const pending = new Map<Locale, Promise<ContentMessages>>();

/**
 * One promise per locale for the whole visit: React's use() marks it fulfilled, so only the first content page
 * waits; the next ones read the texts at once.
 */
export function loadContentMessages(locale: Locale): Promise<ContentMessages> {
  let promise = pending.get(locale);
  if (!promise) {
    promise = loaders[locale]().then(({ default: messages }) => messages);
    pending.set(locale, promise);
  }
  return promise;
}
