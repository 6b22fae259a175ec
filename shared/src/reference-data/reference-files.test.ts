import { describe, expect, it } from "vitest";
import { DEMO_REFERENCE } from "../catalogue/bundled-demo-reference.ts";
import { copartAdapter } from "../catalogue/copart.adapter.ts";
import { generateDemoCatalogue } from "../catalogue/demo-generator.ts";
import { iaaiAdapter } from "../catalogue/iaai.adapter.ts";
import {
  REFERENCE_FILES,
  damageTypesFileSchema,
  referenceSourceOf,
  vehicleMakesFileSchema,
  yardLocationsFileSchema,
  type VehicleMake,
  type YardLocation,
} from "./reference-data.schemas.ts";
import { referenceFile, titleCase } from "./reference-files.ts";

const SOURCES = ["copart", "iaai"] as const;

const makesOf = (source: (typeof SOURCES)[number], file: "automobile" | "suv" | "pickup" | "motorcycle" | "atv") =>
  vehicleMakesFileSchema.parse(referenceFile(source, file)).vehicleMakes;
const yardsOf = (source: (typeof SOURCES)[number]) => yardLocationsFileSchema.parse(referenceFile(source, "yards"));

describe("reference files", () => {
  it.each([...SOURCES, "europe" as const].flatMap((s) => REFERENCE_FILES.map((f) => [s, f] as const)))(
    "%s/%s fits its schema with unique keys and values",
    (source, file) => {
      const content = referenceFile(source, file);
      const schema =
        file === "damage" ? damageTypesFileSchema : file === "yards" ? yardLocationsFileSchema : vehicleMakesFileSchema;
      expect(schema.safeParse(content).success).toBe(true);
      const options: { key: string; value: string }[] = Object.values(content)[0];
      expect(options.length).toBeGreaterThan(0);
      expect(new Set(options.map((o) => o.key)).size).toBe(options.length);
      expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
      for (const make of options as Partial<VehicleMake>[]) {
        if (!make.models) continue;
        expect(make.models.length).toBeGreaterThan(0);
        expect(new Set(make.models.map((m) => m.value)).size).toBe(make.models.length);
      }
    },
  );

  it("maps the path's platform: both is iaai, anything else is unknown", () => {
    expect(referenceSourceOf("copart")).toBe("copart");
    expect(referenceSourceOf("iaai")).toBe("iaai");
    expect(referenceSourceOf("both")).toBe("iaai");
    expect(referenceSourceOf("europe")).toBe("europe");
    expect(referenceSourceOf("__proto__")).toBeNull();
    expect(referenceSourceOf("COPART")).toBeNull();
  });

  it("lists the whole US catalogue under automobile, with the providers' model spellings", () => {
    const copart = makesOf("copart", "automobile");
    expect(copart).toHaveLength(64);
    expect(copart.reduce((n, m) => n + m.models.length, 0)).toBe(852);
    const ford = copart.find((m) => m.code === "FORD")!;
    expect(ford).toMatchObject({ group: "automobile", groupName: "Automobiles", description: "Ford", label: "Ford" });
    expect(ford.models.map((m) => m.code)).toContain("F150");
    const iaaiFord = makesOf("iaai", "automobile").find((m) => m.code === "FORD")!;
    expect(iaaiFord.models.find((m) => m.code === "F-150")).toMatchObject({ description: "F-150", label: "F-150" });
    const iaaiBmw = makesOf("iaai", "automobile").find((m) => m.code === "BMW")!;
    expect(iaaiBmw.models.map((m) => m.code)).toContain("3 SERIES");
    expect(iaaiBmw.models.map((m) => m.code)).not.toContain("328I");
    expect(iaaiBmw.models.find((m) => m.code === "3 SERIES")?.description).toBe("3 Series");
  });

  it("keeps SUVs and pickups as subsets of the automobile list", () => {
    const all = new Set(makesOf("copart", "automobile").flatMap((m) => m.models.map((x) => `${m.code}|${x.code}`)));
    for (const file of ["suv", "pickup"] as const) {
      for (const make of makesOf("copart", file)) {
        expect(make.group).toBe(file);
        for (const model of make.models) expect(all.has(`${make.code}|${model.code}`)).toBe(true);
      }
    }
    const suv = makesOf("copart", "suv").flatMap((m) => m.models.map((x) => x.code));
    expect(suv).toEqual(expect.arrayContaining(["RAV4", "CR-V", "GRAND CHEROKEE", "X5"]));
    expect(suv).not.toContain("CAMRY");
    const pickup = makesOf("iaai", "pickup").flatMap((m) => m.models.map((x) => x.code));
    expect(pickup).toEqual(expect.arrayContaining(["F-150", "SILVERADO 1500", "TACOMA", "1500"]));
    expect(pickup).not.toContain("RAV4");
  });

  it("has curated motorcycle and ATV makes", () => {
    expect(makesOf("copart", "motorcycle").map((m) => m.code)).toEqual(
      expect.arrayContaining(["HARLEY-DAVIDSON", "YAMAHA", "KAWASAKI", "DUCATI"]),
    );
    expect(makesOf("iaai", "atv").find((m) => m.code === "POLARIS")).toMatchObject({ groupName: "ATVs" });
  });

  it("lists every Copart damage code and IAAI's positional damages", () => {
    const copart = damageTypesFileSchema.parse(referenceFile("copart", "damage")).damageTypes;
    expect(copart.map((d) => d.code)).toEqual(
      "AO BC BE BI BN CC DH FD FR HL MC MN NO NW PR RJ RO RR SD ST TP UK UN VI VN VP WA".split(" "),
    );
    expect(copart.find((d) => d.code === "MN")).toMatchObject({
      description: "MINOR DENT/SCRATCHES",
      label: "Minor Dent/Scratches",
      value: "MN",
    });
    const iaai = damageTypesFileSchema.parse(referenceFile("iaai", "damage")).damageTypes;
    expect(iaai.map((d) => d.description)).toEqual(
      expect.arrayContaining(["ALL OVER", "LEFT REAR", "RIGHT FRONT", "FRONT END", "UNKNOWN"]),
    );
  });

  it("title-cases provider text for labels", () => {
    expect(titleCase("BURN - ENGINE")).toBe("Burn - Engine");
    expect(titleCase("FRONT & REAR")).toBe("Front & Rear");
    expect(titleCase("WATER/FLOOD")).toBe("Water/Flood");
  });

  it("lists the yards of the towing table, numbered as the demo catalogue numbers them", () => {
    const copart = yardsOf("copart").yardLocations;
    const iaai = yardsOf("iaai").yardLocations;
    expect(copart).toHaveLength(DEMO_REFERENCE.yards.filter((y) => y.platform === "copart").length);
    expect(iaai).toHaveLength(DEMO_REFERENCE.yards.filter((y) => y.platform === "iaai").length);
    const byName = (list: YardLocation[]) => new Map(list.map((y) => [y.yardName, y.yardNumber]));
    const copartYards = byName(copart);
    const iaaiYards = byName(iaai);
    const demo = generateDemoCatalogue(DEMO_REFERENCE, { count: 400, seed: 7, now: new Date("2026-08-17T12:00:00Z") });
    for (const row of demo.copart) {
      const lot = copartAdapter.normalise(row)!;
      expect(copartYards.get(lot.branch!)).toBe(lot.yardNumber);
    }
    for (const item of demo.iaai) {
      const lot = iaaiAdapter.normalise(item)!;
      expect(iaaiYards.get(lot.branch!)).toBe(lot.yardNumber);
    }
  });
});

