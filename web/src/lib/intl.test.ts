import { describe, expect, it } from "vitest";
import { localeCookie, localeFromCookie } from "./intl";

describe("locale from the NEXT_LOCALE cookie", () => {
  it.each([
    ["", "lt"],
    ["NEXT_LOCALE=en", "en"],
    ["a=1; NEXT_LOCALE=en; b=2", "en"],
    ["NEXT_LOCALE=lt", "lt"],
    ["NEXT_LOCALE=de", "lt"],
    ["NEXT_LOCALE=", "lt"],
    ["MY_NEXT_LOCALE=en", "lt"],
  ])("reads %j as %s", (cookie, expected) => {
    expect(localeFromCookie(cookie)).toBe(expected);
  });

  it("stores the choice for a year on the whole site", () => {
    expect(localeCookie("en")).toBe("NEXT_LOCALE=en; Path=/; Max-Age=31536000; SameSite=Lax");
  });
});
