import { describe, expect, it } from "vitest";
import { copartAdapter } from "./copart.adapter.ts";
import { canonicalLotJson, lotContentHash } from "./lot-content-hash.ts";
import type { LotRecord } from "./lot.schemas.ts";

function lot(raw: Record<string, unknown>): LotRecord {
  const r = copartAdapter.normalise({ ln: 12345678, mkn: "AUDI", hb: 100, ad: 1787014800000, ...raw });
  if (!r) throw new Error("fixture did not normalise");
  return r;
}

describe("lot content hash", () => {
  it("is a SHA-256 hex digest, the same for the same provider item read again", () => {
    const item = () => lot({ clr: "BLUE", dynamicLotDetails: { currentBid: 1, bidStatus: "NEVER_BID" } });
    expect(lotContentHash(item())).toMatch(/^[0-9a-f]{64}$/);
    expect(lotContentHash(item())).toBe(lotContentHash(JSON.parse(JSON.stringify(item())) as LotRecord));
  });

  it("changes when a normalised field or a meaningful raw field changes", () => {
    const base = lotContentHash(lot({}));
    expect(lotContentHash(lot({ hb: 125 }))).not.toBe(base);
    expect(lotContentHash(lot({ scn: "GEICO" }))).not.toBe(base);
  });

  it("ignores raw stamps that change on every fetch", () => {
    const base = lotContentHash(lot({ lu: 1, dynamicLotDetails: { randomHash: "a" } }));
    expect(lotContentHash(lot({ lu: 2, dynamicLotDetails: { randomHash: "b" } }))).toBe(base);
  });

  it("writes dates as ISO text", () => {
    expect(canonicalLotJson(lot({}))).toContain('"auctionDate":"2026-08-18T01:00:00.000Z"');
  });
});
