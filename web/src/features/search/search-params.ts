// The /search page's state lives in its URL (docs/product/search.md#search-url: vinlot, make, makeName, model,
// modelName, keyword, and every other filter too), so a search can be shared and the back button walks through earlier
// searches. This module reads and writes that URL and turns it into the GET /api/search query. Pure: no React, no
// fetch.
import type { SearchQuery } from "@app/shared/search/search-query.schemas";

type Filter<K extends keyof SearchQuery> = NonNullable<SearchQuery[K]>;

// The option lists of the form. `satisfies` keeps them inside what the API accepts (the lists there carry zod,
// which the web bundle does without).
export const PLATFORM_OPTIONS = ["copart", "iaai", "both", "europe"] as const satisfies readonly Filter<"platform">[];
export const VEHICLE_TYPE_OPTIONS = [
  "automobile",
  "atv",
  "motorcycle",
] as const satisfies readonly Filter<"vehicleType">[];
export const CYLINDER_OPTIONS = [3, 4, 5, 6, 8, 10, 12] as const;
export const TRANSMISSION_OPTIONS = ["automatic", "manual", "cvt"] as const satisfies readonly Filter<"transmission">[];
export const FUEL_OPTIONS = [
  "gasoline",
  "diesel",
  "electric",
  "hybrid",
] as const satisfies readonly Filter<"fuelType">[];
export const AIRBAG_OPTIONS = ["none", "front", "side", "curtain"] as const satisfies readonly Filter<"airbags">[];
export const TITLE_OPTIONS = ["clean", "salvage", "rebuilt", "flood"] as const satisfies readonly Filter<"title">[];
export const COLOUR_OPTIONS = [
  "black",
  "white",
  "silver",
  "gray",
  "blue",
  "red",
  "green",
  "gold",
  "brown",
  "beige",
  "orange",
  "yellow",
  "purple",
  "other",
] as const satisfies readonly Filter<"color">[];
export const DRIVE_OPTIONS = ["fwd", "rwd", "awd", "4wd"] as const satisfies readonly Filter<"driveTrain">[];
export const PAGE_SIZE_OPTIONS = [12, 24, 48, 96] as const;
export const DEFAULT_PAGE_SIZE = 24;
/** The API pages no deeper than this many results (MAX_RESULT_OFFSET); narrower filters reach the rest. */
export const MAX_RESULT_OFFSET = 10_000;
/** The odometer placeholder's suggested maximum (docs/product/search.md#filters). */
export const ODOMETER_MAX_HINT = 999_999;

export type SearchAction = Filter<"action">;

/** Every filter as the URL spells it; text values as typed, absent when empty. */
export interface SearchFilters {
  platform?: (typeof PLATFORM_OPTIONS)[number];
  vehicleType?: (typeof VEHICLE_TYPE_OPTIONS)[number];
  make?: string;
  makeName?: string;
  model?: string;
  modelName?: string;
  yearFrom?: number;
  yearTo?: number;
  vinlot?: string;
  keyword?: string;
  damageType?: string;
  location?: string;
  odometerMin?: number;
  odometerMax?: number;
  cylinders?: number;
  transmission?: (typeof TRANSMISSION_OPTIONS)[number];
  fuelType?: (typeof FUEL_OPTIONS)[number];
  airbags?: (typeof AIRBAG_OPTIONS)[number];
  title?: (typeof TITLE_OPTIONS)[number];
  color?: (typeof COLOUR_OPTIONS)[number];
  driveTrain?: (typeof DRIVE_OPTIONS)[number];
  /** today, tomorrow or YYYY-MM-DD. */
  auctionDate?: string;
  showEndedAuctions?: boolean;
  showBuyNow?: boolean;
}

export interface SearchState {
  filters: SearchFilters;
  order: "asc" | "desc";
  page: number;
  pageSize: number;
}

/** The filters in the order the URL and the chips list them. */
export const FILTER_KEYS = [
  "vinlot",
  "keyword",
  "platform",
  "vehicleType",
  "make",
  "makeName",
  "model",
  "modelName",
  "yearFrom",
  "yearTo",
  "damageType",
  "location",
  "showEndedAuctions",
  "showBuyNow",
  "odometerMin",
  "odometerMax",
  "cylinders",
  "transmission",
  "fuelType",
  "airbags",
  "title",
  "color",
  "driveTrain",
  "auctionDate",
] as const satisfies readonly (keyof SearchFilters)[];

/** The refinements of the sidebar (docs/product/search.md#filters), cleared together by 'Clear sidebar filters'. */
export const SIDEBAR_KEYS = [
  "odometerMin",
  "odometerMax",
  "cylinders",
  "transmission",
  "fuelType",
  "airbags",
  "title",
  "color",
  "driveTrain",
  "auctionDate",
] as const satisfies readonly (keyof SearchFilters)[];

const oneOf = <T extends string | number>(options: readonly T[], value: unknown): T | undefined =>
  options.includes(value as T) ? (value as T) : undefined;

function text(params: URLSearchParams, key: string, max: number): string | undefined {
  const value = params.get(key)?.trim();
  return value ? value.slice(0, max) : undefined;
}

