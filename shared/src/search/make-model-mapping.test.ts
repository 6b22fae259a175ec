import { describe, expect, it } from "vitest";
import { MAKE_MODEL_CATALOGUE, catalogueModel } from "./make-model-catalogue.ts";
import {
  MAKE_MODEL_MAPPINGS,
  canonicalMake,
  canonicalModel,
  makeSpellings,
  modelSpellings,
  providerModelCode,
} from "./make-model-mapping.ts";

describe("the make/model catalogue", () => {
  it("holds the 64 makes and 852 models of the US catalogue, with upper-case codes", () => {
    expect(MAKE_MODEL_CATALOGUE).toHaveLength(64);
    expect(MAKE_MODEL_CATALOGUE.reduce((n, m) => n + m.models.length, 0)).toBe(852);
    expect(catalogueModel("ford", "f-150")).toMatchObject({ code: "F-150", name: "F-150", makeCode: "FORD" });
  });
});

describe("make/model mapping between copart and iaai", () => {
  it.each([
    ["FORD", "F-150", "F150", "F-150"],
    ["FORD", "F-150 LIGHTNING", "F150 LIGHTNING", "F-150 LIGHTNING"],
    ["FORD", "F-250 SUPER DUTY", "F250 SUPER DUTY", "F-250 SUPER DUTY"],
    ["FORD", "F-450 SUPER DUTY", "F450 SUPER DUTY", "F-450 SUPER DUTY"],
    ["BMW", "328I", "328I", "3 SERIES"],
    ["BMW", "540I", "540I", "5 SERIES"],
    ["BMW", "335D", "335D", "3 SERIES"],
    ["BMW", "ACTIVEHYBRID 7", "ACTIVEHYBRID 7", "7 SERIES"],
  ])("%s %s is %s on copart and %s on iaai", (make, model, copart, iaai) => {
    expect(MAKE_MODEL_MAPPINGS).toContainEqual({ make, model, copart, iaai });
    expect(providerModelCode("copart", make, model)).toBe(copart);
    expect(providerModelCode("iaai", make, model)).toBe(iaai);
    expect(providerModelCode("both", make, model)).toBe(model);
  });

  it("has an entry for every numbered BMW and every Ford F-series model of the catalogue, and nothing else", () => {
    const bmw = MAKE_MODEL_CATALOGUE.find((m) => m.code === "BMW")!.models.filter((m) =>
      /^[1-8]\d\d[A-Z]$|^ACTIVEHYBRID/.test(m.code),
    );
    const ford = MAKE_MODEL_CATALOGUE.find((m) => m.code === "FORD")!.models.filter((m) => m.code.startsWith("F-"));
    expect(MAKE_MODEL_MAPPINGS).toHaveLength(bmw.length + ford.length);
    expect(bmw.length).toBeGreaterThan(30);
    expect(ford).toHaveLength(5);
  });

  it("leaves models spelled alike on both providers as they are", () => {
    expect(providerModelCode("copart", "TOYOTA", "Camry")).toBe("CAMRY");
    expect(providerModelCode("iaai", "BMW", "X5")).toBe("X5");
    expect(providerModelCode("iaai", "BMW", "3 Series")).toBe("3 SERIES");
  });

  it("reads provider spellings back to the canonical model", () => {
    expect(canonicalModel("FORD", "F150")).toBe("F-150");
    expect(canonicalModel("ford", "f250 super duty")).toBe("F-250 SUPER DUTY");
    expect(canonicalModel("FORD", "F-150")).toBe("F-150");
    expect(canonicalModel("BMW", "3 SERIES")).toBe("3 SERIES");
    expect(canonicalModel("TOYOTA", "CAMRY")).toBe("CAMRY");
  });

  it("lists every spelling a search over both providers must match", () => {
    expect(modelSpellings("FORD", "F150")).toEqual(["F-150", "F150"]);
    expect(modelSpellings("BMW", "328i")).toEqual(["328I", "3 SERIES"]);
    expect(modelSpellings("TOYOTA", "Camry")).toEqual(["CAMRY"]);
  });

  it("knows the make spellings the providers use", () => {
    expect(canonicalMake("Mercedes Benz")).toBe("MERCEDES-BENZ");
    expect(canonicalMake("MERCEDES")).toBe("MERCEDES-BENZ");
    expect(canonicalMake("land-rover")).toBe("LAND ROVER");
    expect(canonicalMake("Toyota")).toBe("TOYOTA");
    expect(makeSpellings("mercedes-benz")).toEqual(["MERCEDES-BENZ", "MERCEDES BENZ", "MERCEDES"]);
    expect(makeSpellings("KIA")).toEqual(["KIA"]);
  });
});
