import { describe, expect, it } from "vitest";
import en from "./en.json" with { type: "json" };
import lt from "./lt.json" with { type: "json" };
import { IntlMessageFormat } from "intl-messageformat";
import { renderMessage } from "./render.ts";

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
