// Builds the content of each reference file from data kept in the repository: the US make/model catalogue and the
// yard list (both in the bundled demo reference, from data/us-make-model-catalog.json and
// data/towing-rates-yard-to-port.csv), the providers' damage vocabularies and the curated powersports makes.
// Pure and memoised: each (source, file) is built once per process.
import { DEMO_REFERENCE } from "../catalogue/bundled-demo-reference.ts";
import { PICKUP_MODEL, STATE_TIME_ZONES, SUV_MODEL } from "../catalogue/demo-market-data.ts";
import type { DemoYard } from "../catalogue/demo-reference.ts";
import { MAKE_MODEL_CATALOGUE, makeCodeOf, type CatalogueModel } from "../search/make-model-catalogue.ts";
import { providerModel } from "../search/make-model-mapping.ts";
import { COPART_DAMAGE_TYPES, EUROPE_DAMAGE_TYPES, IAAI_DAMAGE_TYPES } from "./damage-types.ts";
import { EUROPE_COUNTRIES } from "../catalogue/europe-countries.ts";
import { EUROPE_CITIES, EUROPE_MAKES } from "../catalogue/europe-market-data.ts";
import { ATV_MAKES, MOTORCYCLE_MAKES, type CuratedMake } from "./powersports-makes.ts";
import type {
  DamageType,
  ReferenceFile,
  ReferenceFileContent,
  ReferenceSource,
  VehicleMake,
  VehicleMakeFile,
  VehicleModelOption,
  YardLocation,
} from "./reference-data.schemas.ts";

export const VEHICLE_GROUP_NAMES: Record<VehicleMakeFile, string> = {
  automobile: "Automobiles",
  suv: "SUVs",
  pickup: "Pickup trucks",
  motorcycle: "Motorcycles",
  atv: "ATVs",
};

