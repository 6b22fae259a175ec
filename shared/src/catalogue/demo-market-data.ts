// What US salvage auctions sell, as data for the demo generator: make shares, model years, price classes,
// body-style patterns, colours, damage mix, yard time zones, VIN prefixes and trims. Figures are rounded from the
// providers' own listings (damage shares) and general market knowledge; none of it is used outside the demo.
import type { Colour } from "./lot.schemas.ts";

/** Relative share of salvage lots per make; unlisted makes are rare (0.05), exotics rarer. */
// prettier-ignore
export const MAKE_WEIGHTS: Record<string, number> = {
  TOYOTA: 11, FORD: 10, CHEVROLET: 10, HONDA: 9, NISSAN: 9, HYUNDAI: 6, KIA: 6, JEEP: 5, DODGE: 4, BMW: 4,
  "MERCEDES-BENZ": 4, RAM: 3, GMC: 3, SUBARU: 3, VOLKSWAGEN: 3, TESLA: 2.5, MAZDA: 2, LEXUS: 2, AUDI: 2,
  CHRYSLER: 1.5, BUICK: 1.5, CADILLAC: 1.2, ACURA: 1.2, INFINITI: 1, LINCOLN: 1, MITSUBISHI: 1, VOLVO: 0.8,
  "LAND ROVER": 0.8, MINI: 0.5, PORSCHE: 0.5, GENESIS: 0.4, JAGUAR: 0.3, SCION: 0.3, FIAT: 0.3, "ALFA ROMEO": 0.2,
  RIVIAN: 0.2, MASERATI: 0.15, POLESTAR: 0.1, PONTIAC: 0.1, SATURN: 0.1, MERCURY: 0.1, SMART: 0.05, LUCID: 0.05,
  BENTLEY: 0.04, "ROLLS-ROYCE": 0.02, "ASTON MARTIN": 0.02, FERRARI: 0.02, LAMBORGHINI: 0.02,
  "MCLAREN AUTOMOTIVE": 0.01, LOTUS: 0.01, BUGATTI: 0.002, "BUGATTI RIMAC": 0.001, KOENIGSEGG: 0.001,
  // Out of the catalogue's 2010+ model years.
  PLYMOUTH: 0, ISUZU: 0,
};

// prettier-ignore
export const POPULAR_MODELS = new Set([
  "CAMRY", "COROLLA", "RAV4", "TACOMA", "HIGHLANDER", "TUNDRA", "PRIUS", "ACCORD", "CIVIC", "CR-V", "PILOT", "F-150",
  "ESCAPE", "EXPLORER", "FUSION", "FOCUS", "MUSTANG", "EDGE", "SILVERADO 1500", "MALIBU", "EQUINOX", "CRUZE", "TAHOE",
  "ALTIMA", "ROGUE", "SENTRA", "VERSA", "MAXIMA", "PATHFINDER", "ELANTRA", "SONATA", "TUCSON", "SANTA FE", "OPTIMA",
  "SORENTO", "FORTE", "SPORTAGE", "SOUL", "K5", "GRAND CHEROKEE", "WRANGLER", "CHEROKEE", "COMPASS", "CHARGER",
  "CHALLENGER", "DURANGO", "GRAND CARAVAN", "1500", "SIERRA 1500", "OUTBACK", "FORESTER", "IMPREZA", "JETTA",
  "PASSAT", "TIGUAN", "MODEL 3", "MODEL Y", "MODEL S", "3 SERIES", "5 SERIES", "X3", "X5", "C-CLASS", "E-CLASS",
  "GLC", "GLE", "MAZDA3", "CX-5", "RX", "ES", "A4", "Q5", "300", "PACIFICA",
]);

