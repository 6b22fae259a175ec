import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEMO_REFERENCE } from "./bundled-demo-reference.ts";
import { parseMakeModelCatalogue, parseTowingCsv, stateOfZip } from "./demo-reference.ts";
import { REFERENCE_DATA_DIR } from "./samples.test-support.ts";

describe("demo reference data", () => {
  it("matches the shared data files it was built from (rebuild: npx tsx scripts/build-demo-reference.ts)", () => {
    const makes = parseMakeModelCatalogue(
      JSON.parse(readFileSync(`${REFERENCE_DATA_DIR}us-make-model-catalog.json`, "utf8")),
    );
    const yards = parseTowingCsv(readFileSync(`${REFERENCE_DATA_DIR}towing-rates-yard-to-port.csv`, "utf8"));
    expect(DEMO_REFERENCE).toEqual({ makes, yards });
  });

  it("reads every US yard of the towing table with its state", () => {
    const copart = DEMO_REFERENCE.yards.filter((y) => y.platform === "copart");
    const iaai = DEMO_REFERENCE.yards.filter((y) => y.platform === "iaai");
    expect(copart.length).toBeGreaterThan(150);
    expect(iaai.length).toBeGreaterThan(150);
    expect(copart.find((y) => y.name === "AL - Birmingham")).toEqual({
      platform: "copart",
      name: "AL - Birmingham",
      city: "Hueytown",
      state: "AL",
      zip: "35023",
    });
    // The CSV lost leading zeros ("7001"); the ZIP is restored and gives the state.
    expect(iaai.find((y) => y.name === "Avenel New Jersey")).toMatchObject({ zip: "07001", state: "NJ" });
  });

  it.each([
    ["35023", "AL"],
    ["07001", "NJ"],
    ["99654", "AK"],
    ["90248", "CA"],
    ["79601", "TX"],
    ["00000", null],
  ])("maps ZIP %s to %s", (zip, state) => {
    expect(stateOfZip(zip)).toBe(state);
  });

  it("parses quoted CSV fields", () => {
    expect(parseTowingCsv('h\nCopart,"TX - Houston",Houston,77038,"Houston, TX","$1,320"\n')).toEqual([
      { platform: "copart", name: "TX - Houston", city: "Houston", state: "TX", zip: "77038" },
    ]);
  });
});
