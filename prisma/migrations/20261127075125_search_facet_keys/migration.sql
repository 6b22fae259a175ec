-- The search's filter tokens stored as 64-bit keys instead of text (issue 5, bench/README.md session 12): the key of
-- "mk:TOYOTA" is facet_key('mk:TOYOTA') = hashtextextended('mk:TOYOTA', 0), which shared/src/search/facet-key.ts
-- computes the same way for a query (api/src/features/search/facet-key.test.ts checks the two agree). Profiling the
-- search under load showed an eighth of PostgreSQL's time in text-array containment (array deconstruction,
-- collation lookups, string compares) as walks filtered the covering sort indexes; bigint keys compare as integers,
-- and the covering indexes shrink from 62 to 46 MB each at 200,000 lots, so more of them stays in shared buffers.
-- The tokens are the same ones as in migration search_facets; search.repository.ts `facetTokens` builds them from a
-- query: change both together. (PostgreSQL's hash depends on byte order: a big-endian server would need
-- facet-key.ts to follow.)

ALTER TABLE "Lot" ADD COLUMN "searchFacetKeys" BIGINT[] DEFAULT ARRAY[]::BIGINT[];
-- Kept in the row, as the other columns of migration lot_columns_stay_inline.
ALTER TABLE "Lot" ALTER COLUMN "searchFacetKeys" SET STORAGE MAIN;

-- A token's key: the search computes the same in shared/src/search/facet-key.ts.
CREATE FUNCTION facet_key(token text) RETURNS bigint LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN hashtextextended(token, 0);

-- One array expression (facet_key is inlined, a NULL token gives a NULL key): mapping the tokens through a
-- subquery or a loop cost 20-45 us per written lot more (INSERT of 20,000 lots, session 12); this costs what the
-- text tokens did.
CREATE OR REPLACE FUNCTION lot_search_facets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchFacetKeys" := array_remove(ARRAY[
    facet_key('p:' || NEW."platform"::text),
    facet_key('vt:' || NEW."vehicleType"::text),
    facet_key('mk:' || NEW."make"),
    facet_key('mo:' || NEW."model"),
    facet_key('d:' || NEW."primaryDamage"),
    facet_key('d:' || NEW."secondaryDamage"),
    -- Two letters in the location filter: a US state, or the country of a European lot.
    facet_key('loc:' || NEW."region"),
    facet_key(CASE WHEN NEW."platform" = 'europe' THEN 'loc:' || NEW."country" END),
    facet_key('yd:' || NEW."yardNumber"::text),
    facet_key('f:' || NEW."fuelType"),
    facet_key('cy:' || NEW."cylinders"::text),
    facet_key('tr:' || NEW."transmission"),
    facet_key('co:' || NEW."exteriorColor"),
    facet_key('dr:' || NEW."driveline"),
    -- The providers report airbag state: "none" = nothing deployed (see the search's airbags decision).
    facet_key(CASE WHEN NEW."airbags" IS NULL OR NEW."airbags" NOT ILIKE '%DEPLOY%' THEN 'ab:none' END),
    facet_key(CASE WHEN NEW."airbags" ILIKE '%front%' THEN 'ab:front' END),
    facet_key(CASE WHEN NEW."airbags" ILIKE '%side%' THEN 'ab:side' END),
    facet_key(CASE WHEN NEW."airbags" ILIKE '%curtain%' THEN 'ab:curtain' END),
    facet_key(CASE WHEN NEW."titleGroup" = 'C' THEN 'ti:clean' END),
    facet_key(CASE WHEN NEW."titleGroup" = 'S' THEN 'ti:salvage' END),
    facet_key(CASE WHEN NEW."titleType" ILIKE '%REBUILT%' THEN 'ti:rebuilt' END),
    facet_key(CASE WHEN NEW."titleType" ILIKE '%FLOOD%' OR NEW."primaryDamage" ILIKE '%FLOOD%' THEN 'ti:flood' END),
    facet_key(CASE WHEN NEW."buyNowPriceCents" > 0 THEN 'bn' END)
  ], NULL);
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