/** Model years on sale, where the catalogue's 2010+ would be wrong. [first, last]; last open when absent. */
// prettier-ignore
export const MODEL_YEARS: Record<string, [number, number?]> = {
  CYBERTRUCK: [2024], "MODEL Y": [2020], "MODEL 3": [2017], "MODEL X": [2016], "MODEL S": [2012],
  "MUSTANG MACH-E": [2021], "F-150 LIGHTNING": [2022], BRONCO: [2021], "BRONCO SPORT": [2021], MAVERICK: [2022],
  "IONIQ 5": [2022], "IONIQ 6": [2023], EV6: [2022], EV9: [2024], TELLURIDE: [2020], PALISADE: [2020],
  CARNIVAL: [2022], K5: [2021], K4: [2025], "BOLT EV": [2017, 2023], "BOLT EUV": [2022, 2023], "BLAZER EV": [2024],
  "EQUINOX EV": [2024], "SILVERADO EV": [2024], "HUMMER EV PICKUP": [2022], "HUMMER EV SUV": [2024], R1T: [2022],
  R1S: [2022], R2: [2026], R3: [2027], R3X: [2027], AIR: [2022], GRAVITY: [2025], PROLOGUE: [2024], BZ4X: [2023],
  SOLTERRA: [2023], ARIYA: [2023], "GRAND HIGHLANDER": [2024], CROWN: [2023], "CROWN SIGNIA": [2025],
  "COROLLA CROSS": [2022], GR86: [2022], "GR COROLLA": [2023], INTEGRA: [2023], "CROWN VICTORIA": [2010, 2011],
  COBALT: [2010, 2010], HHR: [2010, 2011], AVEO: [2010, 2011], VOLT: [2011, 2019], IMPALA: [2010, 2020],
  FUSION: [2010, 2020], FOCUS: [2010, 2018], FIESTA: [2011, 2019], TAURUS: [2010, 2019], DART: [2013, 2016],
  AVENGER: [2010, 2014], CALIBER: [2010, 2012], JOURNEY: [2010, 2020], "GRAND CARAVAN": [2010, 2020],
  CHALLENGER: [2010, 2023], "200": [2011, 2017], SEBRING: [2010, 2010], "PT CRUISER": [2010, 2010],
  SONIC: [2012, 2020], CRUZE: [2011, 2019], SPARK: [2013, 2022], "PRIUS C": [2012, 2019], "PRIUS V": [2012, 2017],
  MATRIX: [2010, 2013], "FJ CRUISER": [2010, 2014], ELEMENT: [2010, 2011], FIT: [2010, 2020], CLARITY: [2017, 2021],
  CROSSTOUR: [2010, 2015], "CR-Z": [2011, 2016], OPTIMA: [2011, 2020], SEDONA: [2010, 2021], "SOUL EV": [2015, 2019],
  LEAF: [2011, 2025], JUKE: [2011, 2017], CUBE: [2010, 2014], XTERRA: [2010, 2015], "370Z": [2010, 2020], Z: [2023],
  PATRIOT: [2010, 2017], LIBERTY: [2010, 2012], COMMANDER: [2010, 2010], VIPER: [2013, 2017], I3: [2014, 2021],
  I8: [2014, 2020], "E-GOLF": [2015, 2019], KARMA: [2012, 2012], OCEAN: [2023, 2024], HORNET: [2023],
  "WRANGLER 4XE": [2021], "GRAND CHEROKEE 4XE": [2022], "GRAND CHEROKEE L": [2021], WAGONEER: [2022],
  "GRAND WAGONEER": [2022], GLADIATOR: [2020], TRAX: [2013], CELICA: [2010, 2010], CRESSIDA: [2010, 2010],
  PRELUDE: [2026], MILLENIA: [2010, 2010], PROTEGE: [2010, 2010], SOLARA: [2010, 2010], TIBURON: [2010, 2010],
  SPECTRA: [2010, 2010], AMANTI: [2010, 2010], XLR: [2010, 2010], BLS: [2010, 2010], STS: [2010, 2011],
  DTS: [2010, 2011], LUCERNE: [2010, 2011], "TOWN CAR": [2010, 2011], "GRAND MARQUIS": [2010, 2011],
  ASPEN: [2010, 2010], MONTERO: [2010, 2010], ENDEAVOR: [2010, 2011], GALANT: [2010, 2012], ECLIPSE: [2010, 2012],
  RAIDER: [2010, 2010], EQUATOR: [2010, 2012], H1: [2010, 2010], H2: [2010, 2010], "SC 430": [2010, 2010],
  ENTOURAGE: [2010, 2010], VERACRUZ: [2010, 2012], AZERA: [2012, 2017], "GENESIS COUPE": [2010, 2016],
  EQUUS: [2011, 2016], GENESIS: [2010, 2016], BORREGO: [2010, 2011], RONDO: [2010, 2010], CYGNET: [2012, 2013],
  VIRAGE: [2012, 2012], FREELANDER: [2010, 2010], LR2: [2010, 2015], LR3: [2010, 2010], LR4: [2010, 2016],
  S2000: [2010, 2010], PROWLER: [2010, 2010], TRIBECA: [2010, 2014], "B9 TRIBECA": [2010, 2010], BAJA: [2010, 2010],
  "XV CROSSTREK": [2013, 2015], CROSSTREK: [2016], MKS: [2010, 2016], MKT: [2010, 2019], MKZ: [2010, 2020],
  MKX: [2010, 2018], MKC: [2015, 2019], ZEPHYR: [2010, 2010], SELTOS: [2021], VENUE: [2020], KONA: [2018],
  "KONA ELECTRIC": [2019], "SANTA CRUZ": [2022], NIRO: [2017], "NIRO EV": [2019], STINGER: [2018, 2023],
  IONIQ: [2017, 2022], NEXO: [2019], TRAILBLAZER: [2021], BLAZER: [2019], ENVISTA: [2024], "ENCORE GX": [2020],
  ENVISION: [2016], XT4: [2019], XT5: [2017], XT6: [2020], CT4: [2020], CT5: [2020], CT6: [2016, 2020],
  ELR: [2014, 2016], ATS: [2013, 2019], XTS: [2013, 2019], SRX: [2010, 2016], CTS: [2010, 2019], CORSAIR: [2020],
  AVIATOR: [2020], NAUTILUS: [2019], RANGER: [2019], ECOSPORT: [2018, 2022], ATLAS: [2018], TAOS: [2022],
  "ATLAS CROSS SPORT": [2020], ARTEON: [2019, 2023], "ID.4": [2021], "ID.BUZZ": [2025], KICKS: [2018],
  "ROGUE SPORT": [2017, 2022], "CX-30": [2020], "CX-50": [2023], "CX-90": [2024], "CX-70": [2025],
  "CX-3": [2016, 2021], "MX-30": [2022], MIRAI: [2016], SUPRA: [2020], "86": [2017, 2020], "PRIUS PRIME": [2017],
  "RAV4 PRIME": [2021], "C-HR": [2018, 2022], ASCENT: [2019], BRZ: [2013], RENEGADE: [2015], CHEROKEE: [2014, 2023],
  PACIFICA: [2017], VOYAGER: [2020, 2022], PROMASTER: [2014], "PROMASTER CITY": [2015, 2022], DAKOTA: [2010, 2011],
  "C/V": [2012, 2015], "1500 CLASSIC": [2019, 2024], GIULIA: [2017], STELVIO: [2018], TONALE: [2024],
  "4C": [2015, 2020], "500X": [2016, 2023], "500L": [2014, 2020], "124 SPIDER": [2017, 2020], "500E": [2013, 2019],
  G70: [2019], GV80: [2021], GV70: [2022], GV60: [2023], G90: [2017], G80: [2017], GV90: [2027], RC: [2015],
  NX: [2015], UX: [2019], LC: [2018], TX: [2024], RZ: [2023], "GX 550": [2024], "LX 600": [2022], "RX 500H": [2023],
  I4: [2022], IX: [2022], I5: [2024], I7: [2023], XM: [2023], X7: [2019], X2: [2018], "8 SERIES": [2019],
  "2 SERIES": [2014], "4 SERIES": [2014], "1 SERIES": [2010, 2013], "6 SERIES": [2010, 2019], TAYCAN: [2020],
  "718 BOXSTER": [2017], "718 CAYMAN": [2017], MACAN: [2015], "E-TRON": [2019, 2023], "E-TRON GT": [2022],
  "Q4 E-TRON": [2022], "Q8 E-TRON": [2024], Q8: [2019], Q3: [2015], EQB: [2022], EQE: [2023], EQS: [2022],
  "EQE SUV": [2023], "EQS SUV": [2023], GLB: [2020], CLE: [2024], GLK: [2010, 2015], "GLK-CLASS": [2010, 2015],
  "M-CLASS": [2010, 2015], "GL-CLASS": [2010, 2016], "R-CLASS": [2010, 2012], "CL-CLASS": [2010, 2014],
  "CLK-CLASS": [2010, 2010], METRIS: [2016, 2023], XC40: [2019], C40: [2022], EX30: [2025], EX90: [2025], S60: [2010],
  V60: [2015], S90: [2017], V90: [2017], S40: [2010, 2011], V50: [2010, 2011], S80: [2010, 2016], C30: [2010, 2013],
  XC70: [2010, 2016], V70: [2010, 2010], "F-PACE": [2017], "E-PACE": [2018], "I-PACE": [2019], "F-TYPE": [2014, 2024],
  XE: [2017, 2020], XK: [2010, 2015], XJR: [2010, 2019], DEFENDER: [2020], "RANGE ROVER VELAR": [2018],
  "DISCOVERY SPORT": [2015], OUTLANDER: [2010], "OUTLANDER PHEV": [2018], "ECLIPSE CROSS": [2018],
  "I-MIEV": [2012, 2017], "LANCER EVOLUTION": [2010, 2015], LANCER: [2010, 2017], ROADSTER: [2010, 2012],
  "FIVE HUNDRED": [2010, 2010], "TAURUS X": [2010, 2010], "E-SERIES": [2010, 2014], TRANSIT: [2015],
  "TRANSIT CONNECT": [2010, 2023], "FOCUS ELECTRIC": [2012, 2018], "FUSION ENERGI": [2013, 2020],
  "C-MAX": [2013, 2018], "CITY EXPRESS": [2015, 2018], CAPTIVA: [2012, 2015], "CAPTIVA SPORT": [2012, 2015],
  SS: [2014, 2017], CAPRICE: [2011, 2017], NV200: [2013, 2021], QUEST: [2011, 2017], "350Z": [2010, 2010],
  "MURANO CROSSCABRIOLET": [2011, 2014], "VERSA NOTE": [2014, 2019], JX35: [2013, 2013], QX30: [2017, 2019],
  QX50: [2014], QX55: [2022], QX60: [2014], QX70: [2014, 2017], QX80: [2014], Q50: [2014], Q60: [2014],
  Q70: [2014, 2019], Q40: [2015, 2015], G25: [2011, 2012], G37: [2010, 2013], FX35: [2010, 2012], FX37: [2013, 2013],
  FX50: [2010, 2013], EX35: [2010, 2012], EX37: [2013, 2013], M35: [2010, 2010], M35H: [2012, 2013],
  M37: [2011, 2013], M56: [2011, 2013], Q45: [2010, 2010], QX56: [2010, 2013], TSX: [2010, 2014], TL: [2010, 2014],
  RL: [2010, 2012], ZDX: [2010, 2013], ILX: [2013, 2022], RLX: [2014, 2020], TLX: [2015], INSIGHT: [2010, 2022],
  PASSPORT: [2019], "HR-V": [2016], LACROSSE: [2010, 2019], REGAL: [2011, 2020], VERANO: [2012, 2017],
  CASCADA: [2016, 2019], ENCORE: [2013], "REGAL SPORTBACK": [2018, 2020], "REGAL TOURX": [2018, 2020],
};

