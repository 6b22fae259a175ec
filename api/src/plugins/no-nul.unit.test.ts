import { describe, expect, it } from "vitest";
import { findNul } from "./no-nul.ts";

describe("findNul", () => {
  it("names the first field holding a NUL, however deep", () => {
    expect(findNul({ a: "ok", b: { c: ["x", "y\u0000"] } })).toBe("b.c.1");
    expect(findNul("\u0000")).toBe("(value)");
    expect(findNul({ "k\u0000": 1 })).toBe("(key)");
  });

  it("finds nothing in clean values, numbers, nulls and uploaded files", () => {
    expect(findNul({ a: "ok", n: 1, z: null, list: [true, 2.5] })).toBeNull();
    expect(findNul({ file: Buffer.from([0, 0, 0]) })).toBeNull();
  });
});
