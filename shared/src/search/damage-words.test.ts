import { describe, expect, it } from "vitest";
import { namedDamage } from "./damage-words.ts";

describe("damage named in a phrase", () => {
  it("reads a damage description, or one reading of a slashed one, as the damage it names", () => {
    expect(namedDamage(["front", "end"])).toEqual({
      damage: [{ words: "front end", types: ["FRONT END"] }],
      keywords: [],
    });
    expect(namedDamage(["Hail"]).damage).toEqual([{ words: "hail", types: ["HAIL"] }]);
    expect(namedDamage(["flood"]).damage).toEqual([{ words: "flood", types: ["WATER/FLOOD"] }]);
    expect(namedDamage(["minor", "dent/scratches"]).damage).toEqual([
      { words: "minor dent scratches", types: ["MINOR DENT/SCRATCHES"] },
    ]);
    // The slash joins two words, not two phrases: MISSING/ALTERED VIN is a missing or an altered VIN.
    expect(namedDamage(["minor", "scratches"]).damage[0]!.types).toEqual(["MINOR DENT/SCRATCHES"]);
    expect(namedDamage(["missing", "vin"]).damage[0]!.types).toEqual(["MISSING/ALTERED VIN"]);
    expect(namedDamage(["missing", "keys"])).toEqual({ damage: [], keywords: ["missing", "keys"] });
  });

  it("matches every type holding the words in order, across the providers' vocabularies", () => {
    expect(namedDamage(["rear"]).damage[0]!.types.sort()).toEqual(
      ["FRONT & REAR", "LEFT REAR", "REAR", "REAR END", "RIGHT REAR"].sort(),
    );
    expect(namedDamage(["burn"]).damage[0]!.types.sort()).toEqual(["BURN", "BURN - ENGINE", "BURN - INTERIOR"]);
    // The longest run wins: "left front" is that one type, not "front" somewhere.
    expect(namedDamage(["left", "front"]).damage).toEqual([{ words: "left front", types: ["LEFT FRONT"] }]);
  });

  it("keeps words that name no damage as keywords, and needs each named damage to hold", () => {
    expect(namedDamage(["front"])).toEqual({ damage: [], keywords: ["front"] }); // no type is just "front"
    expect(namedDamage(["c-hr", "damage"])).toEqual({ damage: [], keywords: ["c-hr", "damage"] }); // untouched
    expect(namedDamage(["2015", "right", "front", "sport"])).toEqual({
      damage: [{ words: "right front", types: ["RIGHT FRONT"] }],
      keywords: ["2015", "sport"],
    });
    expect(namedDamage(["front", "end", "hail", "hail"]).damage.map((d) => d.words)).toEqual(["front end", "hail"]);
  });
});