// prettier-ignore
export const MAKE_YEARS: Record<string, [number, number?]> = {
  SCION: [2011, 2016], SATURN: [2010, 2010], PONTIAC: [2010, 2010], MERCURY: [2010, 2011], HUMMER: [2010, 2010],
  SAAB: [2010, 2011], SUZUKI: [2010, 2013], MAYBACH: [2010, 2012], RIVIAN: [2022], LUCID: [2022], POLESTAR: [2021],
  VINFAST: [2023], INEOS: [2024], GENESIS: [2017], KARMA: [2020], SMART: [2010, 2019], "BUGATTI RIMAC": [2022],
};

export type Tier = "economy" | "premium" | "luxury" | "exotic";

// prettier-ignore
export const MAKE_TIERS: Record<string, Tier> = {
  ACURA: "premium", INFINITI: "premium", LEXUS: "premium", BMW: "premium", "MERCEDES-BENZ": "premium",
  AUDI: "premium", VOLVO: "premium", LINCOLN: "premium", CADILLAC: "premium", GENESIS: "premium",
  "ALFA ROMEO": "premium", JAGUAR: "premium", "LAND ROVER": "premium", TESLA: "premium", POLESTAR: "premium",
  SAAB: "premium", HUMMER: "premium", RIVIAN: "premium", LUCID: "premium", VINFAST: "premium", FISKER: "premium",
  KARMA: "luxury", INEOS: "premium", PORSCHE: "luxury", MASERATI: "luxury", BENTLEY: "luxury",
  "ROLLS-ROYCE": "luxury", "ASTON MARTIN": "luxury", MAYBACH: "luxury", LOTUS: "luxury", FERRARI: "exotic",
  LAMBORGHINI: "exotic", "MCLAREN AUTOMOTIVE": "exotic", BUGATTI: "exotic", "BUGATTI RIMAC": "exotic",
  KOENIGSEGG: "exotic",
};

export const TIER_PRICE: Record<Tier, number> = { economy: 30_000, premium: 55_000, luxury: 140_000, exotic: 320_000 };

export const ELECTRIC_MAKES = new Set(["TESLA", "RIVIAN", "LUCID", "POLESTAR", "VINFAST", "FISKER"]);

export const ELECTRIC_MODEL =
  /(\bEV\d?\b|ELECTRIC|E-TRON|LIGHTNING|MACH-E|IONIQ [56]|^LEAF$|^BOLT|ARIYA|BZ4X|SOLTERRA|^ID\.|^EQ[BES]|LYRIQ|OPTIQ|VISTIQ|CELESTIQ|HUMMER EV|PROLOGUE|^I[3-7X]$|^IX$|TAYCAN|^EX30|^EX90|^C40|^RZ|UX 300E|I-MIEV|E-GOLF|500E|^I-PACE|MX-30|^NEVERA)/;

