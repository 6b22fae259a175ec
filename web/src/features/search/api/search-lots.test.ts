import { afterEach, describe, expect, it, vi } from "vitest";
import { SearchError, searchLots, toSearchFailure } from "./search-lots";
import { readSearchParams } from "../search-params";

const state = readSearchParams(new URLSearchParams("make=BMW"));

afterEach(() => vi.unstubAllGlobals());

async function failureOf(respond: () => Promise<Response>) {
  vi.stubGlobal("fetch", vi.fn(respond));
  const error = await searchLots(state, "search").catch((e: unknown) => e);
  expect(error).toBeInstanceOf(SearchError);
  return toSearchFailure(error);
}

describe("search call failures (spec section 8)", () => {
  it("tells no answer, a failed answer, an unreadable answer and a cooldown apart", async () => {
    expect(await failureOf(() => Promise.reject(new TypeError("Failed to fetch")))).toEqual({ kind: "no-response" });
    expect(
      await failureOf(async () => Response.json({ success: false, code: "INTERNAL", message: "x" }, { status: 500 })),
    ).toEqual({
      kind: "failed",
    });
    expect(await failureOf(async () => new Response("<html>bad gateway</html>", { status: 502 }))).toEqual({
      kind: "failed",
    });
    expect(await failureOf(async () => Response.json({ success: true }))).toEqual({ kind: "bad-answer" });
    expect(
      await failureOf(async () =>
        Response.json({ success: false, code: "RATE_LIMITED", message: "Too many", retryAfter: 7 }, { status: 429 }),
      ),
    ).toEqual({ kind: "cooldown", seconds: 7 });
  });

  it("asks for the URL's filters under the API's names", async () => {
    const fetch = vi.fn(async () =>
      Response.json({
        success: true,
        items: [],
        total: 0,
        totalIsLowerBound: false,
        page: 1,
        pageSize: 24,
        totalPages: 0,
      }),
    );
    vi.stubGlobal("fetch", fetch);
    const page = await searchLots(state, "filter");
    expect(page.total).toBe(0);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain(
      "/api/search?make=BMW&order=asc&page=1&pageSize=24&action=filter",
    );
  });
});
