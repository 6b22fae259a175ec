// One shape for every paged, sortable admin table: `page`, `pageSize` (capped at 100), `sort` (a whitelisted
// public field name mapped to a column) and `order` in; the rows of that page and the total out, both read in
// one transaction so the total matches the rows even while new requests arrive.
import { z } from "zod";
import type { Db, Prisma } from "@app/db/client";
import { pageQuerySchema } from "@app/shared/brokerage/brokerage.schemas";

export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Public sort name -> model column. Only these names are accepted, so no query can sort by a secret column. */
export type SortFields = Readonly<Record<string, string>>;

/**
 * The query schema of an admin list: page, pageSize, sort (one of `fields`' keys, default `defaultSort`) and order
 * (default desc unless `defaultOrder`). Extend it with the list's filters.
 */
export function adminListQuerySchema<F extends SortFields>(
  fields: F,
  defaultSort: keyof F & string,
  defaultOrder: SortOrder = "desc",
) {
  const names = Object.keys(fields) as [keyof F & string, ...(keyof F & string)[]];
  return pageQuerySchema.extend({
    sort: z.enum(names, "Unknown sort field").default(defaultSort),
    order: z.enum(SORT_ORDERS, "Order must be asc or desc").default(defaultOrder),
  });
}

export type AdminListQuery = { page: number; pageSize: number; sort: string; order: SortOrder };

/** Prisma orderBy for the query: the chosen column, then id the same way, so paging is stable across ties. */
export function orderByFor(fields: SortFields, query: Pick<AdminListQuery, "sort" | "order">) {
  const column = fields[query.sort] ?? query.sort;
  return column === "id"
    ? [{ id: query.order }]
    : [{ [column]: query.order } as Record<string, SortOrder>, { id: query.order }];
}

export type Page<T> = { rows: T[]; total: number; page: number; pageSize: number };

/**
 * Runs `find` for the page window and `count` in one transaction. The callback gets the window (skip/take) and
 * the orderBy built from the query, and returns the two unawaited Prisma calls.
 */
export async function pagedList<T>(
  db: Db,
  query: AdminListQuery,
  fields: SortFields,
  run: (window: {
    skip: number;
    take: number;
    orderBy: Record<string, SortOrder>[];
  }) => [Prisma.PrismaPromise<T[]>, Prisma.PrismaPromise<number>],
): Promise<Page<T>> {
  const { page, pageSize } = query;
  const [rows, total] = await db.$transaction(
    run({ skip: (page - 1) * pageSize, take: pageSize, orderBy: orderByFor(fields, query) }),
  );
  return { rows, total, page, pageSize };
}
