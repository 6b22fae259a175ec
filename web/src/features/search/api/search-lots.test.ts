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

describe("search call failures (docs/product/search.md#search-states)", () => {
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

describe("the early search of a visit's first page", () => {
  const page = { items: [], total: 0, totalIsLowerBound: false, page: 1, pageSize: 24, totalPages: 0 };

  afterEach(() => window.history.replaceState(null, "", "/"));

  it("asks the API once, with the URL's query, and hands that answer to the page's first search", async () => {
    window.history.replaceState(null, "", "/search?make=BMW");
    const fetch = vi.fn(async () => Response.json(page));
    vi.stubGlobal("fetch", fetch);
    const { startEarlySearch } = await import("./early-search");
    startEarlySearch();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0 as never])).toContain("/api/search?make=BMW&order=asc&page=1&pageSize=24");
    expect(await searchLots(state, "search")).toEqual(page);
    expect(fetch).toHaveBeenCalledTimes(1); // the page's search used the early answer
    await searchLots(state, "search");
    expect(fetch).toHaveBeenCalledTimes(2); // and only once
  });

  it("starts loading the first screen's photos (thumbnails where a lot has one) as soon as the answer lands", async () => {
    window.history.replaceState(null, "", "/search?make=BMW");
    const lots = [
      { thumbnailUrl: "/t/1.webp", imageUrls: ["/i/1.svg"] },
      { thumbnailUrl: null, imageUrls: ["/i/2.svg"] },
      { thumbnailUrl: null, imageUrls: [] },
      { thumbnailUrl: "/t/4.webp", imageUrls: ["/i/4.svg"] },
    ];
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ ...page, items: lots, total: 4, totalPages: 1 })),
    );
    const requested: string[] = [];
    vi.stubGlobal(
      "Image",
      class {
        fetchPriority = "auto";
        set src(url: string) {
          requested.push(`${url} ${this.fetchPriority}`);
        }
      },
    );
    const { startEarlySearch } = await import("./early-search");
    startEarlySearch();
    await vi.waitFor(() => expect(requested).toHaveLength(2));
    // The first three cards' photos, at high priority; a lot without photos has none to load, the fourth card waits.
    expect(requested).toEqual(["/t/1.webp high", "/i/2.svg high"]);
  });

  it("is not used for another search, nor started off /search", async () => {
    window.history.replaceState(null, "", "/search?make=BMW");
    const fetch = vi.fn(async () => Response.json(page));
    vi.stubGlobal("fetch", fetch);
    const { startEarlySearch } = await import("./early-search");
    startEarlySearch();
    await searchLots(readSearchParams(new URLSearchParams("make=AUDI")), "search");
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(String(fetch.mock.calls[1]![0 as never])).toContain("make=AUDI");

    window.history.replaceState(null, "", "/lots/copart/1");
    startEarlySearch();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