function int(params: URLSearchParams, key: string, min: number, max: number): number | undefined {
  const raw = params.get(key);
  if (raw === null || !/^\d+$/.test(raw.trim())) return undefined;
  const value = Number(raw);
  return value >= min && value <= max ? value : undefined;
}

const flag = (params: URLSearchParams, key: string) => (params.get(key) === "true" ? true : undefined);

/** Reads the page's URL; anything malformed is dropped rather than sent on to fail at the API. */
export function readSearchParams(params: URLSearchParams): SearchState {
  const auctionDate = text(params, "auctionDate", 10);
  const filters: SearchFilters = {
    platform: oneOf(PLATFORM_OPTIONS, params.get("platform")),
    vehicleType: oneOf(VEHICLE_TYPE_OPTIONS, params.get("vehicleType")),
    make: text(params, "make", 60),
    makeName: text(params, "makeName", 60),
    model: text(params, "model", 80),
    modelName: text(params, "modelName", 80),
    yearFrom: int(params, "yearFrom", 1900, 2100),
    yearTo: int(params, "yearTo", 1900, 2100),
    vinlot: text(params, "vinlot", 17),
    keyword: text(params, "keyword", 200),
    damageType: text(params, "damageType", 80),
    location: text(params, "location", 120),
    odometerMin: int(params, "odometerMin", 0, 9_999_999),
    odometerMax: int(params, "odometerMax", 0, 9_999_999),
    cylinders: oneOf(CYLINDER_OPTIONS, Number(params.get("cylinders"))),
    transmission: oneOf(TRANSMISSION_OPTIONS, params.get("transmission")),
    fuelType: oneOf(FUEL_OPTIONS, params.get("fuelType")),
    airbags: oneOf(AIRBAG_OPTIONS, params.get("airbags")),
    title: oneOf(TITLE_OPTIONS, params.get("title")),
    color: oneOf(COLOUR_OPTIONS, params.get("color")),
    driveTrain: oneOf(DRIVE_OPTIONS, params.get("driveTrain")),
    auctionDate: auctionDate && /^(today|tomorrow|\d{4}-\d{2}-\d{2})$/.test(auctionDate) ? auctionDate : undefined,
    showEndedAuctions: flag(params, "showEndedAuctions"),
    showBuyNow: flag(params, "showBuyNow"),
  };
  const pageSize = oneOf(PAGE_SIZE_OPTIONS, Number(params.get("pageSize"))) ?? DEFAULT_PAGE_SIZE;
  return {
    filters: compactFilters(filters),
    order: params.get("order") === "desc" ? "desc" : "asc",
    page: Math.min(int(params, "page", 1, 100_000) ?? 1, lastReachablePage(pageSize)),
    pageSize,
  };
}

/** Drops empty values, and names whose code is gone (a makeName without its make means nothing). */
export function compactFilters(filters: SearchFilters): SearchFilters {
  const out: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || value === "" || value === false) continue;
    out[key] = value;
  }
  if (!out.make) delete out.makeName;
  if (!out.model) delete out.modelName;
  return out as SearchFilters;
}

/** The URL query of a state; defaults are left out so shared links stay short. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const filters = compactFilters(state.filters);
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined) params.set(key, String(value));
  }
  if (state.order !== "asc") params.set("order", state.order);
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set("pageSize", String(state.pageSize));
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

/** The GET /api/search query string: the URL's filters under the API's names, plus the action for its cooldowns. */
export function toApiQuery(state: SearchState, action: SearchAction): string {
  const { vinlot, makeName: _makeName, modelName: _modelName, ...rest } = compactFilters(state.filters);
  const params = new URLSearchParams();
  const api: Record<string, unknown> = { ...rest, lotVin: vinlot };
  for (const [key, value] of Object.entries(api)) if (value !== undefined) params.set(key, String(value));
  params.set("order", state.order);
  params.set("page", String(state.page));
  params.set("pageSize", String(state.pageSize));
  params.set("action", action);
  return params.toString();
}

/** The last page the API serves at this page size (it refuses offsets at or past MAX_RESULT_OFFSET). */
export function lastReachablePage(pageSize: number): number {
  return Math.ceil(MAX_RESULT_OFFSET / pageSize);
}

/** The active filters a visitor can remove one by one (names ride along with their codes). */
export function activeFilterKeys(filters: SearchFilters): (keyof SearchFilters)[] {
  const compact = compactFilters(filters);
  return FILTER_KEYS.filter((key) => key !== "makeName" && key !== "modelName" && compact[key] !== undefined);
}

/** The filters without `key` (and what depends on it: a model belongs to its make). */
export function withoutFilter(filters: SearchFilters, key: keyof SearchFilters): SearchFilters {
  const next: SearchFilters = { ...filters, [key]: undefined };
  if (key === "make") Object.assign(next, { makeName: undefined, model: undefined, modelName: undefined });
  if (key === "model") next.modelName = undefined;
  return compactFilters(next);
}

export function withoutSidebarFilters(filters: SearchFilters): SearchFilters {
  const next: SearchFilters = { ...filters };
  for (const key of SIDEBAR_KEYS) next[key] = undefined;
  return compactFilters(next);
}
