// PostgreSQL text cannot hold the NUL character (U+0000): a query or body carrying one would fail deep inside a
// query with a 500. It is refused up front, for every route, with a 400 naming the field.
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error.ts";

const NUL_MESSAGE = "Remove the invisible NUL character from this field.";
const MAX_DEPTH = 32;

/** The dotted path of the first string holding a NUL, or null. */
export function findNul(value: unknown, path = "", depth = 0): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path || "(value)" : null;
  if (depth > MAX_DEPTH || value === null || typeof value !== "object") return null;
  // Uploaded files (Buffers, streams) are not text.
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === "function") return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes("\u0000")) return path ? `${path}.(key)` : "(key)";
    const found = findNul(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

export const noNulPlugin = fp(
  async (app) => {
    app.addHook("preValidation", async (request) => {
      const field = findNul(request.query) ?? findNul(request.body) ?? findNul(request.params);
      if (field)
        throw new AppError("VALIDATION_ERROR", "Please check the highlighted fields.", { [field]: NUL_MESSAGE });
    });
  },
  { name: "no-nul" },
);
