// Maps provider wording onto the shared filter vocabularies of lot.schemas.ts. Copart and IAAI spell the same
// thing many ways ("4DR SPOR", "SPORT UTILITY"; "Front-wheel Drive", "FWD"; "GAS", "Gasoline"), and one search
// filter must find both. Unknown text maps to "other" (or null where no "other" exists); the original stays in
// originalData.
import type { BodyStyle, Colour, Driveline, FuelType, Transmission, VehicleType } from "./lot.schemas.ts";
import { TITLE_GROUPS } from "./lot.schemas.ts";
import { parseProviderNumber } from "./provider-number.ts";
import { upper } from "./raw-values.ts";

export function vehicleTypeOf(...values: unknown[]): VehicleType {
  for (const v of values) {
    const s = upper(v);
    if (!s) continue;
    if (/\bATV|ALL[- ]TERRAIN|QUAD|UTV/.test(s)) return "atv";
    if (/MOTORCYCLE|CYCLE|VEHTYPE_C\b|^C$|SCOOTER|MOTO/.test(s)) return "motorcycle";
    return "automobile";
  }
  return "automobile";
}

export function bodyStyleOf(v: unknown): BodyStyle | null {
  const s = upper(v);
  if (!s) return null;
  // Copart cuts body styles to 8 characters: "SPORTS V" is a sports van (minivan), "4DR SPOR" a 4-door SUV.
  if (/MINI ?VAN|PASSENGER VAN|SPORTS? VA?N?$/.test(s)) return "minivan";
  if (
    /PICK ?UP|CREW ?CAB|CREW PIC|EXTENDED CAB|EXTENDED|CLUB ?CAB|REGULAR CAB|SUPER ?CAB|QUAD CAB|DOUBLE CAB|\bCAB\b/.test(
      s,
    )
  )
    return "pickup";
  if (/SPORT ?UTIL|4DR SPOR|\bSUV\b|UTILITY|CROSSOVER|4DR EXT|2DR SPOR/.test(s)) return "suv";
  if (/CONVERT|CONVERTI|CABRIO|ROADSTER|SPYDER|SPIDER/.test(s)) return "convertible";
  if (/WAGON|ESTATE|SPORTWAGEN/.test(s)) return "wagon";
  if (/HATCH|LIFTBACK|3DR|5DR/.test(s)) return "hatchback";
  if (/COUPE|2DR/.test(s)) return "coupe";
  if (/SEDAN|4DR|SALOON/.test(s)) return "sedan";
  if (/\bVAN\b|CARGO/.test(s)) return "van";
  if (/MOTORCYC|CYCLE/.test(s)) return "motorcycle"; // Copart cuts body styles to 8 characters
  if (/\bATV\b/.test(s)) return "atv";
  return "other";
}

export function fuelTypeOf(v: unknown): FuelType | null {
  const s = upper(v);
  if (!s) return null;
  if (/HYBRID|PHEV|PLUG-IN/.test(s)) return "hybrid";
  if (/ELECTRIC|^EV$|BATTERY/.test(s)) return "electric";
  if (/DIESEL/.test(s)) return "diesel";
  if (/FLEX|E85/.test(s)) return "flex-fuel";
  if (/GAS|PETROL|UNLEADED/.test(s)) return "gasoline";
  return "other";
}

export function transmissionOf(v: unknown): Transmission | null {
  const s = upper(v);
  if (!s) return null;
  if (/CVT|CONTINUOUSLY/.test(s)) return "cvt";
  if (/MANUAL|STANDARD/.test(s)) return "manual";
  if (/AUTO/.test(s)) return "automatic";
  return "other";
}

export function drivelineOf(v: unknown): Driveline | null {
  const s = upper(v)?.replace(/[-_]/g, " ");
  if (!s) return null;
  if (/4X4|4WD|FOUR WHEEL|4 WHEEL/.test(s)) return "4wd";
  if (/AWD|ALL WHEEL/.test(s)) return "awd";
  if (/FWD|FRONT WHEEL|FRONT WHL/.test(s)) return "fwd";
  if (/RWD|REAR WHEEL|REAR WHL/.test(s)) return "rwd";
  return null;
}