export const HYBRID_MODEL =
  /(HYBRID|PRIUS|INSIGHT|ENERGI|PHEV|4XE|\d{3}H\b|\d{3}H\+|\bVOLT\b|CLARITY|PRIME|^330E|^530E|^545E|^740E|^745E|ACTIVEHYBRID|C-MAX|CT 200H|M35H)/;

export const PICKUP_MODEL =
  /(^F-\d50|SILVERADO|^SIERRA|^1500|^2500|^3500|TACOMA|TUNDRA|FRONTIER|TITAN|RIDGELINE|RANGER|COLORADO|CANYON|GLADIATOR|MAVERICK|SANTA CRUZ|CYBERTRUCK|^R1T$|AVALANCHE|DAKOTA|HUMMER EV PICKUP|RAIDER|EQUATOR|^BAJA$|QUARTERMASTER|SUPER DUTY)/;

export const VAN_MODEL = /(^TRANSIT|E-SERIES|^EXPRESS|SAVANA|PROMASTER|NV200|METRIS|SPRINTER|CITY EXPRESS|^C\/V$)/;

export const MINIVAN_MODEL =
  /(ODYSSEY|SIENNA|PACIFICA|CARNIVAL|SEDONA|GRAND CARAVAN|TOWN & COUNTRY|^QUEST$|ROUTAN|ENTOURAGE|VOYAGER|MAZDA5|ID\.BUZZ)/;

export const SUV_MODEL =
  /(CR-V|HR-V|PILOT|PASSPORT|RAV4|HIGHLANDER|4RUNNER|SEQUOIA|LAND CRUISER|VENZA|C-HR|COROLLA CROSS|BZ4X|CROWN SIGNIA|ESCAPE|EXPLORER|EXPEDITION|^EDGE|BRONCO|ECOSPORT|^FLEX$|MACH-E|EQUINOX|TAHOE|SUBURBAN|TRAVERSE|BLAZER|TRAILBLAZER|TRAX|CAPTIVA|TERRAIN|ACADIA|YUKON|HUMMER EV SUV|ROGUE|MURANO|PATHFINDER|ARMADA|KICKS|JUKE|ARIYA|XTERRA|TUCSON|SANTA FE|PALISADE|^KONA|VENUE|IONIQ 5|NEXO|VERACRUZ|SPORTAGE|SORENTO|TELLURIDE|SELTOS|^NIRO|EV6|EV9|BORREGO|^SOUL|CHEROKEE|COMPASS|RENEGADE|WRANGLER|WAGONEER|PATRIOT|LIBERTY|COMMANDER|DURANGO|JOURNEY|NITRO|OUTBACK|FORESTER|CROSSTREK|ASCENT|SOLTERRA|TRIBECA|^CX-|TRIBUTE|MX-30|TIGUAN|^ATLAS|TOUAREG|TAOS|^ID\.4|^XC\d|^EX30|^EX90|^C40|^X\d|^IX$|^XM$|^Q\d|^SQ\d|RS Q8|^E-TRON$|^GL|^G-CLASS|^M-CLASS|^EQB|EQE SUV|EQS SUV|MAYBACH GLS|ESCALADE|^XT[456]|^SRX|LYRIQ|OPTIQ|VISTIQ|ENCLAVE|ENCORE|ENVISION|ENVISTA|AVIATOR|CORSAIR|^MK[CTX]$|NAUTILUS|NAVIGATOR|^[RMZ]DX$|^QX|^EX3|^FX|^JX|^NX|^RX|^GX|^LX|^UX|^TX|^RZ|CAYENNE|MACAN|RANGE ROVER|DISCOVERY|DEFENDER|^LR\d|FREELANDER|F-PACE|E-PACE|I-PACE|LEVANTE|GRECALE|STELVIO|TONALE|BENTAYGA|^URUS|CULLINAN|PUROSANGUE|^DBX|^GV\d|MODEL X|MODEL Y|^R1S|^R[23]X?$|GRAVITY|OUTLANDER|ECLIPSE CROSS|ENDEAVOR|MONTERO|COUNTRYMAN|PACEMAN|^500[XL]$|GRENADIER|^OCEAN|^VF \d|POLESTAR [34]|^[34]$|ELETRE|PROLOGUE|^VUE$|OUTLOOK|TORRENT|MARINER|MOUNTAINEER|^H[123]$|GRAND VITARA|9-4X|^ELEMENT|CROSSTOUR|RONDO|TAURUS X|^ASPEN|HORNET|FJ CRUISER|XV CROSSTREK|CROSSCABRIOLET)/;

export const CONVERTIBLE_MODEL =
  /(SPIDER|SPYDER|CABRIO|CONVERTIBLE|ROADSTER|MX-5|BOXSTER|^Z4|^SLK|^SLC|^SL$|SOLSTICE|^SKY$|^EOS$|^DAWN$|GTS$|PORTOFINO|CALIFORNIA|^ELISE|CONTINENTAL GTC|CASCADA|S2000|^XLR|PROWLER)/;

export const COUPE_MODEL =
  /(MUSTANG$|CAMARO|CORVETTE|CHALLENGER|^86$|GR86|^BRZ|FR-S|SUPRA|370Z|350Z|^Z$|GT-R|^RC|^LC|^M[248]$|^[248] SERIES|^[248]\d\di$|COUPE|^TC$|TIBURON|CELICA|SOLARA|CAYMAN|^911|^TT|^R8|AMG GT|^CLE|^CL-CLASS|^CLK|^Q60|VIPER|^NSX|^I8|PRELUDE|WRAITH|CONTINENTAL GT$|VANTAGE|^DB\d|^DBS|VANQUISH|VIRAGE|^LFA|^EVORA|^EXIGE|^EMIRA|^4C$|^GT$|^SS$|^F-TYPE|^XK|^G37|^FR-S)/;

