-- The search's filter tokens stored as 64-bit keys instead of text (issue 5, bench/README.md session 12): the key of
-- "mk:TOYOTA" is hashtextextended('mk:TOYOTA', 0), which shared/src/search/facet-key.ts computes the same way for a
-- query (api/src/features/search/facet-key.test.ts checks the two agree). Profiling the search under load showed a
-- sixth of PostgreSQL's time in text-array containment (array deconstruction, collation lookups, string compares)
-- as walks filtered the covering sort indexes; bigint keys compare as integers, and the covering indexes shrink
-- from 62 to 46 MB each at 200,000 lots, so more of them stays in shared buffers. The tokens are the same ones as in
-- migration search_facets; search.repository.ts `facetTokens` builds them from a query: change both together.
-- (PostgreSQL's hash depends on byte order: a big-endian server would need facet-key.ts to follow.)

ALTER TABLE "Lot" ADD COLUMN "searchFacetKeys" BIGINT[] DEFAULT ARRAY[]::BIGINT[];
-- Kept in the row, as the other columns of migration lot_columns_stay_inline.
ALTER TABLE "Lot" ALTER COLUMN "searchFacetKeys" SET STORAGE MAIN;

CREATE OR REPLACE FUNCTION lot_search_facets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchFacetKeys" := ARRAY(SELECT hashtextextended(t COLLATE "C", 0) FROM unnest(ARRAY[
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
  ]) AS t WHERE t IS NOT NULL);
  RETURN NEW;
END
$$;

-- Fires only when a column it reads is written (or the keys themselves), so the ingestion's lastSeenAt bumps stay
-- cheap (and HOT).
DROP TRIGGER "Lot_search_facets" ON "Lot";
CREATE TRIGGER "Lot_search_facets"
  BEFORE INSERT OR UPDATE OF "platform", "vehicleType", "make", "model", "primaryDamage", "secondaryDamage", "region",
    "country", "yardNumber", "fuelType", "cylinders", "transmission", "exteriorColor", "driveline", "airbags",
    "titleGroup", "titleType", "buyNowPriceCents", "searchFacetKeys"
  ON "Lot" FOR EACH ROW EXECUTE FUNCTION lot_search_facets();

DROP INDEX "Lot_sort_asc_idx";
DROP INDEX "Lot_sort_desc_idx";
DROP INDEX "Lot_search_facets_idx";

-- Lots already stored get their keys (the trigger computes them whatever value is written).
UPDATE "Lot" SET "searchFacetKeys" = '{}';
ALTER TABLE "Lot" DROP COLUMN "searchFacets";

-- As in migration search_covering_indexes, with the keys in place of the text tokens.
CREATE INDEX "Lot_sort_asc_idx" ON "Lot" ((coalesce("auctionDate", 'infinity'::timestamptz)), "id")
  INCLUDE ("isSold", "lotAuctionStatus", "searchFacetKeys", "auctionDate", "year", "odometerMiles", "platform")
  WHERE "removedAt" IS NULL;
CREATE INDEX "Lot_sort_desc_idx" ON "Lot" ((coalesce("auctionDate", '-infinity'::timestamptz)), "id")
  INCLUDE ("isSold", "lotAuctionStatus", "searchFacetKeys", "auctionDate", "year", "odometerMiles", "platform")
  WHERE "removedAt" IS NULL;
CREATE INDEX "Lot_search_facets_idx" ON "Lot" USING gin ("searchFacetKeys") WHERE "removedAt" IS NULL;
