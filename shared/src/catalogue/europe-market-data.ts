// European market data: the makes and models European remarketing and salvage sales carry (the demo catalogue
// draws from it and /json/europe/*.json lists it), with each model's body, usual fuel and a typical price of a
// three-year-old car in EUR. Codes are plain upper case (ŠKODA is SKODA), as the European adapter stores them.
import type { BodyStyle } from "./lot.schemas.ts";

export type EuropeFuel = "petrol" | "diesel" | "hybrid" | "electric";

export interface EuropeModel {
  code: string;
  name: string;
  body: BodyStyle;
  fuels: readonly EuropeFuel[];
  /** Typical price of a three-year-old car, EUR. */
  priceEur: number;
}

export interface EuropeMake {
  code: string;
  /** As written in the make's own country ("Škoda", "Citroën"). */
  name: string;
  /** Share of European lots (weights, not per cent). */
  weight: number;
  /** World manufacturer identifiers for demo VINs. */
  wmi: readonly string[];
  models: readonly EuropeModel[];
}

const m = (code: string, name: string, body: BodyStyle, fuels: readonly EuropeFuel[], priceEur: number) => ({
  code,
  name,
  body,
  fuels,
  priceEur,
});
const PD = ["petrol", "diesel"] as const;

export const EUROPE_MAKES: readonly EuropeMake[] = [
  {
    code: "VOLKSWAGEN",
    name: "Volkswagen",
    weight: 16,
    wmi: ["WVW", "WVG", "WV2"],
    models: [
      m("GOLF", "Golf", "hatchback", PD, 17_500),
      m("PASSAT", "Passat", "wagon", ["diesel"], 21_000),
      m("POLO", "Polo", "hatchback", ["petrol"], 13_500),
      m("TIGUAN", "Tiguan", "suv", PD, 26_000),
      m("TOURAN", "Touran", "minivan", ["diesel"], 19_500),
      m("T-ROC", "T-Roc", "suv", ["petrol"], 21_500),
      m("ID.4", "ID.4", "suv", ["electric"], 29_000),
      m("TRANSPORTER", "Transporter", "van", ["diesel"], 27_000),
      m("AMAROK", "Amarok", "pickup", ["diesel"], 31_000),
    ],
  },
  {
    code: "SKODA",
    name: "Škoda",
    weight: 12,
    wmi: ["TMB"],
    models: [
      m("OCTAVIA", "Octavia", "wagon", PD, 17_000),
      m("SUPERB", "Superb", "wagon", ["diesel"], 22_500),
      m("FABIA", "Fabia", "hatchback", ["petrol"], 11_500),
      m("KODIAQ", "Kodiaq", "suv", PD, 27_000),
      m("KAROQ", "Karoq", "suv", PD, 21_000),
      m("ENYAQ", "Enyaq", "suv", ["electric"], 31_000),
    ],
  },
  {
    code: "BMW",
    name: "BMW",
    weight: 9,
    wmi: ["WBA", "WBS"],
    models: [
      m("1 SERIES", "1 Series", "hatchback", PD, 21_000),
      m("3 SERIES", "3 Series", "wagon", ["diesel", "hybrid"], 28_000),
      m("5 SERIES", "5 Series", "sedan", ["diesel"], 36_000),
      m("X1", "X1", "suv", PD, 27_000),
      m("X3", "X3", "suv", ["diesel"], 35_000),
      m("X5", "X5", "suv", ["diesel", "hybrid"], 52_000),
    ],
  },
  {
    code: "MERCEDES-BENZ",
    name: "Mercedes-Benz",
    weight: 9,
    wmi: ["WDD", "W1K", "WDB"],
    models: [
      m("A-CLASS", "A-Class", "hatchback", PD, 22_000),
      m("C-CLASS", "C-Class", "wagon", ["diesel", "hybrid"], 30_000),
      m("E-CLASS", "E-Class", "sedan", ["diesel"], 39_000),
      m("GLC", "GLC", "suv", ["diesel", "hybrid"], 41_000),
      m("VITO", "Vito", "van", ["diesel"], 29_000),
      m("SPRINTER", "Sprinter", "van", ["diesel"], 33_000),
    ],
  },
  {
    code: "AUDI",
    name: "Audi",
    weight: 8,
    wmi: ["WAU", "WA1"],
    models: [
      m("A3", "A3", "hatchback", PD, 22_500),
      m("A4", "A4", "wagon", ["diesel"], 27_000),
      m("A6", "A6", "wagon", ["diesel"], 36_000),
      m("Q3", "Q3", "suv", PD, 29_000),
      m("Q5", "Q5", "suv", ["diesel", "hybrid"], 38_000),
      m("E-TRON", "e-tron", "suv", ["electric"], 39_000),
    ],
  },
  {
    code: "OPEL",
    name: "Opel",
    weight: 7,
    wmi: ["W0L", "W0V"],
    models: [
      m("ASTRA", "Astra", "hatchback", PD, 14_000),
      m("CORSA", "Corsa", "hatchback", ["petrol", "electric"], 11_500),
      m("INSIGNIA", "Insignia", "wagon", ["diesel"], 17_500),
      m("MOKKA", "Mokka", "suv", ["petrol", "electric"], 18_500),
      m("GRANDLAND", "Grandland", "suv", PD, 20_000),
      m("VIVARO", "Vivaro", "van", ["diesel"], 22_000),
    ],
  },
  {
    code: "PEUGEOT",
    name: "Peugeot",
    weight: 7,
    wmi: ["VF3", "VR3"],
    models: [
      m("208", "208", "hatchback", ["petrol", "electric"], 13_500),
      m("308", "308", "hatchback", PD, 16_500),
      m("2008", "2008", "suv", ["petrol"], 17_500),
      m("3008", "3008", "suv", PD, 21_500),
      m("5008", "5008", "suv", ["diesel"], 24_000),
      m("PARTNER", "Partner", "van", ["diesel"], 15_500),
    ],
  },
  {
    code: "RENAULT",
    name: "Renault",
    weight: 7,
    wmi: ["VF1"],
    models: [
      m("CLIO", "Clio", "hatchback", ["petrol", "hybrid"], 12_500),
      m("MEGANE", "Mégane", "wagon", PD, 15_000),
      m("CAPTUR", "Captur", "suv", ["petrol", "hybrid"], 16_500),
      m("AUSTRAL", "Austral", "suv", ["hybrid"], 27_000),
      m("ZOE", "Zoe", "hatchback", ["electric"], 13_000),
      m("TRAFIC", "Trafic", "van", ["diesel"], 23_000),
    ],
  },
  {
    code: "CITROEN",
    name: "Citroën",
    weight: 5,
    wmi: ["VF7", "VR7"],
    models: [
      m("C3", "C3", "hatchback", ["petrol"], 11_500),
      m("C4", "C4", "hatchback", ["petrol", "electric"], 17_000),
      m("C5 AIRCROSS", "C5 Aircross", "suv", PD, 20_500),
      m("BERLINGO", "Berlingo", "van", ["diesel"], 16_500),
    ],
  },
  {
    code: "DACIA",
    name: "Dacia",
    weight: 5,
    wmi: ["UU1"],
    models: [
      m("SANDERO", "Sandero", "hatchback", ["petrol"], 10_500),
      m("DUSTER", "Duster", "suv", PD, 14_500),
      m("JOGGER", "Jogger", "wagon", ["petrol"], 15_000),
      m("SPRING", "Spring", "hatchback", ["electric"], 10_000),
    ],
  },
  {
    code: "SEAT",
    name: "Seat",
    weight: 4,
    wmi: ["VSS"],
    models: [
      m("IBIZA", "Ibiza", "hatchback", ["petrol"], 12_500),
      m("LEON", "Leon", "hatchback", PD, 16_500),
      m("ATECA", "Ateca", "suv", PD, 20_500),
      m("TARRACO", "Tarraco", "suv", ["diesel"], 25_000),
    ],
  },
  {
    code: "VOLVO",
    name: "Volvo",
    weight: 4,
    wmi: ["YV1"],
    models: [
      m("V60", "V60", "wagon", ["diesel", "hybrid"], 27_000),
      m("V90", "V90", "wagon", ["diesel"], 33_000),
      m("XC40", "XC40", "suv", ["petrol", "hybrid", "electric"], 29_000),
      m("XC60", "XC60", "suv", ["diesel", "hybrid"], 38_000),
      m("XC90", "XC90", "suv", ["hybrid"], 52_000),
    ],
  },
  {
    code: "FIAT",
    name: "Fiat",
    weight: 4,
    wmi: ["ZFA"],
    models: [
      m("500", "500", "hatchback", ["petrol", "hybrid", "electric"], 11_000),
      m("PANDA", "Panda", "hatchback", ["petrol", "hybrid"], 9_500),
      m("TIPO", "Tipo", "wagon", PD, 12_500),
      m("DUCATO", "Ducato", "van", ["diesel"], 24_000),
    ],
  },
  {
    code: "FORD",
    name: "Ford",
    weight: 5,
    wmi: ["WF0"],
    models: [
      m("FOCUS", "Focus", "wagon", PD, 14_000),
      m("FIESTA", "Fiesta", "hatchback", ["petrol"], 11_000),
      m("KUGA", "Kuga", "suv", ["diesel", "hybrid"], 21_500),
      m("TRANSIT", "Transit", "van", ["diesel"], 25_000),
      m("RANGER", "Ranger", "pickup", ["diesel"], 28_000),
    ],
  },
  {
    code: "PORSCHE",
    name: "Porsche",
    weight: 1,
    wmi: ["WP0", "WP1"],
    models: [
      m("MACAN", "Macan", "suv", ["petrol"], 55_000),
      m("CAYENNE", "Cayenne", "suv", ["petrol", "hybrid"], 75_000),
      m("TAYCAN", "Taycan", "sedan", ["electric"], 80_000),
    ],
  },
];