export const HATCHBACK_MODEL =
  /(^FIT$|^YARIS$|VERSA NOTE|^GOLF|^E-GOLF|BOLT EV|^LEAF|^PRIUS( C)?$|^SPARK|^SONIC|^AVEO|MIRAGE$|^RIO|^ACCENT|VELOSTER|^I3$|MAZDA2|^FIESTA|^FOCUS|^C-MAX|^IONIQ$|ELANTRA GT|^CLUBMAN|^COOPER|^HARDTOP|^500(E| ABARTH)?$|^CUBE|^IQ$|^IM$|^XD$|^XB$|^MATRIX|^VIBE|^HHR|^CALIBER|PT CRUISER|CT 200H|^CT$|I-MIEV|FORTWO|FORFOUR|^BEETLE|^CYGNET|^CR-Z|^POLESTAR 2$|^2$|^KONA ELECTRIC)/;

export const WAGON_MODEL = /(ALLROAD|AVANT|SPORTWAGEN|ALLTRACK|^V[5-9]0|TOURX|^PRIUS V$)/;

export const EXOTIC_COUPE_MAKES = new Set([
  "FERRARI",
  "LAMBORGHINI",
  "MCLAREN AUTOMOTIVE",
  "BUGATTI",
  "BUGATTI RIMAC",
  "KOENIGSEGG",
]);

/** Copart colour words with their shares; the second value is the canonical colour for pictures. */
// prettier-ignore
export const COLOURS: readonly (readonly [string, Colour, number])[] = [
  ["WHITE", "white", 22], ["BLACK", "black", 20], ["GRAY", "gray", 14], ["SILVER", "silver", 12],
  ["BLUE", "blue", 10], ["RED", "red", 9], ["CHARCOAL", "gray", 3], ["GREEN", "green", 2], ["MAROON", "red", 2],
  ["BROWN", "brown", 1.5], ["BEIGE", "beige", 1.2], ["GOLD", "gold", 1], ["TAN", "beige", 0.6],
  ["ORANGE", "orange", 0.7], ["YELLOW", "yellow", 0.5], ["PURPLE", "purple", 0.3], ["TWO TONE", "other", 0.2],
];

export const INTERIOR_COLOURS = [
  ["Black", 60],
  ["Gray", 20],
  ["Beige", 12],
  ["Brown", 5],
  ["Red", 2],
  ["White", 1],
] as const;

/** Copart primary damage (`dd`) with its code and share (rebrowser's 2.9 M rows, rounded) and a severity. */
// prettier-ignore
export const DAMAGES: readonly (readonly [string, string, number, number])[] = [
  ["FRONT END", "FR", 52, 0.45], ["REAR END", "RR", 15, 0.55], ["SIDE", "SD", 13, 0.5],
  ["MINOR DENT/SCRATCHES", "MN", 5, 0.8], ["MECHANICAL", "MC", 3, 0.55], ["NORMAL WEAR", "NW", 2, 0.75],
  ["ALL OVER", "AO", 1.8, 0.25], ["HAIL", "HL", 1.7, 0.7], ["ROLLOVER", "RO", 1.5, 0.25],
  ["UNDERCARRIAGE", "UN", 1.2, 0.45], ["WATER/FLOOD", "WA", 1.5, 0.2], ["VANDALISM", "VN", 0.8, 0.6],
  ["BURN", "BN", 0.6, 0.1], ["TOP/ROOF", "TP", 0.6, 0.5],
];

export const SECONDARY_DAMAGES = [
  "SIDE",
  "FRONT END",
  "REAR END",
  "UNDERCARRIAGE",
  "MINOR DENT/SCRATCHES",
  "MECHANICAL",
];

/** IAAI names damage by position. */
export const IAAI_DAMAGE: Record<string, readonly string[]> = {
  "FRONT END": ["FRONT END", "LEFT FRONT", "RIGHT FRONT"],
  "REAR END": ["REAR", "LEFT REAR", "RIGHT REAR"],
  SIDE: ["LEFT SIDE", "RIGHT SIDE"],
  "WATER/FLOOD": ["WATER/FLOOD"],
  "TOP/ROOF": ["ROOF"],
};

// prettier-ignore
export const STATE_TIME_ZONES: Record<string, string> = {
  AL: "America/Chicago", AK: "America/Anchorage", AZ: "America/Phoenix", AR: "America/Chicago",
  CA: "America/Los_Angeles", CO: "America/Denver", CT: "America/New_York", DE: "America/New_York",
  DC: "America/New_York", FL: "America/New_York", GA: "America/New_York", HI: "Pacific/Honolulu", ID: "America/Boise",
  IL: "America/Chicago", IN: "America/Indiana/Indianapolis", IA: "America/Chicago", KS: "America/Chicago",
  KY: "America/New_York", LA: "America/Chicago", ME: "America/New_York", MD: "America/New_York",
  MA: "America/New_York", MI: "America/Detroit", MN: "America/Chicago", MS: "America/Chicago", MO: "America/Chicago",
  MT: "America/Denver", NE: "America/Chicago", NV: "America/Los_Angeles", NH: "America/New_York",
  NJ: "America/New_York", NM: "America/Denver", NY: "America/New_York", NC: "America/New_York", ND: "America/Chicago",
  OH: "America/New_York", OK: "America/Chicago", OR: "America/Los_Angeles", PA: "America/New_York",
  RI: "America/New_York", SC: "America/New_York", SD: "America/Chicago", TN: "America/Chicago", TX: "America/Chicago",
  UT: "America/Denver", VT: "America/New_York", VA: "America/New_York", WA: "America/Los_Angeles",
  WV: "America/New_York", WI: "America/Chicago", WY: "America/Denver",
};

/** States whose titles turn up far from home. */
export const TITLE_STATES_ELSEWHERE = ["CA", "TX", "FL", "NY", "PA", "IL", "OH", "GA", "NC", "MI", "NJ", "AZ", "WA"];

