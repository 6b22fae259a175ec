// The one place the lot call touches Prisma: a stored lot by platform and lot number, with the columns the
// normalised lot needs (LotRecord's) and its id. The query and the cache format live beside the worker's cache
// warming (prisma/src/lot-cache.ts), so both write the same entry.
export { findLot, type StoredLot } from "@app/db/lot-cache";
