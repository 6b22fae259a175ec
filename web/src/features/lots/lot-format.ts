// How a lot's numbers and dates read: odometers in the provider's unit, auction dates in the visitor's time zone
// (docs/product/lots.md#prices-and-odometer, docs/product/lots.md#auction-date-and-time-zone; money: lib/money.ts).
import type { IntlShape } from "react-intl";

/** The reading in the unit the provider uses: miles on US lots, kilometres on European ones; null when unknown. */
export function formatOdometer(
  intl: IntlShape,
  lot: { odometerUnit: "mi" | "km"; odometerMiles: number | null; odometerKm: number | null },
): string | null {
  const value = lot.odometerUnit === "km" ? lot.odometerKm : lot.odometerMiles;
  if (value === null) return null;
  return intl.formatNumber(value, {
    style: "unit",
    unit: lot.odometerUnit === "km" ? "kilometer" : "mile",
    unitDisplay: "short",
  });
}

/** "Nov 28, 14:00"; the year only when it is not this one (a card has little room). */
export function formatAuctionDate(intl: IntlShape, iso: string, now = Date.now()): string {
  const sameYear = new Date(iso).getFullYear() === new Date(now).getFullYear();
  return intl.formatDate(iso, {
    year: sameYear ? undefined : "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
}

/** Provider capitals as a label: "FRONT END" -> "Front End"; codes such as "4WD" or "V6" stay as they are. */
export function providerText(value: string | null): string | null {
  if (!value) return null;
  return value.toLowerCase().replace(/(^|[\s/&(-])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}