/** The auctions European lots come from, with the countries they sell in. */
export const EUROPE_SELLER_AUCTIONS: readonly { name: string; countries: readonly string[]; weight: number }[] = [
  { name: "ALD Carmarket", countries: ["DE", "FR", "NL", "BE", "ES", "IT"], weight: 5 },
  { name: "Autorola", countries: ["DE", "DK", "SE", "NL", "PL"], weight: 4 },
  { name: "BCA Online", countries: ["DE", "BE", "NL", "FR", "ES"], weight: 5 },
  { name: "Copart Europe", countries: ["DE", "ES", "FI", "IE"], weight: 3 },
  { name: "Autobid.de", countries: ["DE", "AT"], weight: 3 },
  { name: "Ayvens Carmarket", countries: ["FR", "IT", "PL", "CZ"], weight: 3 },
  { name: "Arval Remarketing", countries: ["IT", "ES", "BE", "PL"], weight: 2 },
  { name: "Restwertbörse", countries: ["DE"], weight: 2 },
];

/** Cities the demo places cars in (auction yards and leasing return centres). */
export const EUROPE_CITIES: Record<string, readonly string[]> = {
  DE: ["Berlin", "Hamburg", "München", "Köln", "Frankfurt am Main", "Stuttgart", "Leipzig"],
  FR: ["Paris", "Lyon", "Lille", "Marseille"],
  NL: ["Amsterdam", "Rotterdam", "Utrecht"],
  BE: ["Brussels", "Antwerp", "Mechelen"],
  ES: ["Madrid", "Barcelona", "Valencia"],
  IT: ["Milano", "Torino", "Roma"],
  DK: ["København", "Aarhus"],
  SE: ["Stockholm", "Göteborg"],
  PL: ["Warszawa", "Poznań", "Wrocław"],
  FI: ["Helsinki", "Vantaa"],
  IE: ["Dublin"],
  AT: ["Wien", "Linz"],
  CZ: ["Praha", "Brno"],
};
