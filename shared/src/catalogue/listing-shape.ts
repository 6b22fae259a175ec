// An empty listing is a page whose item list is there and empty; anything else without items is an unknown shape.
import { asObject } from "./raw-values.ts";

const LIST_KEYS = ["content", "results", "vehicles", "items", "lots"] as const;

/** True for `[]` and for an object holding an empty item list at any of the providers' usual places. */
export function looksLikeListing(payload: unknown): boolean {
  if (Array.isArray(payload)) return true;
  const o = asObject(payload);
  if (!o) return false;
  const data = asObject(o.data);
  const results = asObject(data?.results);
  return [o, data, results].some((x) => x !== null && LIST_KEYS.some((k) => Array.isArray(x[k])));
}

/** What a payload that is not a listing looks like, for the reason of an unknown page. */
export function describePayload(payload: unknown, expected: string): string {
  if (payload === null) return `null; ${expected}`;
  if (Array.isArray(payload)) return `an array of ${payload.length}; ${expected}`;
  if (typeof payload !== "object")
    return `${typeof payload} ${JSON.stringify(payload)?.slice(0, 40) ?? ""}; ${expected}`;
  const keys = Object.keys(payload);
  if (keys.length === 0) return `an empty object; ${expected}`;
  const shown = keys.slice(0, 8).join(", ") + (keys.length > 8 ? `, … (${keys.length} keys)` : "");
  return `object with keys ${shown}; ${expected}`;
}
