// What the lot/VIN search box accepts (docs/product/search.md): a VIN, a VIN with its end masked as cards and
// provider pages show it, or a lot number. Without zod, so the web's search box reads it as the API does.

export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/i;
/** A VIN as cards and provider pages show a masked one: 17 characters, the first 11 to 16 shown ("2G1SVZTX1HP******"). */
export const MASKED_VIN_PATTERN = /^(?=.{17}$)[A-HJ-NPR-Z0-9]{11,16}[*#•]+$/i;
export const LOT_NUMBER_PATTERN = /^\d{5,12}$/;

/** What a lot/VIN search looks for: a VIN, the visible start of a masked one, or a lot number. */
export type LotVinTarget =
  { kind: "vin"; vin: string } | { kind: "vinPrefix"; prefix: string } | { kind: "lotNumber"; lotNumber: string };

/** The lot/VIN search's reading of a text (trimmed), or null when it is none of the three. */
export function lotVinTarget(text: string): LotVinTarget | null {
  const v = text.trim().toUpperCase();
  if (VIN_PATTERN.test(v)) return { kind: "vin", vin: v };
  if (MASKED_VIN_PATTERN.test(v)) return { kind: "vinPrefix", prefix: v.replace(/[*#•]+$/, "") };
  if (LOT_NUMBER_PATTERN.test(v)) return { kind: "lotNumber", lotNumber: v };
  return null;
}
