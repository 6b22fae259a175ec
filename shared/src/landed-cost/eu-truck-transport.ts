// Truck transport of a European lot to Lithuania, per vehicle, by the country the car stands in. No carrier
// publishes a per-country tariff (searched November 2026: carriers quote on request), so the default table is our
// own estimate, made the way carriers price a place on a shared car transporter: the road distance from the
// country's capital to Kaunas times a per-kilometre rate, rounded to €10, with a floor for short hauls. Admins
// replace figures with carriers' quotes in the Setting costs.euTransport; the source and date travel with it.

export const EU_TRANSPORT_RATE_CENTS_PER_KM = 45;
export const EU_TRANSPORT_MINIMUM_CENTS = 250_00;
export const EU_TRANSPORT_AS_OF = "2026-11-25";
export const EU_TRANSPORT_SOURCE =
  "BaltBid estimate (no published per-country tariff found, 2026-11): road km from the capital to Kaunas x " +
  "€0.45 per km per vehicle on a shared car transporter, rounded to €10, at least €250; replace with carrier quotes";

/** Approximate road distance, capital -> Kaunas (km); Nordic and Irish routes include the usual ferry leg. */
export const EU_ROAD_KM_TO_KAUNAS: Readonly<Record<string, number>> = {
  AT: 1050, // Vienna
  BE: 1550, // Brussels
  BG: 1900, // Sofia
  CZ: 1000, // Prague
  DE: 900, // Berlin
  DK: 1250, // Copenhagen
  EE: 570, // Tallinn
  ES: 3200, // Madrid
  FI: 650, // Helsinki (ferry to Tallinn)
  FR: 1800, // Paris
  GR: 2600, // Athens
  HR: 1450, // Zagreb
  HU: 1100, // Budapest
  IE: 2600, // Dublin (ferry)
  IT: 2500, // Rome
  LT: 100, // within Lithuania
  LU: 1500, // Luxembourg
  LV: 270, // Riga
  NL: 1450, // Amsterdam
  PL: 400, // Warsaw
  PT: 3800, // Lisbon
  RO: 1600, // Bucharest
  SE: 1000, // Stockholm (ferry Karlshamn-Klaipėda)
  SI: 1450, // Ljubljana
  SK: 1050, // Bratislava
};

export function euTransportCentsFor(km: number): number {
  const raw = km * EU_TRANSPORT_RATE_CENTS_PER_KM;
  return Math.max(EU_TRANSPORT_MINIMUM_CENTS, Math.round(raw / 1000) * 1000);
}

/** Country -> EUR cents per vehicle: the default of the Setting costs.euTransport. */
export function defaultEuTransportRates(): Record<string, number> {
  return Object.fromEntries(Object.entries(EU_ROAD_KM_TO_KAUNAS).map(([c, km]) => [c, euTransportCentsFor(km)]));
}
