// Build-time configuration of the SPA. Vite inlines VITE_* variables at build time; they are checked once here so a
// wrong value fails loudly at start instead of as odd requests later. Empty strings count as unset.
// Checked by hand rather than with zod: this module is in the entry chunk, and zod would add ~15 kB to every page
// for one optional variable.

export interface WebEnv {
  /** Origin of the API when it is not the SPA's own origin; '' (the default) means same origin, as in production. */
  apiBaseUrl: string;
}

export function parseEnv(source: Record<string, unknown>): WebEnv {
  const raw = source.VITE_API_BASE_URL;
  if (raw === undefined || raw === "") return { apiBaseUrl: "" };
  if (typeof raw !== "string" || !URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol)) {
    throw new Error(`Invalid web configuration: VITE_API_BASE_URL must be an http(s) URL, got ${JSON.stringify(raw)}`);
  }
  return { apiBaseUrl: raw.replace(/\/+$/, "") };
}

export const env = parseEnv(import.meta.env);
