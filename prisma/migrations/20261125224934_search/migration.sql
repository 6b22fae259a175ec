-- CreateIndex
CREATE INDEX "Lot_lotNumber_idx" ON "Lot"("lotNumber");


-- Hand-written: keyword search. The expression must stay identical to SEARCH_DOCUMENT in
-- api/src/features/search/search.repository.ts, or the planner cannot use the index.
CREATE INDEX "Lot_search_document_idx" ON "Lot" USING gin (to_tsvector('simple', coalesce("title", '') || ' ' ||
  coalesce("make", '') || ' ' || coalesce("model", '') || ' ' || coalesce("trim", '') || ' ' ||
  coalesce("primaryDamage", '') || ' ' || coalesce("location", '')));
