// The router and the server's page list cannot drift: every page route of the table is in the list and every
// listed page is a route, and for any address the server's matcher agrees with the router's own matching (the
// router shows its "not found" page exactly where the server answers 404, parameter values aside).
import fc from "fast-check";
import { matchRoutes, type RouteObject } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { PAGE_ROUTES, PUBLIC_LAYOUT_PAGES, matchPage, type PageRoute } from "@app/shared/routes/page-routes";
import { PublicLayout } from "@/components/layouts/public-layout";
import { routes } from "./router";

/** Every route's full path (layouts without a path add nothing); "*" is the not-found page. */
function fullPaths(table: RouteObject[], parent = ""): string[] {
  return table.flatMap((r) => {
    const here = r.index ? parent : r.path === undefined ? parent : `${parent}/${r.path}`.replace(/\/+/g, "/");
    const own = r.index || (r.path !== undefined && !r.children) ? [here || "/"] : [];
    return [...own, ...(r.children ? fullPaths(r.children, here) : [])];
  });
}

const BY_PATTERN = new Map<string, PageRoute>(Object.entries(PAGE_ROUTES).map(([name, p]) => [p, name as PageRoute]));

/** The page the router shows for a path, by its name (its pattern when the list lacks it); null for the not-found page. */
function routerPage(path: string): PageRoute | string | null {
  const matches = matchRoutes(routes, path);
  const pattern = (matches ?? [])
    .map((m) => m.route.path)
    .filter((p): p is string => p !== undefined)
    .join("/");
  if (!matches || pattern.endsWith("*")) return null;
  const full = `/${pattern}`.replace(/\/+/g, "/").replace(/(.)\/$/, "$1");
  return BY_PATTERN.get(full) ?? full;
}

describe("the router and the page list", () => {
  it("hold the same pages", () => {
    const inRouter = fullPaths(routes).filter((p) => !p.endsWith("*"));
    expect(new Set(inRouter)).toEqual(new Set(Object.values(PAGE_ROUTES)));
    expect(fullPaths(routes)).toContain("/*"); // the not-found page catches the rest
  });

  it("agree on which pages have the public layout (the first paint's shell follows it)", () => {
    for (const [name, pattern] of Object.entries(PAGE_ROUTES) as [PageRoute, string][]) {
      const path = pattern.replace(":platform", "copart").replace(/:[a-zA-Z]+/g, "1");
      const underPublic = (matchRoutes(routes, path) ?? []).some((m) => m.route.Component === PublicLayout);
      expect(underPublic, name).toBe(PUBLIC_LAYOUT_PAGES.includes(name));
    }
  });

  it("agree on every address: the server knows a page where the router shows one", () => {
    const words = [...new Set(Object.values(PAGE_ROUTES).flatMap((p) => p.split("/")))].filter(Boolean);
    const segment = fc.oneof(
      fc.constantFrom(...words.map((w) => (w.startsWith(":") ? "copart" : w))),
      fc.constantFrom("12345", "iaai", "europe", "COPART", "x", "%61dmin", "Search", "ab%2Fcd", "%ZZ"),
      fc.uuid(),
      fc.stringMatching(/^[a-z0-9-]{1,8}$/),
    );
    // A page's own words in their order, with a parameter, a word or a slash changed at times, or words at random.
    const fromPage = fc
      .tuple(fc.constantFrom(...Object.values(PAGE_ROUTES)), fc.array(segment, { maxLength: 2 }), fc.nat())
      .map(([p, extra, at]) => {
        const segs = p.split("/").filter(Boolean);
        const filled = segs.map((w, i) => (w.startsWith(":") || i === at % (segs.length + 1) ? (extra[0] ?? w) : w));
        return [...filled, ...extra.slice(1)].map((w) => (w.startsWith(":") ? "123" : w));
      });
    const address = fc
      .tuple(
        fc.oneof(fromPage, fc.array(segment, { minLength: 0, maxLength: 4 })),
        fc.constantFrom("", "/", "//"),
        fc.boolean(),
      )
      .map(([segs, tail, doubled]) => `/${segs.join(doubled ? "//" : "/")}${segs.length ? tail : ""}`);
    // The router warns of each bad percent-encoding it meets ("%ZZ"), then matches the raw text as the server does.
    vi.spyOn(console, "warn").mockImplementation(() => {});
    let pages = 0;
    fc.assert(
      fc.property(address, (path) => {
        const shown = routerPage(path);
        const known = matchPage(path);
        if (known) pages++;
        if (known) expect(shown, path).toBe(known.route);
        // The server is stricter only on parameter values the page shows as "not found" (a lot's platform or
        // number, an admin record's id).
        else if (shown) expect(["lot", "adminCustomer", "adminPurchase"], path).toContain(shown);
      }),
      { numRuns: 2000 },
    );
    expect(pages).toBeGreaterThan(200); // the addresses reach pages often enough to tell
  });
});