describe("European reference files", () => {
  it("list the European makes and models by the codes the European adapter stores", () => {
    const makes = vehicleMakesFileSchema.parse(referenceFile("europe", "automobile")).vehicleMakes;
    const skoda = makes.find((m) => m.code === "SKODA");
    expect(skoda).toMatchObject({ label: "Škoda", group: "automobile" });
    expect(skoda?.models.map((m) => m.value)).toContain("OCTAVIA");
    expect(makes.map((m) => m.code)).toEqual(
      expect.arrayContaining(["DACIA", "CITROEN", "VOLKSWAGEN", "MERCEDES-BENZ"]),
    );
    const suvs = vehicleMakesFileSchema.parse(referenceFile("europe", "suv")).vehicleMakes;
    expect(suvs.find((m) => m.code === "SKODA")?.models.map((m) => m.value)).toEqual(["ENYAQ", "KAROQ", "KODIAQ"]);
  });

  it("give the European damage types and the locations as European lots write them", () => {
    const damage = damageTypesFileSchema.parse(referenceFile("europe", "damage")).damageTypes;
    expect(damage.find((d) => d.code === "NW")).toMatchObject({ description: "NORMAL WEAR", label: "Normal Wear" });
    const yards = yardLocationsFileSchema.parse(referenceFile("europe", "yards")).yardLocations;
    expect(yards.find((y) => y.city === "Hamburg")).toMatchObject({ yardName: "Hamburg, Germany", state: "DE" });
  });
});
