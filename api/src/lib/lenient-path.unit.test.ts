import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lenientPath, namesAdminPath, namesApiPath } from "./lenient-path.ts";
import { respellingArb, respellings } from "../../../test/security/support/respell.ts";

const apiPaths = [
  "/api/admin/customers",
  "/api/bids/0b9c1f0e-1d2a-4c3b-9e8f-123456789abc",
  "/api/auth/me",
  "/json/copart/x.json",
];
const pagePaths = ["/", "/lots/copart/12345678", "/account/bids", "/admin/customers", "/apartment", "/jsonish"];

describe("lenientPath", () => {
  it("reads every spelling of an API path as that path (a look-alike letter is another path)", () => {
    for (const p of apiPaths)
      for (const { kind, target } of respellings(p))
        if (!kind.includes("look-alike")) expect(namesApiPath(target), `${kind}: ${target}`).toBe(true);
    fc.assert(
      fc.property(fc.constantFrom(...apiPaths), respellingArb, (p, respell) => {
        const { kind, target } = respell(p);
        fc.pre(!kind.includes("look-alike"));
        expect(namesApiPath(target), `${kind}: ${target}`).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it("tells the admin area's API from the rest", () => {
    for (const { kind, target } of respellings("/api/admin/x"))
      if (!kind.includes("look-alike")) expect(namesAdminPath(target), `${kind}: ${target}`).toBe(true);
    expect(namesAdminPath("/api/administrators")).toBe(false);
    expect(namesAdminPath("/api/bids")).toBe(false);
    expect(namesAdminPath("/admin/customers")).toBe(false);
  });

  it("leaves the web app's own pages alone", () => {
    for (const p of pagePaths) expect(namesApiPath(p), p).toBe(false);
    expect(lenientPath("/Lots/%41/./x//y/../z?q=1#f")).toBe("/lots/a/x/z");
    expect(lenientPath("http://host.example/a;p=1/b")).toBe("/a/b");
    expect(lenientPath("HTTP://LOCALHOST:3000%2Fapi%2Fbids")).toBe("/api/bids");
    expect(lenientPath("/%E0%A4%A")).toMatch(/^\/[^/]*%a$/); // a malformed escape is read byte by byte, never thrown
  });
});
