import { describe, expect, it } from "vitest";
import en from "./en.json" with { type: "json" };
import lt from "./lt.json" with { type: "json" };
import { renderMessage } from "./render.ts";

describe("server texts", () => {
  it("exist in both locales with the same ids", () => {
    expect(Object.keys(lt).sort()).toEqual(Object.keys(en).sort());
  });

  it("are translated, not copied", () => {
    for (const id of Object.keys(en) as Array<keyof typeof en>) expect(lt[id], id).not.toBe(en[id]);
  });

  it("fill their placeholders in the recipient's locale", () => {
    const text = renderMessage("lt", "email.passwordReset.text", { name: "Jonas", link: "https://x.lt/r/abc" });
    expect(text).toContain("Sveiki, Jonas");
    expect(text).toContain("https://x.lt/r/abc");
    expect(renderMessage("en", "email.passwordReset.subject")).toBe("Reset your BaltBid password");
  });
});