/** WMIs (first three VIN characters) seen for each make; others get a plausible random one. */
// prettier-ignore
export const WMI: Record<string, readonly string[]> = {
  TOYOTA: ["4T1", "JTD", "2T1", "5TD", "JTE", "3TM"], HONDA: ["1HG", "2HG", "5J6", "19X", "5FN", "7FA"],
  FORD: ["1FA", "1FM", "1FT", "3FA", "3FM"], CHEVROLET: ["1G1", "1GN", "2G1", "3GN", "1GC", "KL7"],
  NISSAN: ["1N4", "JN8", "5N1", "1N6", "3N1"], HYUNDAI: ["5NP", "KM8", "KMH"], KIA: ["KNA", "5XY", "KND", "5XX"],
  JEEP: ["1C4"], DODGE: ["2C3", "1C3", "3C4", "2C4"], RAM: ["1C6", "3C6", "3C7"], BMW: ["WBA", "5UX", "WBS", "5YM"],
  "MERCEDES-BENZ": ["WDD", "4JG", "W1K", "W1N", "WDC"], AUDI: ["WAU", "WA1", "WUA"],
  VOLKSWAGEN: ["3VW", "1VW", "WVW", "1V2"], SUBARU: ["4S3", "4S4", "JF1", "JF2"], MAZDA: ["JM1", "3MZ", "JM3"],
  LEXUS: ["JTH", "2T2", "JTJ", "58A"], TESLA: ["5YJ", "7SA", "7G2"], GMC: ["1GT", "1GK", "3GT", "2GK"],
  CADILLAC: ["1G6", "1GY"], BUICK: ["1G4", "KL4", "5GA"], CHRYSLER: ["2C3", "1C3", "2C4"],
  ACURA: ["19U", "5J8", "JH4"], INFINITI: ["JN1", "5N1", "JNK"], LINCOLN: ["5LM", "3LN", "1LN"],
  MITSUBISHI: ["JA4", "JA3", "ML3"], VOLVO: ["YV1", "YV4", "7JR"],
  "LAND ROVER": ["SALG", "SALW"].map((s) => s.slice(0, 3)), PORSCHE: ["WP0", "WP1"], MINI: ["WMW"],
  GENESIS: ["KMT", "5NM"], JAGUAR: ["SAJ"], RIVIAN: ["7FC", "7PD"],
};

/** Trim names as each maker writes them; others get generic ones. */
export const TRIMS: Record<string, readonly string[]> = {
  TOYOTA: ["L", "LE", "SE", "XLE", "XSE", "LIMITED", "TRD SPORT"],
  HONDA: ["LX", "EX", "EX-L", "SPORT", "TOURING"],
  FORD: ["S", "SE", "SEL", "XLT", "LARIAT", "TITANIUM", "PLATINUM"],
  CHEVROLET: ["LS", "LT", "LTZ", "PREMIER", "RS"],
  GMC: ["SLE", "SLT", "DENALI", "AT4"],
  NISSAN: ["S", "SV", "SL", "SR", "PLATINUM"],
  HYUNDAI: ["SE", "SEL", "LIMITED", "N LINE"],
  KIA: ["LX", "S", "EX", "GT-LINE", "SX"],
  JEEP: ["SPORT", "LATITUDE", "LIMITED", "TRAILHAWK", "OVERLAND"],
  DODGE: ["SXT", "GT", "R/T", "SCAT PACK"],
  RAM: ["TRADESMAN", "BIG HORN", "LARAMIE", "REBEL"],
  BMW: ["XDRIVE", "SDRIVE", "M SPORT"],
  "MERCEDES-BENZ": ["4MATIC", "AMG"],
  AUDI: ["PREMIUM", "PREMIUM PLUS", "PRESTIGE"],
  VOLKSWAGEN: ["S", "SE", "SEL"],
  SUBARU: ["BASE", "PREMIUM", "LIMITED", "TOURING"],
  TESLA: ["LONG RANGE", "PERFORMANCE", "STANDARD RANGE"],
  LEXUS: ["BASE", "PREMIUM", "F SPORT", "LUXURY"],
  MAZDA: ["SPORT", "TOURING", "GRAND TOURING", "PREFERRED"],
};

export const GENERIC_TRIMS = ["BASE", "PREMIUM", "SPORT", "LIMITED", "TOURING"];

// ---------------------------------------------------------------------------------------------------------------
// Powersports: motorcycles and ATVs, about 7% and 3% of salvage lots.

/** Share of the catalogue per vehicle type. */
export const VEHICLE_TYPE_SHARES = [
  ["automobile", 90],
  ["motorcycle", 7],
  ["atv", 3],
] as const;

/** Engine layout: V twin, inline (parallel) 1-4 cylinders, boxer twin, electric. */
export type PowersportLayout = "V2" | "I1" | "I2" | "I3" | "I4" | "B2";

export interface PowersportModel {
  model: string;
  /** First model year (last open), within the catalogue's 2010+. */
  years: readonly [number, number?];
  /** Displacement in cc. */
  cc: number;
  layout: PowersportLayout;
  /** New price in USD. */
  msrp: number;
  /** ATVs: 4x4 share (the rest are 2WD). */
  fourWheelDrive?: number;
}

export interface PowersportMake {
  /** As Copart and IAAI write it. */
  make: string;
  weight: number;
  /** VIN world manufacturer identifiers. */
  wmi: readonly string[];
  /** The maker's signature paint, chosen about half the time. */
  signature?: Colour;
  models: readonly PowersportModel[];
}

