import { describe, expect, it } from "vitest";
import { PAGE_SIZES, searchQuerySchema } from "@app/shared/search/search-query.schemas";
import { COLOURS } from "@app/shared/catalogue/lot.schemas";
import {
  activeFilterKeys,
  COLOUR_OPTIONS,
  PAGE_SIZE_OPTIONS,
  readSearchParams,
  toApiQuery,
  toSearchParams,
  withoutFilter,
  withoutSidebarFilters,
} from "./search-params";

const read = (query: string) => readSearchParams(new URLSearchParams(query));

describe("search page URL", () => {
  it("offers the API's page sizes and the 14 documented colours", () => {
    expect(PAGE_SIZE_OPTIONS).toEqual(PAGE_SIZES);
    expect(COLOUR_OPTIONS).toEqual(COLOURS);
    expect(COLOUR_OPTIONS).toHaveLength(14);
  });

  it("reads the documented parameters and every filter, and writes them back the same", () => {
    const query =
      "vinlot=45139005&keyword=red&platform=copart&vehicleType=automobile&make=BMW&makeName=BMW&model=X5" +
      "&modelName=X5&yearFrom=2015&yearTo=2020&damageType=FRONT+END&location=TX&showEndedAuctions=true" +
      "&showBuyNow=true&odometerMin=1000&odometerMax=90000&cylinders=6&transmission=automatic&fuelType=diesel" +
      "&airbags=front&title=clean&color=black&driveTrain=awd&auctionDate=2026-12-01&order=desc&pageSize=48&page=3";
    const state = read(query);
    expect(state.filters).toMatchObject({ vinlot: "45139005", make: "BMW", odometerMax: 90000, cylinders: 6 });
    expect(state).toMatchObject({ order: "desc", pageSize: 48, page: 3 });
    expect(toSearchParams(state).toString()).toBe(new URLSearchParams(query).toString());
  });

  it("drops malformed values instead of sending them on, and leaves defaults out of the URL", () => {
    const state = read("cylinders=7&color=pink&yearFrom=abc&pageSize=50&order=sideways&page=0&auctionDate=soon");
    expect(state).toEqual({ filters: {}, order: "asc", page: 1, pageSize: 24 });
    expect(toSearchParams(state).toString()).toBe("");
  });

  it("keeps the page inside the 10,000-result paging cap", () => {
    expect(read("page=5000&pageSize=12").page).toBe(834);
    expect(read("page=5000&pageSize=96").page).toBe(105);
  });

  it("builds an API query the API's own schema accepts, with the action for its cooldowns", () => {
    const state = read("vinlot=1hgcm82633a004352&make=BMW&makeName=BMW&showBuyNow=true&pageSize=12&page=2");
    const query = toApiQuery(state, "buy-now");
    const params = Object.fromEntries(new URLSearchParams(query));
    expect(params).toEqual({
      lotVin: "1hgcm82633a004352",
      make: "BMW",
      showBuyNow: "true",
      order: "asc",
      page: "2",
      pageSize: "12",
      action: "buy-now",
    });
    expect(searchQuerySchema.safeParse(params).success).toBe(true);
  });

  it("removes a filter with what depends on it, and clears only the sidebar's", () => {
    const { filters } = read("make=BMW&makeName=BMW&model=X5&modelName=X5&cylinders=6&color=black&keyword=m");
    expect(activeFilterKeys(filters)).toEqual(["keyword", "make", "model", "cylinders", "color"]);
    expect(withoutFilter(filters, "make")).toEqual({ keyword: "m", cylinders: 6, color: "black" });
    expect(withoutFilter(filters, "model")).toEqual({
      keyword: "m",
      make: "BMW",
      makeName: "BMW",
      cylinders: 6,
      color: "black",
    });
    expect(withoutSidebarFilters(filters)).toEqual({
      keyword: "m",
      make: "BMW",
      makeName: "BMW",
      model: "X5",
      modelName: "X5",
    });
  });
});
