import { describe, expect, it } from "vitest";
import { apiQueryFromState, DEFAULT_STATE, paramsFromState, priceTooHigh, stateFromParams } from "./calculator-state";

describe("the calculator's assumptions in the address", () => {
  it("come back unchanged from the link they were written to", () => {
    const state = {
      ...DEFAULT_STATE,
      platform: "iaai" as const,
      price: "7350",
      bidType: "buy_now" as const,
      titleGroup: "clean" as const,
      fuel: "hybrid" as const,
      yard: "TX - Houston",
      pickup: true,
      buyerType: "business" as const,
    };
    expect(stateFromParams(new URLSearchParams(paramsFromState(state).toString()))).toEqual(state);
  });

  it("fall back to the defaults for values a hand-edited link gets wrong", () => {
    const state = stateFromParams(new URLSearchParams("platform=ebay&price=abc&fuel=coal&country=Germany"));
    expect(state).toEqual(DEFAULT_STATE);
  });

  it("keep only what applies to a European lot", () => {
    const params = paramsFromState({ ...DEFAULT_STATE, platform: "europe", yard: "GA - Savannah", pickup: true });
    expect(params.has("yard")).toBe(false);
    expect(params.has("pickup")).toBe(false);
    expect(params.get("country")).toBe(DEFAULT_STATE.country);
    expect(params.get("vatScheme")).toBe(DEFAULT_STATE.vatScheme);
  });
});

describe("the calculator API query", () => {
  it("names the resolved yard, the title group code and the pickup flag for US lots", () => {
    const q = apiQueryFromState({ ...DEFAULT_STATE, titleGroup: "clean" }, "GA - Savannah");
    expect(q?.get("yard")).toBe("GA - Savannah");
    expect(q?.get("titleGroup")).toBe("C");
    expect(q?.get("pickup")).toBe("false");
  });

  it("waits for a price, and for a yard on US lots", () => {
    expect(apiQueryFromState({ ...DEFAULT_STATE, price: "" }, "GA - Savannah")).toBeNull();
    expect(apiQueryFromState(DEFAULT_STATE, undefined)).toBeNull();
    expect(apiQueryFromState({ ...DEFAULT_STATE, platform: "europe" }, undefined)?.get("country")).toBe("DE");
  });

  it("asks nothing for a price above what the API prices, which the form names instead", () => {
    expect(priceTooHigh("10000000")).toBe(false);
    expect(priceTooHigh("10000001")).toBe(true);
    expect(priceTooHigh("")).toBe(false);
    expect(apiQueryFromState({ ...DEFAULT_STATE, price: "10000001" }, "GA - Savannah")).toBeNull();
    expect(apiQueryFromState({ ...DEFAULT_STATE, price: "10000000" }, "GA - Savannah")?.get("price")).toBe("10000000");
  });
});
