-- The airbag and title options of the search read what the providers report
-- (docs/product/search.md#airbag-and-title-options): IAAI's INTACT / DEPLOYED airbag states and every other spelling,
-- titles branded rebuilt. An unknown airbag state matches no option (it matched "none"). The two functions are shared/src/search/lot-filter-options.ts written in
-- SQL, with the same patterns (api/src/features/search/lot-filter-options.test.ts checks that they agree).

-- The airbag options of an airbag report: the positions of the statements saying deployed, else "none" when one says
-- nothing deployed, else none at all.
CREATE FUNCTION lot_airbag_options(airbags text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  part text;
  part_stated text;
  words text;
  stated text;
  pending text := '';
  pending_positions text[] := ARRAY[]::text[];
  positions text[] := ARRAY[]::text[];
  deployed boolean := false;
  intact boolean := false;
BEGIN
  -- Without either word no part is read (the rule costs several microseconds per written lot); IAAI's two states are
  -- answered directly.
  IF airbags IS NULL OR airbags !~* 'DEPLOY|INTACT' THEN
    RETURN positions;
  ELSIF airbags = 'INTACT' THEN
    RETURN ARRAY['none'];
  ELSIF airbags = 'DEPLOYED' THEN
    RETURN positions;
  END IF;
  -- Parts without a state belong to the next one's statement ("FRONT & SIDE DEPLOYED"); each part names its own
  -- positions.
  FOREACH part IN ARRAY regexp_split_to_array(airbags, '[,;|&/+]') LOOP
    part_stated := regexp_replace(' ' || upper(btrim(regexp_replace(part, '[^A-Za-z]+', ' ', 'g'))) || ' ',
      ' (NOT|NO|NON|NONE|NEVER) .*$', ' ');
    IF part_stated ~ ' (FRONT|FRONTAL|DRIVER|DRIVERS|PASSENGER|PASSENGERS|STEERING|DASH|DASHBOARD|KNEE) (?!(SIDE|SIDES|CURTAIN|CURTAINS) )' THEN
      pending_positions := pending_positions || 'front'::text;
    END IF;
    IF part_stated ~ ' (SIDE|SIDES|SEAT|SEATS|TORSO|DOOR|DOORS) (?!(CURTAIN|CURTAINS) )' THEN
      pending_positions := pending_positions || 'side'::text;
    END IF;
    IF part_stated ~ ' (CURTAIN|CURTAINS|HEAD|ROOF) ' THEN
      pending_positions := pending_positions || 'curtain'::text;
    END IF;
    words := ' ' || upper(btrim(regexp_replace(pending || ' ' || part, '[^A-Za-z]+', ' ', 'g'))) || ' ';
    IF strpos(words, ' DEPLOY') = 0 AND words !~ ' (INTACT|UNDEPLOY[A-Z]*) ' THEN
      pending := pending || ' ' || part;
      CONTINUE;
    END IF;
    stated := regexp_replace(words, ' (NOT|NO|NON|NONE|NEVER) .*$', ' ');
    IF strpos(stated, ' DEPLOY') > 0 THEN
      deployed := true;
      positions := positions || pending_positions;
    ELSIF stated ~ ' (INTACT|UNDEPLOY[A-Z]*) ' OR strpos(words, ' DEPLOY') > 0 THEN
      intact := true; -- "NOT INTACT" says neither
    END IF;
    pending := '';
    pending_positions := ARRAY[]::text[];
  END LOOP;
  IF deployed THEN
    RETURN ARRAY(SELECT o FROM unnest(ARRAY['front', 'side', 'curtain']) AS o WHERE o = ANY(positions));
  END IF;
  RETURN CASE WHEN intact THEN ARRAY['none'] ELSE ARRAY[]::text[] END;
END
$$;

-- The title options of a lot: clean / salvage by title group unless branded rebuilt, rebuilt by the title text,
-- flood by the title text or the primary damage (a flood title is not clean).
CREATE FUNCTION lot_title_options(title_group text, title_type text, primary_damage text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  title text := '';
  rebuilt boolean := false;
  flood_title boolean := false;
  flood_damage boolean := false;
BEGIN
  -- Texts without a word of the rules are not read word by word (most titles and damages have none).
  IF title_type ~* 'REBUILT|RECONSTRUCTED|PRIOR|REVIVED|FLOOD' THEN
    title := ' ' || upper(btrim(regexp_replace(title_type, '[^A-Za-z]+', ' ', 'g'))) || ' ';
    rebuilt := title ~ ' (REBUILT|RECONSTRUCTED|PRIOR SALVAGE|REVIVED SALVAGE) ';
    flood_title := strpos(title, ' FLOOD') > 0;
  END IF;
  IF primary_damage ~* 'FLOOD' THEN
    flood_damage := strpos(' ' || upper(btrim(regexp_replace(primary_damage, '[^A-Za-z]+', ' ', 'g'))) || ' ', ' FLOOD') > 0;
  END IF;
  RETURN array_remove(ARRAY[
    CASE WHEN title_group = 'C' AND NOT rebuilt AND NOT flood_title THEN 'clean' END,
    CASE WHEN title_group = 'S' AND NOT rebuilt THEN 'salvage' END,
    CASE WHEN rebuilt THEN 'rebuilt' END,
    CASE WHEN flood_title OR flood_damage THEN 'flood' END
  ], NULL);
END
$$;

-- As in migration search_facet_keys, with the airbag and title keys from the two functions.
CREATE OR REPLACE FUNCTION lot_search_facets() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ab text[] := lot_airbag_options(NEW."airbags");
  ti text[] := lot_title_options(NEW."titleGroup", NEW."titleType", NEW."primaryDamage");
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
    facet_key(CASE WHEN 'none' = ANY(ab) THEN 'ab:none' END),
    facet_key(CASE WHEN 'front' = ANY(ab) THEN 'ab:front' END),
    facet_key(CASE WHEN 'side' = ANY(ab) THEN 'ab:side' END),
    facet_key(CASE WHEN 'curtain' = ANY(ab) THEN 'ab:curtain' END),
    facet_key(CASE WHEN 'clean' = ANY(ti) THEN 'ti:clean' END),
    facet_key(CASE WHEN 'salvage' = ANY(ti) THEN 'ti:salvage' END),
    facet_key(CASE WHEN 'rebuilt' = ANY(ti) THEN 'ti:rebuilt' END),
    facet_key(CASE WHEN 'flood' = ANY(ti) THEN 'ti:flood' END),
    facet_key(CASE WHEN NEW."buyNowPriceCents" > 0 THEN 'bn' END)
  ], NULL);
  RETURN NEW;
END
$$;

-- Lots already stored get their new keys (the trigger computes them whatever value is written): nearly every lot's
-- change, since an unknown airbag state loses "none".
UPDATE "Lot" SET "searchFacetKeys" = '{}';
