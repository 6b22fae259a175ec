// Countries European lots come from: the EU member states plus Norway and Switzerland (the remarketing platforms
// sell across the EEA). ISO 3166-1 alpha-2 codes as stored in Lot.country, English names for the location text,
// and the IANA zone a national auction announces its end in when a feed does not say.
export interface EuropeCountry {
  code: string;
  name: string;
  timeZone: string;
  /** Inside the EU: no customs duty on the way to Lithuania. */
  eu: boolean;
}

export const EUROPE_COUNTRIES: readonly EuropeCountry[] = [
  { code: "AT", name: "Austria", timeZone: "Europe/Vienna", eu: true },
  { code: "BE", name: "Belgium", timeZone: "Europe/Brussels", eu: true },
  { code: "BG", name: "Bulgaria", timeZone: "Europe/Sofia", eu: true },
  { code: "HR", name: "Croatia", timeZone: "Europe/Zagreb", eu: true },
  { code: "CY", name: "Cyprus", timeZone: "Asia/Nicosia", eu: true },
  { code: "CZ", name: "Czechia", timeZone: "Europe/Prague", eu: true },
  { code: "DK", name: "Denmark", timeZone: "Europe/Copenhagen", eu: true },
  { code: "EE", name: "Estonia", timeZone: "Europe/Tallinn", eu: true },
  { code: "FI", name: "Finland", timeZone: "Europe/Helsinki", eu: true },
  { code: "FR", name: "France", timeZone: "Europe/Paris", eu: true },
  { code: "DE", name: "Germany", timeZone: "Europe/Berlin", eu: true },
  { code: "GR", name: "Greece", timeZone: "Europe/Athens", eu: true },
  { code: "HU", name: "Hungary", timeZone: "Europe/Budapest", eu: true },
  { code: "IE", name: "Ireland", timeZone: "Europe/Dublin", eu: true },
  { code: "IT", name: "Italy", timeZone: "Europe/Rome", eu: true },
  { code: "LV", name: "Latvia", timeZone: "Europe/Riga", eu: true },
  { code: "LT", name: "Lithuania", timeZone: "Europe/Vilnius", eu: true },
  { code: "LU", name: "Luxembourg", timeZone: "Europe/Luxembourg", eu: true },
  { code: "MT", name: "Malta", timeZone: "Europe/Malta", eu: true },
  { code: "NL", name: "Netherlands", timeZone: "Europe/Amsterdam", eu: true },
  { code: "PL", name: "Poland", timeZone: "Europe/Warsaw", eu: true },
  { code: "PT", name: "Portugal", timeZone: "Europe/Lisbon", eu: true },
  { code: "RO", name: "Romania", timeZone: "Europe/Bucharest", eu: true },
  { code: "SK", name: "Slovakia", timeZone: "Europe/Bratislava", eu: true },
  { code: "SI", name: "Slovenia", timeZone: "Europe/Ljubljana", eu: true },
  { code: "ES", name: "Spain", timeZone: "Europe/Madrid", eu: true },
  { code: "SE", name: "Sweden", timeZone: "Europe/Stockholm", eu: true },
  { code: "NO", name: "Norway", timeZone: "Europe/Oslo", eu: false },
  { code: "CH", name: "Switzerland", timeZone: "Europe/Zurich", eu: false },
];

const BY_CODE = new Map(EUROPE_COUNTRIES.map((c) => [c.code, c]));
const BY_NAME = new Map(EUROPE_COUNTRIES.map((c) => [c.name.toUpperCase(), c]));
// Names feeds also use.
for (const [alias, code] of [
  ["CZECH REPUBLIC", "CZ"],
  ["HOLLAND", "NL"],
  ["THE NETHERLANDS", "NL"],
  ["DEUTSCHLAND", "DE"],
  ["LIETUVA", "LT"],
] as const)
  BY_NAME.set(alias, BY_CODE.get(code)!);

/** "DE", "de", "Germany" or "Deutschland" to the country; anything else null (UK "GB"/"UK" is not served). */
export function europeCountryOf(value: unknown): EuropeCountry | null {
  if (typeof value !== "string") return null;
  const s = value.trim().toUpperCase();
  return BY_CODE.get(s) ?? BY_NAME.get(s) ?? null;
}
