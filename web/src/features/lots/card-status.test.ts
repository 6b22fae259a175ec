import { describe, expect, it } from "vitest";
import * as shared from "@app/shared/catalogue/lot-status";
import { cardBadge, LIVE_WINDOW_MS, PRE_BID_CUTOFF_MS } from "./card-status";

const AT = Date.parse("2026-12-01T15:00:00Z");
const MIN = 60_000;

describe("vehicle card status label", () => {
  it("moves on at the API's pre-bid cut-off and live window", () => {
    expect(PRE_BID_CUTOFF_MS).toBe(shared.PRE_BID_CUTOFF_MS);
    expect(LIVE_WINDOW_MS).toBe(shared.LIVE_WINDOW_MS);
  });

  it.each([
    ["starting-soon", AT - 2 * 60 * MIN, "upcoming"],
    ["starting-soon", AT - 30 * MIN, "preBidClosed"],
    ["starting-soon", AT + MIN, "live"],
    ["pre-bid-closed", AT + 25 * 60 * MIN, "ended"],
    ["live", AT + MIN, "live"],
    ["ended", AT - MIN, "ended"],
  ] as const)("%s at %i reads %s", (api, now, badge) => {
    expect(cardBadge(api, new Date(AT).toISOString(), now)).toBe(badge);
  });

  it("shows no label for a lot without a sale to announce, and the API's label without a date", () => {
    expect(cardBadge(null, null, AT)).toBeNull();
    expect(cardBadge("live", null, AT)).toBe("live");
  });
});