// prettier-ignore
export const MOTORCYCLE_MAKES: readonly PowersportMake[] = [
  { make: "HARLEY-DAVIDSON", weight: 26, wmi: ["1HD"], signature: "black", models: [
    { model: "STREET GLIDE", years: [2010], cc: 1868, layout: "V2", msrp: 27_000 },
    { model: "ROAD GLIDE", years: [2010], cc: 1868, layout: "V2", msrp: 27_500 },
    { model: "ROAD KING", years: [2010], cc: 1746, layout: "V2", msrp: 23_000 },
    { model: "FAT BOY", years: [2010], cc: 1868, layout: "V2", msrp: 21_000 },
    { model: "SPORTSTER 883", years: [2010, 2020], cc: 883, layout: "V2", msrp: 9_500 },
    { model: "IRON 883", years: [2010, 2022], cc: 883, layout: "V2", msrp: 10_500 },
    { model: "SOFTAIL STANDARD", years: [2020], cc: 1746, layout: "V2", msrp: 14_500 },
    { model: "ELECTRA GLIDE", years: [2010], cc: 1868, layout: "V2", msrp: 28_000 },
  ] },
  { make: "HONDA", weight: 18, wmi: ["JH2", "MLH"], signature: "red", models: [
    { model: "CBR600RR", years: [2010, 2024], cc: 599, layout: "I4", msrp: 12_000 },
    { model: "CBR500R", years: [2013], cc: 471, layout: "I2", msrp: 7_300 },
    { model: "CB650R", years: [2019], cc: 649, layout: "I4", msrp: 9_400 },
    { model: "GROM", years: [2014], cc: 125, layout: "I1", msrp: 3_600 },
    { model: "REBEL 500", years: [2017], cc: 471, layout: "I2", msrp: 6_700 },
    { model: "NC750X", years: [2014], cc: 745, layout: "I2", msrp: 8_700 },
    { model: "AFRICA TWIN", years: [2016], cc: 1084, layout: "I2", msrp: 15_000 },
    { model: "SHADOW", years: [2010, 2023], cc: 745, layout: "V2", msrp: 8_000 },
  ] },
  { make: "YAMAHA", weight: 14, wmi: ["JYA"], signature: "blue", models: [
    { model: "YZF-R6", years: [2010, 2020], cc: 599, layout: "I4", msrp: 12_200 },
    { model: "YZF-R3", years: [2015], cc: 321, layout: "I2", msrp: 5_500 },
    { model: "YZF-R1", years: [2010], cc: 998, layout: "I4", msrp: 18_000 },
    { model: "MT-07", years: [2015], cc: 689, layout: "I2", msrp: 8_000 },
    { model: "MT-09", years: [2014], cc: 890, layout: "I3", msrp: 10_000 },
    { model: "BOLT", years: [2014, 2021], cc: 942, layout: "V2", msrp: 8_500 },
    { model: "V STAR 650", years: [2010, 2016], cc: 649, layout: "V2", msrp: 7_000 },
  ] },
  { make: "KAWASAKI", weight: 12, wmi: ["JKA", "ML5"], signature: "green", models: [
    { model: "NINJA 400", years: [2018], cc: 399, layout: "I2", msrp: 5_300 },
    { model: "NINJA 650", years: [2012], cc: 649, layout: "I2", msrp: 7_900 },
    { model: "NINJA ZX-6R", years: [2010], cc: 636, layout: "I4", msrp: 11_300 },
    { model: "NINJA ZX-10R", years: [2011], cc: 998, layout: "I4", msrp: 17_500 },
    { model: "Z900", years: [2017], cc: 948, layout: "I4", msrp: 9_400 },
    { model: "VULCAN S", years: [2015], cc: 649, layout: "I2", msrp: 7_300 },
    { model: "KLR650", years: [2010], cc: 652, layout: "I1", msrp: 7_000 },
  ] },
  { make: "SUZUKI", weight: 9, wmi: ["JS1"], signature: "blue", models: [
    { model: "GSX-R600", years: [2010], cc: 599, layout: "I4", msrp: 12_000 },
    { model: "GSX-R750", years: [2010], cc: 750, layout: "I4", msrp: 12_800 },
    { model: "GSX-R1000", years: [2010], cc: 999, layout: "I4", msrp: 16_500 },
    { model: "SV650", years: [2016], cc: 645, layout: "V2", msrp: 7_600 },
    { model: "HAYABUSA", years: [2010], cc: 1340, layout: "I4", msrp: 18_600 },
    { model: "BOULEVARD M109R", years: [2010, 2020], cc: 1783, layout: "V2", msrp: 15_000 },
  ] },
  { make: "BMW", weight: 5, wmi: ["WB1", "WB3"], signature: "white", models: [
    { model: "R 1250 GS", years: [2019], cc: 1254, layout: "B2", msrp: 19_000 },
    { model: "R 1200 GS", years: [2010, 2018], cc: 1170, layout: "B2", msrp: 17_000 },
    { model: "S 1000 RR", years: [2010], cc: 999, layout: "I4", msrp: 18_000 },
    { model: "F 900 R", years: [2020], cc: 895, layout: "I2", msrp: 9_800 },
    { model: "R 1250 RT", years: [2019], cc: 1254, layout: "B2", msrp: 19_500 },
  ] },
  { make: "DUCATI", weight: 4, wmi: ["ZDM"], signature: "red", models: [
    { model: "MONSTER", years: [2010], cc: 937, layout: "V2", msrp: 12_000 },
    { model: "PANIGALE V4", years: [2018], cc: 1103, layout: "I4", msrp: 24_000 },
    { model: "SCRAMBLER", years: [2015], cc: 803, layout: "V2", msrp: 10_000 },
    { model: "MULTISTRADA V4", years: [2021], cc: 1158, layout: "I4", msrp: 22_000 },
    { model: "DIAVEL", years: [2011], cc: 1262, layout: "V2", msrp: 21_000 },
  ] },
  { make: "TRIUMPH", weight: 3, wmi: ["SMT"], signature: "gray", models: [
    { model: "STREET TRIPLE", years: [2010], cc: 765, layout: "I3", msrp: 11_000 },
    { model: "BONNEVILLE T120", years: [2016], cc: 1200, layout: "I2", msrp: 13_000 },
    { model: "SPEED TRIPLE", years: [2010], cc: 1160, layout: "I3", msrp: 17_500 },
    { model: "TIGER 900", years: [2020], cc: 888, layout: "I3", msrp: 15_000 },
  ] },
  { make: "KTM", weight: 4, wmi: ["VBK"], signature: "orange", models: [
    { model: "390 DUKE", years: [2015], cc: 373, layout: "I1", msrp: 5_800 },
    { model: "790 DUKE", years: [2019], cc: 799, layout: "I2", msrp: 9_000 },
    { model: "1290 SUPER DUKE R", years: [2014], cc: 1301, layout: "V2", msrp: 19_000 },
    { model: "690 ENDURO R", years: [2010], cc: 693, layout: "I1", msrp: 11_700 },
  ] },
  { make: "INDIAN", weight: 5, wmi: ["56K"], signature: "red", models: [
    { model: "SCOUT", years: [2015], cc: 1133, layout: "V2", msrp: 13_000 },
    { model: "CHIEF", years: [2014], cc: 1890, layout: "V2", msrp: 19_000 },
    { model: "CHIEFTAIN", years: [2014], cc: 1890, layout: "V2", msrp: 26_000 },
    { model: "FTR 1200", years: [2019], cc: 1203, layout: "V2", msrp: 15_000 },
  ] },
];

