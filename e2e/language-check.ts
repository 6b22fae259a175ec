/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// What a language test reads on a page and what it flags: text of the other language, message ids and provider
// codes. Data a reader needs as it is (VIN, lot numbers, make and model, addresses, names, the trade's own terms) is
// marked in the page with `translate="no"` (or a `lang` of its own) and read apart: codes are still looked for in it.
import type { Page } from "playwright-core";
import { PROVIDER_TEXTS } from "@app/shared/catalogue/provider-terms";
import { SERVER_CATALOGUES } from "@app/shared/i18n/render";
import webEn from "../web/src/i18n/messages-en";
import webLt from "../web/src/i18n/messages-lt";

export type Locale = "lt" | "en";

const CATALOGUES: Record<Locale, Record<string, string>> = {
  en: { ...SERVER_CATALOGUES.en, ...webEn },
  lt: { ...SERVER_CATALOGUES.lt, ...webLt },
};

const WORD = /\p{L}[\p{L}'’]*/gu;
const words = (text: string) => (text.match(WORD) ?? []).map((w) => w.toLocaleLowerCase("en"));
const LT_LETTERS = /[ąčęėįšųūž]/i;

/** Every word of a locale's texts, lower-cased. */
const VOCABULARY: Record<Locale, Set<string>> = {
  en: new Set(Object.values(CATALOGUES.en).flatMap(words)),
  lt: new Set(Object.values(CATALOGUES.lt).flatMap(words)),
};

/**
 * Words that mark text of the other language on a page of `locale`: words of the other language's texts that this
 * language's texts never use (3 letters or more), and on English pages any word with a Lithuanian letter.
 */
function foreignWords(locale: Locale, pageWords: string[]): string[] {
  const own = VOCABULARY[locale];
  const other = VOCABULARY[locale === "lt" ? "en" : "lt"];
  return pageWords.filter(
    (w) => !own.has(w) && ((w.length >= 3 && other.has(w)) || (locale === "en" && LT_LETTERS.test(w))),
  );
}

/** Every message id (both locales share them). */
const IDS = new Set(Object.keys(CATALOGUES.en));
const ID_LIKE = /[a-zA-Z][\w-]*(?:\.[\w-]+)+/g;

/** A provider's code: capitals joined by underscores (PURE_SALE, NEVER_BID). */
const SNAKE_CODE = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;
/** Capitalised words the texts themselves write so (VIN, IAAI, EUR, USD, PVM, CVT ...). */
const OWN_CAPITALS = new Set(
  [...Object.values(CATALOGUES.en), ...Object.values(CATALOGUES.lt)].flatMap((t) => t.match(/\b[A-Z]{2,}\b/g) ?? []),
);
/**
 * A provider's own wording in its capitals (RUNS AND DRIVES, FRONT END, HAIL), which a page shows in the reader's
 * words; short codes (RS, WC) are left out, as a model's name may hold them.
 */
const FEED_TEXT = new RegExp(
  `\\b(?:${PROVIDER_TEXTS.filter((t) => t.length >= 4 && !OWN_CAPITALS.has(t))
    .sort((a, b) => b.length - a.length)
    .map((t) => t.replace(/ /g, "[ _/-]+"))
    .join("|")})\\b`,
  "g",
);

export interface PageReading {
  /** Visible text, labels, titles, placeholders and options, outside marked data. */
  text: string;
  /** Visible text inside marked data. */
  data: string;
}

/** What a reader meets on the page: visible text and the attributes a reader or screen reader meets. */
export function readPage(page: Page): Promise<PageReading> {
  return page.evaluate(() => {
    const pageLang = document.documentElement.lang.slice(0, 2);
    const isData = (el: Element) =>
      !!el.closest('[translate="no"]') || (el.closest("[lang]")?.getAttribute("lang") ?? "").slice(0, 2) !== pageLang;
    const visible = (el: Element) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const text: string[] = [];
    const data: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !node.textContent?.trim() || el.closest("script, style, noscript, template")) continue;
      if (!visible(el)) continue;
      (isData(el) ? data : text).push(node.textContent);
    }
    for (const option of document.querySelectorAll("option")) {
      const select = option.closest("select");
      if (select && visible(select)) (isData(option) ? data : text).push(option.textContent ?? "");
    }
    // A sentence may name marked data (a notification's vehicle, the page's title, a photo's alt text): read as data.
    const pieces = data
      .map((d) => d.trim())
      .filter((d) => d.length >= 3)
      .sort((a, b) => b.length - a.length);
    const withoutData = (value: string) => pieces.reduce((rest, piece) => rest.split(piece).join("\n"), value);
    text.push(document.title);
    for (const el of document.querySelectorAll("[placeholder], [aria-label], [title], img[alt]")) {
      if (!visible(el)) continue;
      for (const name of ["placeholder", "aria-label", "title", "alt"]) {
        const value = el.getAttribute(name);
        if (value) (isData(el) ? data : text).push(value);
      }
    }
    return { text: text.map(withoutData).join("\n"), data: data.join("\n") };
  });
}

export interface LanguageFindings {
  /** Words of the other language. */
  foreign: string[];
  /** Message ids shown instead of their text. */
  ids: string[];
  /** Provider codes and feed capitals shown as they came. */
  codes: string[];
}

const unique = (list: string[]) => [...new Set(list)].sort();

/** What is wrong with a page's reading in `locale`; every list empty when nothing is. */
export function languageFindings(locale: Locale, reading: PageReading): LanguageFindings {
  const ids = (reading.text.match(ID_LIKE) ?? []).filter((w) => IDS.has(w));
  const codes = [
    ...(`${reading.text}\n${reading.data}`.match(SNAKE_CODE) ?? []),
    ...(reading.text.match(FEED_TEXT) ?? []),
  ];
  const withoutIds = reading.text.replace(ID_LIKE, (m) => (IDS.has(m) ? " " : m));
  return {
    foreign: unique(foreignWords(locale, words(withoutIds))),
    ids: unique(ids),
    codes: unique(codes),
  };
}

/** The catalogue's words for the tests of this module. */
export const vocabularyOf = (locale: Locale): ReadonlySet<string> => VOCABULARY[locale];
