-- Lots stored before sources owned their lots have no source, so no full listing would ever mark them removed.
-- Each joins its platform's feed where that is clear: the platform's only enabled full-listing source. Lots an
-- admin entered by hand stay without one; the others wait until a source sees them (a sighting writes the source).
UPDATE "Lot" AS l
SET "sourceId" = s."id"
FROM (
  SELECT "platform", min("id") AS "id"
  FROM "IngestionSource"
  WHERE "enabled" AND "fullListing"
  GROUP BY "platform"
  HAVING count(*) = 1
) AS s
WHERE l."sourceId" IS NULL AND l."enteredById" IS NULL AND l."platform" = s."platform";
