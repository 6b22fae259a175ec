// One word per concept: no text uses a synonym the glossary lists under "Words to avoid" for its language. The list
// is read from the glossary itself, so the document and this check cannot drift apart.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import en from "./messages-en";
import lt from "./messages-lt";

type Locale = "en" | "lt";
type Avoided = { locale: Locale; pattern: string; use: string; regex: RegExp };

const root = resolve(__dirname, "../../..");
const glossary = readFileSync(resolve(root, "docs/product/glossary.md"), "utf8");

/** Server-made texts (notifications, e-mails), checked with the web's. */
function serverTexts(locale: Locale): Record<string, string> {
  return JSON.parse(readFileSync(resolve(root, `shared/src/i18n/${locale}.json`), "utf8")) as Record<string, string>;
}

const texts: Record<Locale, Record<string, string>> = {
  en: { ...(en as Record<string, string>), ...prefixed("server.", serverTexts("en")) },
  lt: { ...(lt as Record<string, string>), ...prefixed("server.", serverTexts("lt")) },
};

function prefixed(prefix: string, values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([id, value]) => [prefix + id, value]));
}

/** A glossary pattern as a whole-word, case-insensitive expression: `*` is any letters, spaces any white space. */
function patternRegex(pattern: string): RegExp {
  const body = pattern
    .trim()
    .split("*")
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+"))
    .join("\\p{L}*");
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, "iu");
}

/** The rows of the "Words to avoid" table: | language | `pattern` | use |. */
function avoidedWords(markdown: string): Avoided[] {
  const section = markdown.split(/^## Words to avoid\s*$/m)[1]?.split(/^## /m)[0] ?? "";
  return [...section.matchAll(/^\|\s*(en|lt)\s*\|\s*`([^`]+)`\s*\|\s*([^|]*?)\s*\|\s*$/gm)].map((m) => ({
    locale: m[1] as Locale,
    pattern: m[2] ?? "",
    use: m[3] ?? "",
    regex: patternRegex(m[2] ?? ""),
  }));
}

const avoided = avoidedWords(glossary);

function violations(): string[] {
  return avoided.flatMap(({ locale, pattern, use, regex }) =>
    Object.entries(texts[locale])
      .filter(([, value]) => regex.test(value))
      .map(([id, value]) => `${locale}:${id} uses “${pattern}” (use: ${use}): ${value}`),
  );
}

describe("glossary", () => {
  it("lists words to avoid in both languages", () => {
    expect(avoided.filter((a) => a.locale === "en").length).toBeGreaterThan(3);
    expect(avoided.filter((a) => a.locale === "lt").length).toBeGreaterThan(10);
    expect(avoided.every((a) => a.use !== "")).toBe(true);
  });

  it("matches whole words and their Lithuanian endings, whatever the case", () => {
    expect(patternRegex("sulaik*").test("Šiam statymui sulaikyta 100 €")).toBe(true);
    expect(patternRegex("sulaik*").test("Sulaikymas")).toBe(true);
    expect(patternRegex("įšald*").test("Įšaldyta")).toBe(true);
    expect(patternRegex("*plukd*").test("Prieš išplukdant")).toBe(true);
    expect(patternRegex("gelbėjim*").test("Gelbėjimo dokumentas")).toBe(true);
    expect(patternRegex("laisv* lėš*").test("10 × laisvos lėšos")).toBe(true);
    expect(patternRegex("color*").test("Color")).toBe(true);
    expect(patternRegex("color*").test("Colour")).toBe(false);
    expect(patternRegex("gray").test("Grayish")).toBe(false);
    expect(patternRegex("buy-now").test("Buy-now price: {amount}")).toBe(true);
    expect(patternRegex("buy-now").test("Buy now")).toBe(false);
  });

  it("is followed by every message: no avoided synonym in its language", () => {
    expect(violations()).toEqual([]);
  });
});
