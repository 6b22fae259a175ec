import { describe, expect, it } from "vitest";
import { damageZoneOf, demoImageFile, demoImageUrl, demoThumbnailUrl, parseDemoImage } from "./demo-image-name.ts";

describe("demo picture names", () => {
  it.each([
    ["FRONT END", "front"],
    ["Left Front", "front"],
    ["RIGHT FRONT", "front"],
    ["REAR END", "rear"],
    ["Right Rear", "rear"],
    ["SIDE", "side"],
    ["Left Side", "side"],
    ["TOP/ROOF", "roof"],
    ["ROLLOVER", "roof"],
    ["HAIL", "hail"],
    ["WATER/FLOOD", "flood"],
    ["BURN", "burn"],
    ["BURN - ENGINE", "burn"],
    ["ALL OVER", "allover"],
    ["MINOR DENT/SCRATCHES", "minor"],
    ["VANDALISM", "vandal"],
    ["MECHANICAL", null],
    ["NORMAL WEAR", null],
    ["UNDERCARRIAGE", null],
    ["", null],
    [null, null],
  ])("marks %s as %s", (damage, zone) => {
    expect(damageZoneOf(damage)).toBe(zone);
  });

  it("builds and parses names both ways", () => {
    const spec = { body: "suv", colour: "red", angle: 2, damage: "front", lot: "41234567" } as const;
    expect(demoImageFile(spec)).toBe("suv-red-2-front.svg");
    expect(demoImageUrl(spec)).toBe("/demo-images/suv-red-2-front.svg?lot=41234567");
    expect(demoImageUrl({ ...spec, damage: null, lot: null })).toBe("/demo-images/suv-red-2.svg");
    expect(parseDemoImage("suv-red-2-front.svg", "41234567")).toEqual({ ok: true, spec, format: "svg" });
    expect(parseDemoImage("atv-other-4.svg")).toEqual({
      ok: true,
      spec: { body: "atv", colour: "other", angle: 4, damage: null, lot: null },
      format: "svg",
    });
  });

  it("names a picture's thumbnail without the lot number, and parses it back", () => {
    const spec = { body: "suv", colour: "red", angle: 1, damage: "front" } as const;
    expect(demoThumbnailUrl(spec)).toBe("/demo-images/suv-red-1-front.webp");
    expect(parseDemoImage("suv-red-1-front.webp")).toEqual({ ok: true, spec: { ...spec, lot: null }, format: "webp" });
    expect(parseDemoImage("suv-red-1-front.webp", "41234567")).toMatchObject({ ok: false, status: 400 });
  });

  it.each([
    ["sedan-red-1.png", undefined],
    ["sedan-red.svg", undefined],
    ["SEDAN-red-1.svg", undefined],
    ["sedan-red-1-front-2.svg", undefined],
    ["../sedan-red-1.svg", undefined],
    ["sedan-red-1.svg", "abc"],
    ["sedan-red-1.svg", ["1", "2"]],
    ["sedan-red-1.svg", "1234567890123"],
    ["sedan-red-1.jpg", undefined],
    ["sedan-red-1.webp.svg", undefined],
  ])("refuses the malformed %s (lot %s) with 400", (file, lot) => {
    expect(parseDemoImage(file, lot)).toMatchObject({ ok: false, status: 400 });
  });

  it.each(["boat-red-1.svg", "sedan-pink-1.svg", "sedan-red-5.svg", "sedan-red-0.svg", "sedan-red-1-meteor.svg"])(
    "answers %s with 404",
    (file) => {
      expect(parseDemoImage(file)).toMatchObject({ ok: false, status: 404 });
    },
  );
});