// prettier-ignore
export const ATV_MAKES: readonly PowersportMake[] = [
  { make: "POLARIS", weight: 30, wmi: ["4XA"], signature: "red", models: [
    { model: "SPORTSMAN 570", years: [2014], cc: 567, layout: "I1", msrp: 8_500, fourWheelDrive: 0.95 },
    { model: "SPORTSMAN 850", years: [2010], cc: 850, layout: "I2", msrp: 12_000, fourWheelDrive: 1 },
    { model: "SCRAMBLER XP 1000", years: [2014], cc: 952, layout: "V2", msrp: 13_000, fourWheelDrive: 1 },
    { model: "PHOENIX 200", years: [2010], cc: 196, layout: "I1", msrp: 4_300, fourWheelDrive: 0 },
  ] },
  { make: "CAN-AM", weight: 20, wmi: ["3JB"], signature: "yellow", models: [
    { model: "OUTLANDER 570", years: [2016], cc: 570, layout: "V2", msrp: 8_900, fourWheelDrive: 1 },
    { model: "OUTLANDER 850", years: [2016], cc: 850, layout: "V2", msrp: 12_500, fourWheelDrive: 1 },
    { model: "RENEGADE 1000R", years: [2012], cc: 976, layout: "V2", msrp: 14_000, fourWheelDrive: 1 },
  ] },
  { make: "YAMAHA", weight: 16, wmi: ["5Y4", "JY4"], signature: "blue", models: [
    { model: "GRIZZLY 700", years: [2010], cc: 686, layout: "I1", msrp: 11_000, fourWheelDrive: 1 },
    { model: "KODIAK 700", years: [2016], cc: 686, layout: "I1", msrp: 9_000, fourWheelDrive: 0.9 },
    { model: "YFZ450R", years: [2010], cc: 449, layout: "I1", msrp: 9_000, fourWheelDrive: 0 },
    { model: "RAPTOR 700R", years: [2010], cc: 686, layout: "I1", msrp: 9_500, fourWheelDrive: 0 },
  ] },
  { make: "HONDA", weight: 16, wmi: ["1HF", "478"], signature: "red", models: [
    { model: "FOREMAN 520", years: [2020], cc: 518, layout: "I1", msrp: 8_500, fourWheelDrive: 0.9 },
    { model: "RANCHER 420", years: [2010], cc: 420, layout: "I1", msrp: 6_800, fourWheelDrive: 0.7 },
    { model: "RUBICON 520", years: [2020], cc: 518, layout: "I1", msrp: 9_800, fourWheelDrive: 1 },
    { model: "TRX250X", years: [2010], cc: 229, layout: "I1", msrp: 4_700, fourWheelDrive: 0 },
  ] },
  { make: "KAWASAKI", weight: 7, wmi: ["JKB", "RGS"], signature: "green", models: [
    { model: "BRUTE FORCE 750", years: [2010], cc: 749, layout: "V2", msrp: 10_500, fourWheelDrive: 1 },
    { model: "KFX450R", years: [2010, 2014], cc: 449, layout: "I1", msrp: 8_000, fourWheelDrive: 0 },
  ] },
  { make: "ARCTIC CAT", weight: 6, wmi: ["4UF"], signature: "green", models: [
    { model: "ALTERRA 600", years: [2017], cc: 600, layout: "I1", msrp: 8_500, fourWheelDrive: 1 },
    { model: "MUDPRO 700", years: [2012, 2016], cc: 695, layout: "I1", msrp: 10_000, fourWheelDrive: 1 },
  ] },
  { make: "SUZUKI", weight: 5, wmi: ["5SA", "JSA"], signature: "yellow", models: [
    { model: "KINGQUAD 750", years: [2010], cc: 722, layout: "I1", msrp: 9_800, fourWheelDrive: 1 },
    { model: "KINGQUAD 500", years: [2010], cc: 493, layout: "I1", msrp: 8_000, fourWheelDrive: 1 },
  ] },
];

/** Paint on powersports, as Copart writes it, with its canonical colour and share. */
// prettier-ignore
export const POWERSPORT_COLOURS: readonly (readonly [string, Colour, number])[] = [
  ["BLACK", "black", 34], ["RED", "red", 16], ["BLUE", "blue", 11], ["WHITE", "white", 9], ["GRAY", "gray", 8],
  ["GREEN", "green", 7], ["SILVER", "silver", 4], ["ORANGE", "orange", 4], ["YELLOW", "yellow", 3],
  ["TWO TONE", "other", 3], ["PURPLE", "purple", 1],
];

/** Damage on powersports: bikes go down on their side or hit things with their front. */
// prettier-ignore
export const POWERSPORT_DAMAGE_SHARES: Record<string, number> = {
  "FRONT END": 34, SIDE: 24, "ALL OVER": 9, "REAR END": 8, "MINOR DENT/SCRATCHES": 8, MECHANICAL: 6,
  "NORMAL WEAR": 3, ROLLOVER: 2, BURN: 2, "WATER/FLOOD": 2, VANDALISM: 1.5, UNDERCARRIAGE: 1, HAIL: 0.5,
};

export const POWERSPORT_TRIMS = ["ABS", "SE", "SPECIAL", "LIMITED", "SPORT", "EPS"];
