// How a lot's numbers and dates read: odometers in the provider's unit, auction dates in the visitor's time zone and
// IAAI's at its own offset (docs/product/lots.md#prices-and-odometer, docs/product/lots.md#auction-date-and-time-zone;
// money: lib/money.ts).
import type { IntlShape } from "react-intl";
import { europeCountryOf } from "@app/shared/catalogue/europe-countries";
import { countryName } from "@app/shared/i18n/country-name";
import { iaaiOffsetMinutes } from "@app/shared/catalogue/lot-format";
import { providerTerm, type ProviderTermKind } from "@app/shared/catalogue/provider-terms";
import type { MessageId } from "@/i18n/message-ids";

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

/**
 * The zone an auction's time is stated in (docs/product/lots.md#auction-date-and-time-zone): IAAI's at its fixed US
 * offset (UTC-5 March to November, UTC-6 otherwise), with its label; null for the others, stated in the reader's zone.
 */
export function auctionZone(platform: string, iso: string): { timeZone: string; label: string } | null {
  if (platform !== "iaai") return null;
  const hours = -iaaiOffsetMinutes(new Date(iso)) / 60;
  // IANA's Etc/GMT+N is N hours west of UTC.
  return { timeZone: `Etc/GMT+${hours}`, label: `UTC\u2212${hours}` };
}

/** "Nov 28, 14:00"; the year only when it is not this one (a card has little room); IAAI's at its own offset. */
export function formatAuctionDate(intl: IntlShape, iso: string, now = Date.now(), platform = ""): string {
  const sameYear = new Date(iso).getFullYear() === new Date(now).getFullYear();
  const zone = auctionZone(platform, iso);
  const text = intl.formatDate(iso, {
    year: sameYear ? undefined : "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: zone?.timeZone,
  });
  return zone ? `${text} (${zone.label})` : text;
}

/** Provider capitals as a label: "FRONT END" -> "Front End"; codes such as "4WD" or "V6" stay as they are. */
export function providerText(value: string | null): string | null {
  if (!value) return null;
  return value.toLowerCase().replace(/(^|[\s/&(-])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

/**
 * A provider's word in the reader's language (lots.term.*, shared/src/catalogue/provider-terms.ts); a text no table
 * knows reads as the provider wrote it.
 */
export function providerWords(intl: IntlShape, kind: ProviderTermKind, text: string | null): string | null {
  return termText(intl, kind, text) ?? providerText(text);
}

/** The text of a provider word's term in the reader's language; null when no table knows the word. */
export function termText(intl: IntlShape, kind: ProviderTermKind, text: string | null): string | null {
  const term = providerTerm(kind, text);
  const id = term && `lots.term.${term}`;
  return id && id in intl.messages ? intl.formatMessage({ id: id as MessageId }) : null;
}

/** An IANA zone by its name in the reader's language ("Europe/Berlin": "Vidurio Europos laikas"); else as given. */
export function timeZoneName(intl: IntlShape, zone: string | null, at: Date = new Date()): string | null {
  if (!zone) return null;
  try {
    const parts = new Intl.DateTimeFormat(intl.locale, { timeZone: zone, timeZoneName: "longGeneric" }).formatToParts(
      at,
    );
    return parts.find((p) => p.type === "timeZoneName")?.value ?? zone;
  } catch {
    return zone;
  }
}

/** A provider's place, its trailing European country ("Paris, France", "Bergamo, IT") named in `locale`. */
export function placeText(locale: string, location: string): string {
  const comma = location.lastIndexOf(", ");
  const country = comma < 0 ? null : europeCountryOf(location.slice(comma + 2));
  return country ? `${location.slice(0, comma)}, ${countryName(locale, country.code)}` : location;
}
