// The /calculator page's assumptions live in the query string, so a link restores them exactly (the page is
// shareable). Unknown or bad values fall back to the defaults rather than failing the page.
import { MAX_AUCTION_AMOUNT } from "@app/shared/money/amounts";

export const CALC_PLATFORMS = ["copart", "iaai", "europe"] as const;
export const CALC_VEHICLE_TYPES = ["automobile", "motorcycle", "atv"] as const;
export const CALC_TITLE_GROUPS = ["salvage", "clean"] as const;
export const CALC_FUELS = ["gasoline", "diesel", "hybrid", "electric"] as const;
export const CALC_BID_TYPES = ["online", "buy_now"] as const;
export const CALC_VAT_SCHEMES = ["margin", "vat-qualifying"] as const;
export const CALC_BUYER_TYPES = ["private", "business"] as const;

export interface CalculatorState {
  platform: (typeof CALC_PLATFORMS)[number];
  /** Major units: USD for copart / iaai, EUR for europe. Empty while the visitor is typing. */
  price: string;
  bidType: (typeof CALC_BID_TYPES)[number];
  titleGroup: (typeof CALC_TITLE_GROUPS)[number];
  vehicleType: (typeof CALC_VEHICLE_TYPES)[number];
  fuel: (typeof CALC_FUELS)[number];
  /** copart / iaai: the yard the vehicle is towed from (empty: the first yard of the list). */
  yard: string;
  /** Delivery surcharge for a pickup's size. */
  pickup: boolean;
  /** europe: ISO country the vehicle is trucked from. */
  country: string;
  vatScheme: (typeof CALC_VAT_SCHEMES)[number];
  buyerType: (typeof CALC_BUYER_TYPES)[number];
}

export const DEFAULT_STATE: CalculatorState = {
  platform: "copart",
  price: "5000",
  bidType: "online",
  titleGroup: "salvage",
  vehicleType: "automobile",
  fuel: "gasoline",
  yard: "",
  pickup: false,
  country: "DE",
  vatScheme: "margin",
  buyerType: "private",
};

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function stateFromParams(params: URLSearchParams): CalculatorState {
  const d = DEFAULT_STATE;
  const price = params.get("price");
  return {
    platform: oneOf(CALC_PLATFORMS, params.get("platform"), d.platform),
    price: price !== null && /^\d{0,8}(\.\d{0,2})?$/.test(price) ? price : d.price,
    bidType: oneOf(CALC_BID_TYPES, params.get("bidType"), d.bidType),
    titleGroup: oneOf(CALC_TITLE_GROUPS, params.get("titleGroup"), d.titleGroup),
    vehicleType: oneOf(CALC_VEHICLE_TYPES, params.get("vehicleType"), d.vehicleType),
    fuel: oneOf(CALC_FUELS, params.get("fuel"), d.fuel),
    yard: (params.get("yard") ?? "").slice(0, 120),
    pickup: params.get("pickup") === "1" || params.get("pickup") === "true",
    country: /^[A-Z]{2}$/.test(params.get("country") ?? "") ? params.get("country")! : d.country,
    vatScheme: oneOf(CALC_VAT_SCHEMES, params.get("vatScheme"), d.vatScheme),
    buyerType: oneOf(CALC_BUYER_TYPES, params.get("buyerType"), d.buyerType),
  };
}

/** The page URL's query: only what applies to the chosen platform, so a shared link stays short and exact. */
export function paramsFromState(s: CalculatorState): URLSearchParams {
  const p = new URLSearchParams({ platform: s.platform, price: s.price, vehicleType: s.vehicleType, fuel: s.fuel });
  if (s.platform === "europe") {
    p.set("country", s.country);
    p.set("vatScheme", s.vatScheme);
  } else {
    p.set("bidType", s.bidType);
    p.set("titleGroup", s.titleGroup);
    if (s.yard) p.set("yard", s.yard);
    if (s.pickup) p.set("pickup", "1");
  }
  p.set("buyerType", s.buyerType);
  return p;
}

/** Whether a typed price is above what the API prices (its amount rule's maximum). */
export const priceTooHigh = (price: string) => price.trim() !== "" && Number(price) > MAX_AUCTION_AMOUNT;

/** GET /api/calculator's query for the state, with the yard resolved; null while it cannot be priced yet. */
export function apiQueryFromState(s: CalculatorState, yard: string | undefined): URLSearchParams | null {
  if (s.price.trim() === "" || Number.isNaN(Number(s.price)) || priceTooHigh(s.price)) return null;
  const q = paramsFromState(s);
  if (s.platform !== "europe") {
    if (!yard) return null;
    q.set("yard", yard);
    q.set("titleGroup", s.titleGroup === "clean" ? "C" : "S");
    q.set("pickup", s.pickup ? "true" : "false");
  }
  return q;
}
