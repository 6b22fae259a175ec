import { describe, expect, it } from "vitest";
import en from "./en.json" with { type: "json" };
import lt from "./lt.json" with { type: "json" };
import { IntlMessageFormat } from "intl-messageformat";
import fc from "fast-check";
import { renderMessage, serverTextOf, type ServerMessageId } from "./render.ts";

type Element = { type: number; value?: unknown; options?: Record<string, { value: Element[] }> };

/** The names a message fills in: its arguments, their select and plural branches included. */
function argumentsOf(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const e of elements) {
      // 0 is literal text and 7 the `#` of a plural; every other element names an argument.
      if (e.type !== 0 && e.type !== 7 && typeof e.value === "string") names.add(e.value);
      for (const branch of Object.values(e.options ?? {})) walk(branch.value);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst() as Element[]);
  return [...names].sort();
}

describe("a refusal written in English", () => {
  const simple = (Object.entries(en) as [ServerMessageId, string][]).filter(
    ([id, text]) => id.startsWith("errors.") && !/\{\s*\w+\s*,/.test(text),
  );

  it("is found again as its server text, whatever fills its placeholders, and reads the same in Lithuanian", () => {
    fc.assert(
      fc.property(fc.constantFrom(...simple), fc.string({ minLength: 1, maxLength: 12 }), ([id, text], value) => {
        const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
        const params = Object.fromEntries(names.map((n) => [n, value.replace(/[{}'<>]/g, "") || "1"]));
        const english = renderMessage("en", id, params);
        const found = serverTextOf(english);
        expect(found, english).toBeDefined();
        // Another text may read the same in English; then it must say the same in Lithuanian too.
        expect(renderMessage("lt", found!.id, found!.params)).toBe(renderMessage("lt", id, params));
      }),
    );
  });

  it("is not mistaken for a server text when it is none", () => {
    expect(serverTextOf("The lot could not be read")).toBeUndefined();
    expect(serverTextOf("Please check the highlighted fields")).toBeUndefined(); // no full stop: not the text
    expect(serverTextOf("x Please check the highlighted fields.")).toBeUndefined();
  });
});

describe("server texts", () => {
  it("exist in both locales with the same ids", () => {
    expect(Object.keys(lt).sort()).toEqual(Object.keys(en).sort());
  });

  it("are translated, not copied", () => {
    for (const id of Object.keys(en) as Array<keyof typeof en>) expect(lt[id], id).not.toBe(en[id]);
  });

  it("fill the same placeholders in both locales", () => {
    for (const id of Object.keys(en) as Array<keyof typeof en>)
      expect(argumentsOf(lt[id], "lt"), id).toEqual(argumentsOf(en[id], "en"));
  });

  it("fill their placeholders in the recipient's locale", () => {
    const text = renderMessage("lt", "email.passwordReset.text", { name: "Jonas", link: "https://x.lt/r/abc" });
    expect(text).toContain("Sveiki, Jonas");
    expect(text).toContain("https://x.lt/r/abc");
    expect(renderMessage("en", "email.passwordReset.subject")).toBe("Reset your BaltBid password");
  });
});