const COLOUR_WORDS: [RegExp, Colour][] = [
  [/BLACK|EBONY|ONYX/, "black"],
  [/WHITE|PEARL|IVORY/, "white"],
  [/SILVER/, "silver"],
  [/GRAY|GREY|CHARCOAL|GRAPHITE|GUNMETAL/, "gray"],
  [/BLUE|NAVY|TEAL/, "blue"],
  [/RED|MAROON|BURGUNDY/, "red"],
  [/GREEN/, "green"],
  [/GOLD/, "gold"],
  [/BROWN|BRONZE|COPPER/, "brown"],
  [/BEIGE|TAN|CREAM|CHAMPAGNE/, "beige"],
  [/ORANGE/, "orange"],
  [/YELLOW/, "yellow"],
  [/PURPLE|VIOLET/, "purple"],
];

export function colourOf(v: unknown): Colour | null {
  const s = upper(v);
  if (!s || s === "UNKNOWN" || s === "N/A") return null;
  for (const [re, colour] of COLOUR_WORDS) if (re.test(s)) return colour;
  return "other";
}

/** Copart's `tgc` ("TITLEGROUP_C"), or a title description ("CLEAN TITLE", "SALVAGE CERTIFICATE", "CLEAR-PA"). */
export function titleGroupOf(...values: unknown[]): string | null {
  for (const v of values) {
    const s = upper(v);
    if (!s) continue;
    const code = /^TITLEGROUP_([A-Z])$/.exec(s);
    if (code?.[1]) return code[1];
    if (/NON[- ]?REPAIRABLE|JUNK|DESTRUCTION|PARTS ONLY|SCRAP|DISMANTLE/.test(s)) return TITLE_GROUPS.nonRepairable;
    if (/SALVAGE|REBUILDABLE|REPAIRABLE|CERT OF TITLE-SALV|\bSAL\b/.test(s)) return TITLE_GROUPS.salvage;
    if (/CLEAN|CLEAR|\bCLR\b/.test(s)) return TITLE_GROUPS.clean;
  }
  return null;
}

const ODOMETER_BRAND_CODES: Record<string, string> = {
  A: "ACTUAL",
  N: "NOT ACTUAL",
  E: "EXEMPT",
  X: "EXCEEDS MECHANICAL LIMITS",
  T: "TMU",
};

/** "ACTUAL" / "Not Actual" / "(Actual)" / brand code "A". */
export function odometerBrandOf(...values: unknown[]): string | null {
  for (const v of values) {
    const s = upper(v)?.replace(/[()]/g, "").trim();
    if (!s) continue;
    if (ODOMETER_BRAND_CODES[s]) return ODOMETER_BRAND_CODES[s];
    if (/NOT ACTUAL/.test(s)) return "NOT ACTUAL";
    if (/EXCEED/.test(s)) return "EXCEEDS MECHANICAL LIMITS";
    if (/EXEMPT/.test(s)) return "EXEMPT";
    if (/TMU|TRUE MILEAGE UNKNOWN/.test(s)) return "TMU";
    if (/ACTUAL/.test(s)) return "ACTUAL";
  }
  return null;
}

/** Cylinders from "6", "4 Cylinders", or an engine text ("3.0L 6", "2.0L I-4 DI", "V8"). */
export function cylindersOf(cylinders: unknown, engine: unknown): number | null {
  // The field is a number ("6", "4 Cylinders", 6) by the provider-number rule; "1e1" or "4/6" is not.
  const fromField = parseProviderNumber(cylinders) ?? undefined;
  const fromEngine =
    upper(engine)?.match(/\b[IVLHW]-?(\d{1,2})\b/)?.[1] ?? upper(engine)?.match(/^\d\.\dL\s+(\d{1,2})\b/)?.[1];
  const n = Number(fromField ?? fromEngine ?? NaN);
  return Number.isInteger(n) && n >= 1 && n <= 16 ? n : null;
}
