// A list page's paging, sorting and filters live in the URL, so a reload or a shared link shows the same rows.
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";

export type SortOrder = "asc" | "desc";

export interface ListParams {
  page: number;
  sort: string;
  order: SortOrder;
  filters: Record<string, string>;
}

export function useListParams(defaults: { sort: string; order?: SortOrder; filters?: Record<string, string> }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const sort = params.get("sort") || defaults.sort;
  const order: SortOrder =
    params.get("order") === "asc" ? "asc" : params.get("order") === "desc" ? "desc" : (defaults.order ?? "desc");
  const filterKeys = Object.keys(defaults.filters ?? {}).join(",");
  const filters = useMemo(() => {
    const out: Record<string, string> = {};
    for (const key of filterKeys ? filterKeys.split(",") : [])
      out[key] = params.get(key) ?? defaults.filters?.[key] ?? "";
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the URL and the filter names
  }, [params, filterKeys]);

  const update = useCallback(
    (changes: Record<string, string | number | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === "") next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    page,
    sort,
    order,
    filters,
    setPage: (p: number) => update({ page: p > 1 ? p : undefined }),
    /** A second click on the sorted column turns the order round; a new column starts descending. */
    toggleSort: (field: string) =>
      update({ sort: field, order: field === sort && order === "desc" ? "asc" : "desc", page: undefined }),
    setFilter: (key: string, value: string) => update({ [key]: value, page: undefined }),
  };
}

/** The query string of an admin list call: page, pageSize, sort, order and the non-empty filters. */
export function listQuery(
  p: { page: number; sort: string; order: SortOrder; filters?: Record<string, string> },
  pageSize = 20,
) {
  const q = new URLSearchParams({ page: String(p.page), pageSize: String(pageSize), sort: p.sort, order: p.order });
  for (const [key, value] of Object.entries(p.filters ?? {})) if (value) q.set(key, value);
  return q.toString();
}
