import { describe, expect, it } from "vitest";
import type { LotSummary } from "./api/types";
import { lotBadgeStatus } from "./lot-badge-status";

const lot = (status: LotSummary["status"], preBidOpen = true) => ({ status, preBidOpen }) as LotSummary;

describe("the status badge of a lot in a dashboard row", () => {
  it("follows the lot's status", () => {
    expect(lotBadgeStatus(lot("Live Now"))).toBe("live");
    expect(lotBadgeStatus(lot("Sold"))).toBe("sold");
    expect(lotBadgeStatus(lot("Buy Now"))).toBe("buyNow");
    expect(lotBadgeStatus(lot("Ended"))).toBe("ended");
    expect(lotBadgeStatus(lot("Upcoming"))).toBe("upcoming");
  });

  it("reads Pre-bid closed for an upcoming sale past the cut-off", () => {
    expect(lotBadgeStatus(lot("Upcoming", false))).toBe("preBidClosed");
  });
});
