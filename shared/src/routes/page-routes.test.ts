// The page list's matcher, as the server answers with it: every spelling of a page the router shows (any case,
// trailing slashes, percent-encoded letters, query strings) is a page; anything else (unknown segments, extra or
// missing segments, a slash doubled inside, a lot of an unknown platform or a non-numeric number) is not.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PLATFORMS } from "../catalogue/lot.schemas.ts";
import {
  LOT_PAGE_PLATFORMS,
  PAGE_ROUTES,
  PUBLIC_LAYOUT_PAGES,
  childPath,
  matchPage,
  pageShell,
  type PageRoute,
} from "./page-routes.ts";

const NAMES = Object.keys(PAGE_ROUTES) as PageRoute[];
const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/);
const PARAM_VALUES: Record<string, fc.Arbitrary<string>> = {
  platform: fc.constantFrom(...LOT_PAGE_PLATFORMS),
  lotNumber: fc.stringMatching(/^[0-9]{1,20}$/),
  token: fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
  id: fc.uuid(),
};

/** Random case, and some letters percent-encoded (either hex case), as a browser or a link may spell them. */
const respell = (path: string) =>
  fc
    .array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 5 })), { minLength: path.length, maxLength: path.length })
    .map((coins) =>
      [...path]
        .map((ch, i) => {
          const [upper, encode] = coins[i]!;
          const c = upper ? ch.toUpperCase() : ch;
          if (encode === 0 && /[a-z]/i.test(c)) {
            const hex = c.charCodeAt(0).toString(16);
            return `%${i % 2 ? hex.toUpperCase() : hex}`;
          }
          return c;
        })
        .join(""),
    );

/** A concrete address of a page: its pattern with valid parameter values. */
const pageAddress = fc.constantFrom(...NAMES).chain((name) => {
  const parts = PAGE_ROUTES[name].split("/");
  return fc
    .tuple(...parts.map((p) => (p.startsWith(":") ? PARAM_VALUES[p.slice(1)]! : fc.constant(p))))
    .map((values) => ({ name, path: values.join("/") || "/" }));
});

describe("the page list's matcher", () => {
  it("knows every page however it is spelt: case, trailing slashes, encoded letters, a query", () => {
    fc.assert(
      fc.property(
        pageAddress,
        fc.nat({ max: 3 }),
        fc.option(fc.constantFrom("?a=1", "?make=BMW&page=2", "#top", "?"), { nil: "" }),
        fc.boolean(),
        ({ name, path }, slashes, query, respelt) => {
          const hasParam = PAGE_ROUTES[name].includes(":");
          // Parameter values keep their spelling (a platform is lower-case); fixed words may be spelt any way.
          const spelt = respelt && !hasParam ? fc.sample(respell(path), 1)[0]! : path;
          const address = `${spelt}${"/".repeat(slashes)}${query}`;
          expect(matchPage(address)?.route, address).toBe(name);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("gives a page's parameters decoded", () => {
    expect(matchPage("/lots/copart/12345678")?.params).toEqual({ platform: "copart", lotNumber: "12345678" });
    expect(matchPage("/reset-password/ab%2Fcd")?.params).toEqual({ token: "ab%2Fcd" });
    expect(matchPage("/admin/customers/%61bcdef01-2345-6789-abcd-ef0123456789")?.params).toEqual({
      id: "abcdef01-2345-6789-abcd-ef0123456789",
    });
  });

  it("knows no address that is not a page", () => {
    const unknown = fc.oneof(
      // A word that names no page, alone or under a page.
      fc
        .tuple(
          pageAddress.filter(({ name }) => name !== "resetPassword"), // its child is any token
          segment,
        )
        .map(([{ path }, s]) => `${path === "/" ? "" : path}/${s}-x`),
      fc.tuple(segment, segment).map(([a, b]) => `/${a}-nope/${b}`),
      // A slash doubled inside, or a page's address without its last segment.
      pageAddress.filter(({ path }) => path.split("/").length > 2).map(({ path }) => path.replace("/", "//")),
      pageAddress
        .filter(({ path }) => path.split("/").length > 2 && path.startsWith("/lots/"))
        .map(({ path }) => path.slice(0, path.lastIndexOf("/"))),
      // A lot of another platform, a number that is not digits, a lot address with more segments.
      fc
        .tuple(
          segment.filter((s) => !(LOT_PAGE_PLATFORMS as readonly string[]).includes(s)),
          PARAM_VALUES.lotNumber!,
        )
        .map(([p, n]) => `/lots/${p}/${n}`),
      fc
        .tuple(fc.constantFrom(...LOT_PAGE_PLATFORMS), fc.stringMatching(/^[0-9]*[a-z.-][0-9a-z]*$/))
        .map(([p, n]) => `/lots/${p}/${n}`),
      fc
        .tuple(fc.constantFrom(...LOT_PAGE_PLATFORMS), fc.stringMatching(/^[0-9]{21,25}$/))
        .map(([p, n]) => `/lots/${p}/${n}`),
      fc.constantFrom("/lots/COPART/123", "/lots/copart/123/photos", "/lots", "/lots/", "/dashboard/nope", "/admin/x"),
      fc.constantFrom(
        "/admin/customers//x",
        "/reset-password//tok",
        "/admin/purchases/12",
        "/index",
        "/search.html",
        "/%ZZ",
        "/login%2Fx",
      ),
    );
    fc.assert(
      fc.property(unknown, (path) => {
        expect(matchPage(path), path).toBeNull();
      }),
      { numRuns: 1000 },
    );
  });

  it("names the first paint's shell by the page's layout: the home hero, a public page, or a layout of its own", () => {
    fc.assert(
      fc.property(pageAddress, ({ name, path }) => {
        const expected = name === "home" ? "home" : PUBLIC_LAYOUT_PAGES.includes(name) ? "public" : "bare";
        expect(pageShell(path), path).toBe(expected);
      }),
      { numRuns: 300 },
    );
    // The "not found" page is a public page.
    for (const path of ["/nope", "/lots/ebay/1", "/dashboard/nope", "/admin/nope"])
      expect(pageShell(path)).toBe("public");
  });

  it("states the platforms the lot page knows as the catalogue does", () => {
    expect([...LOT_PAGE_PLATFORMS]).toEqual([...PLATFORMS]);
  });

  it("writes a route relative to its parent, and refuses one outside it", () => {
    expect(childPath(PAGE_ROUTES.dashboardBills, PAGE_ROUTES.dashboard)).toBe("bills");
    expect(childPath(PAGE_ROUTES.lot)).toBe("lots/:platform/:lotNumber");
    expect(() => childPath(PAGE_ROUTES.search, PAGE_ROUTES.admin)).toThrow();
  });
});
