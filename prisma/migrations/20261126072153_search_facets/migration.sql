-- The search's equality filters as tokens in one GIN-indexed array (issue 5, bench/README.md): with a B-tree per
-- filter, a combination of filters either walked the sort index past every non-matching lot or intersected
-- bitmaps of several indexes; with the tokens any combination is one GIN lookup of a few posting lists.
-- api/src/features/search/search.repository.ts builds the same tokens from the query (`facetTokens`): change both
-- together. Kept by a trigger (not a generated column: enum-to-text casts are not immutable), which fires only
-- when a column it reads is written, so the ingestion's lastSeenAt bumps stay cheap (and HOT).

-- AlterTable
ALTER TABLE "Lot" ADD COLUMN     "searchFacets" TEXT[] DEFAULT ARRAY[]::TEXT[];

CREATE FUNCTION lot_search_facets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchFacets" := array_remove(ARRAY[
    'p:' || NEW."platform"::text,
    'vt:' || NEW."vehicleType"::text,
    'mk:' || NEW."make",
    'mo:' || NEW."model",
    'd:' || NEW."primaryDamage",
    'd:' || NEW."secondaryDamage",
    -- Two letters in the location filter: a US state, or the country of a European lot.
    'loc:' || NEW."region",
    CASE WHEN NEW."platform" = 'europe' THEN 'loc:' || NEW."country" END,
    'yd:' || NEW."yardNumber"::text,
    'f:' || NEW."fuelType",
    'cy:' || NEW."cylinders"::text,
    'tr:' || NEW."transmission",
    'co:' || NEW."exteriorColor",
    'dr:' || NEW."driveline",
    -- The providers report airbag state: "none" = nothing deployed (see the search's airbags decision).
    CASE WHEN NEW."airbags" IS NULL OR NEW."airbags" NOT ILIKE '%DEPLOY%' THEN 'ab:none' END,
    CASE WHEN NEW."airbags" ILIKE '%front%' THEN 'ab:front' END,
    CASE WHEN NEW."airbags" ILIKE '%side%' THEN 'ab:side' END,
    CASE WHEN NEW."airbags" ILIKE '%curtain%' THEN 'ab:curtain' END,
    CASE WHEN NEW."titleGroup" = 'C' THEN 'ti:clean' END,
    CASE WHEN NEW."titleGroup" = 'S' THEN 'ti:salvage' END,
    CASE WHEN NEW."titleType" ILIKE '%REBUILT%' THEN 'ti:rebuilt' END,
    CASE WHEN NEW."titleType" ILIKE '%FLOOD%' OR NEW."primaryDamage" ILIKE '%FLOOD%' THEN 'ti:flood' END,
    CASE WHEN NEW."buyNowPriceCents" > 0 THEN 'bn' END
  ], NULL);
  RETURN NEW;
END
$$;

CREATE TRIGGER "Lot_search_facets"
  BEFORE INSERT OR UPDATE OF "platform", "vehicleType", "make", "model", "primaryDamage", "secondaryDamage", "region",
    "country", "yardNumber", "fuelType", "cylinders", "transmission", "exteriorColor", "driveline", "airbags",
    "titleGroup", "titleType", "buyNowPriceCents", "searchFacets"
  ON "Lot" FOR EACH ROW EXECUTE FUNCTION lot_search_facets();

-- Lots already stored get their tokens (the trigger computes them whatever value is written).
UPDATE "Lot" SET "searchFacets" = '{}';

CREATE INDEX "Lot_search_facets_idx" ON "Lot" USING gin ("searchFacets") WHERE "removedAt" IS NULL;

-- The planner's share of open lots ("sort key >= now - 24 h"): without statistics on the sort expressions it
-- assumed a third and underestimated every search three times over, which chose the wrong plan (search.repository).
CREATE STATISTICS "Lot_sort_asc_stats" ON (coalesce("auctionDate", 'infinity'::timestamptz)) FROM "Lot";
CREATE STATISTICS "Lot_sort_desc_stats" ON (coalesce("auctionDate", '-infinity'::timestamptz)) FROM "Lot";
