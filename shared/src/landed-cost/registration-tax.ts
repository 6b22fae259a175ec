// Lithuania's registration (pollution) tax: a one-off charge at first registration in Lithuania of an M1/N1 vehicle
// (cars and light vans; not motorcycles or ATVs), by CO2 g/km and fuel.
// docs/domain/customs-and-costs.md#lithuanian-registration-tax gives the 2026 petrol (Euro 5+) bands; the law sets
// diesel at twice the petrol rate (explanatory note of the tax bill, as reported by ve.lt), which matches the diesel
// ceiling of €1,740. Exempt: electric cars, plug-in hybrids at or below 50 g/km, and historic vehicles (30 years and
// older). Older Euro classes pay more (not modelled: US cars carry no Euro class). Without a CO2 figure (most US cars)
// the tax is assessed at registration from the registry's median or the statutory formula, so the calculator cannot
// price it and says so.
import type { FuelType } from "../catalogue/lot.schemas.ts";
import { money, text, type LineText } from "./line-text.ts";

export const REGISTRATION_TAX_AS_OF = "2026-01-09";
export const REGISTRATION_TAX_SOURCE =
  "LT Motor Vehicle Registration Tax Law (in force 2020-07-01, indexed 2026-01-09); petrol Euro 5+ bands: " +
  "wheelstreet.lt/en/straipsniai/tarsos-mokestis-skaiciuokle-2026 " +
  "(docs/domain/customs-and-costs.md#lithuanian-registration-tax); diesel at twice the petrol rate per the law";

/** Petrol Euro 5+: [upper bound of the band in g/km (inclusive), tax in EUR cents]; above the last: €870. */
export const PETROL_BANDS: ReadonlyArray<readonly [number, number]> = [
  [90, 0],
  [120, 9_00],
  [130, 18_00],
  [140, 36_00],
  [150, 54_00],
  [160, 90_00],
  [170, 126_00],
  [180, 180_00],
  [190, 234_00],
  [200, 306_00],
  [225, 432_00],
  [250, 558_00],
  [300, 690_00],
];
export const PETROL_TOP_CENTS = 870_00;
export const HISTORIC_AGE_YEARS = 30;

export type RegistrationTax =
  | { applies: false; reason: LineText }
  | { applies: true; eurCents: number; reason: LineText }
  | { applies: "unknown"; reason: LineText };

export function registrationTax(input: {
  vehicleType: "automobile" | "motorcycle" | "atv";
  fuel?: FuelType | undefined;
  co2GramsPerKm?: number | undefined;
  year?: number | undefined;
  /** The year of registration, for the historic exemption. */
  currentYear: number;
}): RegistrationTax {
  if (input.vehicleType !== "automobile") return { applies: false, reason: text("costs.registration.carsOnly") };
  if (input.year !== undefined && input.currentYear - input.year >= HISTORIC_AGE_YEARS)
    return { applies: false, reason: text("costs.registration.historic", { years: HISTORIC_AGE_YEARS }) };
  if (input.fuel === "electric") return { applies: false, reason: text("costs.registration.electric") };
  const co2 = input.co2GramsPerKm;
  if (co2 === undefined)
    return {
      applies: "unknown",
      reason: text("costs.registration.co2Unknown", {
        petrolTop: money(PETROL_TOP_CENTS, "EUR"),
        dieselTop: money(PETROL_TOP_CENTS * 2, "EUR"),
      }),
    };
  if (input.fuel === "hybrid" && co2 <= 50) return { applies: false, reason: text("costs.registration.plugInHybrid") };
  const band = PETROL_BANDS.find(([upTo]) => co2 <= upTo);
  const petrol = band ? band[1] : PETROL_TOP_CENTS;
  const bandText = band
    ? text("costs.registration.bandUpTo", { grams: band[0] })
    : text("costs.registration.bandAbove", { grams: PETROL_BANDS.at(-1)![0] });
  if (input.fuel === "diesel")
    return { applies: true, eurCents: petrol * 2, reason: text("costs.registration.diesel", { co2, band: bandText }) };
  return { applies: true, eurCents: petrol, reason: text("costs.registration.petrol", { co2, band: bandText }) };
}
