// A lot, as stored, turned into the calculator's input: lot pages and bills price the lot the same way the
// /calculator page prices a what-if. Fields the caller knows better (price, bid type, buyer) come in `over`.
import { fuelTypeSchema, type Platform, type VehicleType } from "../catalogue/lot.schemas.ts";
import { vatSchemeSchema, type LandedCostInput } from "./landed-cost.schemas.ts";

export interface LotForLandedCost {
  platform: Platform;
  vehicleType: VehicleType;
  titleGroup: string | null;
  /** The yard (Copart yard name, IAAI branch), matched against the towing table. */
  branch: string | null;
  fuelType: string | null;
  /** A two-letter code for European lots; US lots say "USA", which the calculator does not need. */
  country: string | null;
  year: number | null;
  bodyStyle: string | null;
  /** European lots: "margin" or "vat-qualifying". */
  vatScheme?: string | null;
}

export function landedCostInputFromLot<T extends Partial<LandedCostInput>>(
  lot: LotForLandedCost,
  over: T,
): Partial<LandedCostInput> & T {
  const fuel = fuelTypeSchema.safeParse(lot.fuelType?.toLowerCase());
  const vatScheme = vatSchemeSchema.safeParse(lot.vatScheme);
  const country = lot.country?.trim().toUpperCase();
  const fromLot: Partial<LandedCostInput> = {
    platform: lot.platform,
    vehicleType: lot.vehicleType,
    titleGroup: lot.titleGroup ?? undefined,
    yard: lot.branch ?? undefined,
    fuel: fuel.success ? fuel.data : undefined,
    country: country && /^[A-Z]{2}$/.test(country) ? country : undefined,
    year: lot.year ?? undefined,
    pickup: lot.bodyStyle === "pickup",
    vatScheme: vatScheme.success ? vatScheme.data : undefined,
  };
  const defined = Object.fromEntries(Object.entries(over).filter(([, v]) => v !== undefined));
  return { ...fromLot, ...defined } as Partial<LandedCostInput> & T;
}
