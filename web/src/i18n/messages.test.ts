import { describe, expect, it } from "vitest";
import { PROVIDER_TERMS } from "@app/shared/catalogue/provider-terms";
import en from "./messages-en";
import lt from "./messages-lt";

// Ids whose text is the same in both languages on purpose: brand names, language autonyms, codes, and the title
// types the Lithuanian trade says in English (docs/product/glossary.md).
const SAME_IN_BOTH = new Set<string>([
  "calculator.titleGroup.salvage",
  "lot.value.titleGroup.s",
  "search.sidebar.title.salvage",
  "lots.term.titleSalvage",
  "app.brand.name",
  "layout.language.lt",
  "layout.language.en",
  "layout.language.ltName",
  "layout.language.enName",
  "errors.notFound.code",
]);

// Every area's texts, the shell's included: one catalogue per language.
const messages = { en, lt } as Record<"en" | "lt", Record<string, string>>;

/** Text with the ICU arguments removed; a value with no letters left (numbers, symbols) needs no translation. */
function hasWords(value: string): boolean {
  return /\p{L}/u.test(value.replace(/\{[^{}]*\}/g, ""));
}

/** Top-level and nested ICU argument names, e.g. {count, plural, ...} -> count. */
function argumentNames(value: string): string[] {
  return [...value.matchAll(/\{\s*([A-Za-z_]\w*)\s*(?:,|\})/g)].map((m) => m[1] ?? "").sort();
}

/** Rich-text tags such as <terms>...</terms>. */
function tagNames(value: string): string[] {
  return [...value.matchAll(/<([A-Za-z]\w*)>/g)].map((m) => m[1] ?? "").sort();
}

describe("UI messages", () => {
  it("have the same ids in Lithuanian and English", () => {
    const ltIds = Object.keys(messages.lt).sort();
    const enIds = Object.keys(messages.en).sort();
    expect(
      ltIds.filter((id) => !(id in messages.en)),
      "only in Lithuanian",
    ).toEqual([]);
    expect(
      enIds.filter((id) => !(id in messages.lt)),
      "only in English",
    ).toEqual([]);
  });

  it("translate every lt text instead of copying the English one", () => {
    const untranslated = Object.keys(messages.lt).filter(
      (id) => !SAME_IN_BOTH.has(id) && messages.lt[id] === messages.en[id] && hasWords(messages.lt[id] ?? ""),
    );
    expect(untranslated).toEqual([]);
  });

  it("use the same ICU arguments and rich-text tags in both languages", () => {
    const mismatched = Object.keys(messages.en).filter((id) => {
      const a = messages.en[id] ?? "";
      const b = messages.lt[id] ?? "";
      return argumentNames(a).join() !== argumentNames(b).join() || tagNames(a).join() !== tagNames(b).join();
    });
    expect(mismatched).toEqual([]);
  });

  it("use flat dotted ids of at least three lowercase-initial segments", () => {
    const bad = Object.keys(messages.en).filter((id) => !/^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*){2,}$/.test(id));
    expect(bad).toEqual([]);
  });

  it("name every provider term the lot tables can give, and no other", () => {
    const termIds = Object.keys(en).filter((id) => id.startsWith("lots.term."));
    expect(termIds.map((id) => id.slice("lots.term.".length)).sort()).toEqual([...PROVIDER_TERMS].sort());
  });

  it("contain no empty texts", () => {
    const empty = (["en", "lt"] as const).flatMap((locale) =>
      Object.entries(messages[locale])
        .filter(([, value]) => value.trim() === "")
        .map(([id]) => `${locale}:${id}`),
    );
    expect(empty).toEqual([]);
  });
});