/** Upper-case provider text as a label: "MINOR DENT/SCRATCHES" -> "Minor Dent/Scratches". */
export function titleCase(s: string): string {
  return s.toLowerCase().replace(/(^|[\s/&(-])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** Which catalogue models each passenger-vehicle file lists: all, or those whose name is an SUV / pickup. */
const MODEL_FILTERS: Record<"automobile" | "suv" | "pickup", (model: CatalogueModel) => boolean> = {
  automobile: () => true,
  suv: (m) => SUV_MODEL.test(m.code) && !PICKUP_MODEL.test(m.code),
  pickup: (m) => PICKUP_MODEL.test(m.code),
};

function modelOption(group: string, makeCode: string, code: string, description: string): VehicleModelOption {
  return { code, description, value: code, label: description, key: `${group}:${makeCode}:${code}` };
}

function makeEntry(group: VehicleMakeFile, code: string, description: string, models: VehicleModelOption[]) {
  return {
    group,
    groupName: VEHICLE_GROUP_NAMES[group],
    description,
    code,
    value: code,
    label: description,
    key: `${group}:${code}`,
    models,
  } satisfies VehicleMake;
}

function catalogueMakes(
  source: Exclude<ReferenceSource, "europe">,
  file: "automobile" | "suv" | "pickup",
): VehicleMake[] {
  const keep = MODEL_FILTERS[file];
  return MAKE_MODEL_CATALOGUE.map((make) => {
    const byCode = new Map<string, VehicleModelOption>();
    for (const m of make.models.filter(keep)) {
      const p = providerModel(source, make.code, m.code);
      // IAAI lists BMW's numbered models under their series: one option per code, named as the series.
      if (!byCode.has(p.code) || p.code === m.code) byCode.set(p.code, modelOption(file, make.code, p.code, p.name));
    }
    const models = [...byCode.values()].sort((a, b) => a.description.localeCompare(b.description));
    return makeEntry(file, make.code, make.name, models);
  })
    .filter((m) => m.models.length > 0)
    .sort((a, b) => a.description.localeCompare(b.description));
}

/** European makes and models (the same codes the European adapter stores); suv and pickup keep those bodies. */
function europeMakes(file: "automobile" | "suv" | "pickup"): VehicleMake[] {
  const keep = (body: string) => file === "automobile" || body === file;
  return EUROPE_MAKES.map((make) => {
    const models = make.models
      .filter((m) => keep(m.body))
      .map((m) => modelOption(file, make.code, m.code, m.name))
      .sort((a, b) => a.description.localeCompare(b.description));
    return makeEntry(file, make.code, make.name, models);
  })
    .filter((m) => m.models.length > 0)
    .sort((a, b) => a.description.localeCompare(b.description));
}

/**
 * European "yards": the cities European lots stand in, as the lot's location reads ("Hamburg, Germany"), so the
 * location filter finds them; numbered from 500 in list order. `state` carries the country code.
 */
function europeLocations(): YardLocation[] {
  let yardNumber = 500;
  const out: YardLocation[] = [];
  for (const country of EUROPE_COUNTRIES)
    for (const city of EUROPE_CITIES[country.code] ?? []) {
      const yardName = `${city}, ${country.name}`;
      out.push({
        yardName,
        yardNumber,
        city,
        state: country.code,
        value: yardName,
        label: yardName,
        key: `europe:${yardNumber}`,
      });
      yardNumber++;
    }
  return out.sort((a, b) => a.label.localeCompare(b.label));
}

function curatedMakes(file: "motorcycle" | "atv", makes: readonly CuratedMake[]): VehicleMake[] {
  return makes.map((make) => {
    const code = makeCodeOf(make.name);
    const models = make.models
      .map((name) => modelOption(file, code, makeCodeOf(name), name))
      .sort((a, b) => a.description.localeCompare(b.description));
    return makeEntry(file, code, make.name, models);
  });
}

function damageTypes(source: ReferenceSource): DamageType[] {
  const list =
    source === "copart" ? COPART_DAMAGE_TYPES : source === "europe" ? EUROPE_DAMAGE_TYPES : IAAI_DAMAGE_TYPES;
  return list.map(([code, description]) => ({
    code,
    description,
    value: code,
    label: titleCase(description),
    key: `${source}:${code}`,
  }));
}

/**
 * Yards with a stable number: the demo catalogue numbers them the same way (Copart yards from 1, IAA branches from
 * 100, in list order, US yards with a known time zone), so demo lots carry these numbers as `ynumb` / branch
 * number; a filter should still match on yardName, which real lots carry too.
 */
function yardLocations(source: Exclude<ReferenceSource, "europe">): YardLocation[] {
  const first = source === "copart" ? 1 : 100;
  return DEMO_REFERENCE.yards
    .filter((y) => y.platform === source && STATE_TIME_ZONES[y.state])
    .map((y: DemoYard, i) => {
      const yardName = source === "copart" ? y.name.toUpperCase() : `${y.name} (${y.state})`;
      const label = source === "copart" ? y.name : `${y.name}, ${y.state}`;
      const yardNumber = first + i;
      return {
        yardName,
        yardNumber,
        city: y.city,
        state: y.state,
        value: yardName,
        label,
        key: `${source}:${yardNumber}`,
      };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}

function build(source: ReferenceSource, file: ReferenceFile): ReferenceFileContent {
  switch (file) {
    case "damage":
      return { damageTypes: damageTypes(source) };
    case "yards":
      return { yardLocations: source === "europe" ? europeLocations() : yardLocations(source) };
    case "motorcycle":
      return { vehicleMakes: curatedMakes(file, MOTORCYCLE_MAKES) };
    case "atv":
      return { vehicleMakes: curatedMakes(file, ATV_MAKES) };
    default:
      return { vehicleMakes: source === "europe" ? europeMakes(file) : catalogueMakes(source, file) };
  }
}

const cache = new Map<string, ReferenceFileContent>();

/** The content of one reference file for a provider (built once, then shared: treat it as read-only). */
export function referenceFile(source: ReferenceSource, file: ReferenceFile): ReferenceFileContent {
  const key = `${source}/${file}`;
  let content = cache.get(key);
  if (!content) {
    content = build(source, file);
    cache.set(key, content);
  }
  return content;
}
