// The texts of each area of the site arrive with that area's code, not at start: the first page loads only the shell's
// texts (en.json / lt.json, through lib/intl.ts). A lazy page or component names the areas it needs (`withTexts`),
// their locale's files are fetched alongside its code, and AppProvider adds every area loaded so far to the texts
// react-intl sees (`useLoadedTexts`), so a dialog or a header part shows them too.
import { getLocale, type Locale } from "@/lib/intl";

type Texts = Record<string, string>;
type Loader = () => Promise<{ default: Texts }>;

const loaders = {
  admin: { lt: () => import("./admin.lt.json"), en: () => import("./admin.en.json") },
  bidding: { lt: () => import("./bidding.lt.json"), en: () => import("./bidding.en.json") },
  calculator: { lt: () => import("./calculator.lt.json"), en: () => import("./calculator.en.json") },
  content: { lt: () => import("./content.lt.json"), en: () => import("./content.en.json") },
  dashboard: { lt: () => import("./dashboard.lt.json"), en: () => import("./dashboard.en.json") },
  lot: { lt: () => import("./lot.lt.json"), en: () => import("./lot.en.json") },
  lotCard: { lt: () => import("./lot-card.lt.json"), en: () => import("./lot-card.en.json") },
  notifications: { lt: () => import("./notifications.lt.json"), en: () => import("./notifications.en.json") },
  search: { lt: () => import("./search.lt.json"), en: () => import("./search.en.json") },
  showcase: { lt: () => import("./showcase.lt.json"), en: () => import("./showcase.en.json") },
} satisfies Record<string, Record<Locale, Loader>>;

export type TextArea = keyof typeof loaders;

const requested = new Map<string, Promise<void>>();
/** Every area's texts loaded so far, per locale; replaced (never mutated) so that React sees each change. */
let loaded: Record<Locale, Texts> = { lt: {}, en: {} };
const listeners = new Set<() => void>();

/** Fetches the areas' texts once per visit; resolves when they are part of `loadedTexts`. */
export function loadTexts(locale: Locale, areas: readonly TextArea[]): Promise<void> {
  return Promise.all(
    areas.map((area) => {
      const key = `${locale}:${area}`;
      let promise = requested.get(key);
      if (!promise) {
        promise = loaders[area][locale]().then(({ default: texts }) => {
          loaded = { ...loaded, [locale]: { ...loaded[locale], ...texts } };
          for (const listener of listeners) listener();
        });
        // A failed download (offline, a new deploy) is tried again by the next page that needs it.
        promise.catch(() => requested.delete(key));
        requested.set(key, promise);
      }
      return promise;
    }),
  ).then(() => undefined);
}

/** Wraps a lazy module's import so it resolves only once the areas' texts (in the page's locale) are loaded too. */
export function withTexts<T>(areas: readonly TextArea[], load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadTexts(getLocale(), areas)]))[0];
}

export function subscribeTexts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function loadedTexts(locale: Locale): Texts {
  return loaded[locale];
}
