// The provider wording a customer reads on a lot (damage, odometer brand, condition, airbags, loss, sale and auction
// state), as terms of ours that the web names in the reader's language (lot.term.<term>). The stored lot keeps the
// provider's text; a text no table knows is shown as the provider wrote it (docs/product/lots.md#provider-wording).

export type ProviderTermKind =
  | "damage"
  | "titleType"
  | "odometerBrand"
  | "condition"
  | "airbags"
  | "loss"
  | "saleStatus"
  | "bidStatus"
  | "auctionStatus";

/** A provider's text as a table key: capitals, words split by single spaces; "_" and "-" as spaces, "&" as AND. */
export function termKey(text: string): string {
  return text
    .toUpperCase()
    .replace(/&/g, " AND ")
    .replace(/[\s_/-]+/g, " ")
    .replace(/[^A-Z0-9 ]/g, "")
    .trim()
    .replace(/ +/g, " ");
}

/** Each damage description of the three vocabularies, by its two-letter code where the word is the same. */
const DAMAGE_BY_DESCRIPTION: Record<string, string> = {
  "ALL OVER": "damageAllOver",
  "BIOHAZARD/CHEMICAL": "damageBiohazard",
  "BURN - ENGINE": "damageBurnEngine",
  "BURN - INTERIOR": "damageBurnInterior",
  BURN: "damageBurn",
  "CASH FOR CLUNKERS": "damageCashForClunkers",
  "DAMAGE HISTORY": "damageHistory",
  "FRAME DAMAGE": "damageFrame",
  "FRONT END": "damageFrontEnd",
  HAIL: "damageHail",
  MECHANICAL: "damageMechanical",
  "MINOR DENT/SCRATCHES": "damageMinorDents",
  "NO VISIBLE DAMAGE": "damageNone",
  "NORMAL WEAR": "damageNormalWear",
  "PARTIAL REPAIR": "damagePartialRepair",
  "REJECTED REPAIR": "damageRejectedRepair",
  ROLLOVER: "damageRollover",
  "REAR END": "damageRearEnd",
  SIDE: "damageSide",
  STRIPPED: "damageStripped",
  "TOP/ROOF": "damageRoof",
  ROOF: "damageRoof",
  UNKNOWN: "unknown",
  UNDERCARRIAGE: "damageUndercarriage",
  "MISSING/ALTERED VIN": "damageVinAltered",
  VANDALISM: "damageVandalism",
  "REPLACED VIN": "damageVinReplaced",
  "WATER/FLOOD": "damageFlood",
  "LEFT FRONT": "damageLeftFront",
  "RIGHT FRONT": "damageRightFront",
  REAR: "damageRear",
  "LEFT REAR": "damageLeftRear",
  "RIGHT REAR": "damageRightRear",
  "LEFT SIDE": "damageLeftSide",
  "RIGHT SIDE": "damageRightSide",
  "FRONT & REAR": "damageFrontAndRear",
  ELECTRICAL: "damageElectrical",
  "THEFT RECOVERY": "damageTheftRecovery",
  // Seen in Copart rows without a code.
  SUSPENSION: "damageSuspension",
  "FRAME DAMAGE (REPORTED)": "damageFrame",
  "PARTIAL (INCOMPLETE) REPAIR": "damagePartialRepair",
};

const TABLES: Record<ProviderTermKind, Record<string, string>> = {
  damage: DAMAGE_BY_DESCRIPTION,
  // Title documents whose name is the title's kind; a state's own document name ("CERTIFICATE OF TITLE (P)") is
  // shown as written, and the trade's Salvage and Rebuilt keep their English name (docs/product/glossary.md).
  titleType: {
    CLEAR: "titleClean",
    CLEAN: "titleClean",
    "CLEAN TITLE": "titleClean",
    "CLEAR TITLE": "titleClean",
    SALVAGE: "titleSalvage",
    "SALVAGE TITLE": "titleSalvage",
    "SALVAGE CERTIFICATE": "titleSalvageCertificate",
    "CERT OF TITLE-SALVAGE": "titleSalvageCertificate",
    "CERTIFICATE OF TITLE-SALVAGE": "titleSalvageCertificate",
    REBUILDABLE: "titleRebuildable",
    REBUILT: "titleRebuilt",
    "REBUILT TITLE": "titleRebuilt",
    "NON-REPAIRABLE": "titleNonRepairable",
    "NON-REPAIRABLE CERTIFICATE": "titleNonRepairable",
    NONREPAIRABLE: "titleNonRepairable",
    JUNK: "titleNonRepairable",
    "CERTIFICATE OF DESTRUCTION": "titleDestruction",
    "CERTIFICATE OF TITLE": "titleCertificate",
  },
  // odometerBrandOf's five brands.
  odometerBrand: {
    ACTUAL: "odometerActual",
    "NOT ACTUAL": "odometerNotActual",
    "EXCEEDS MECHANICAL LIMITS": "odometerExceedsLimits",
    EXEMPT: "odometerExempt",
    TMU: "odometerTmu",
  },
  // Copart's lot condition (lcd, or its code's meaning), IAAI's StartsDesc, the European feed's runsDrives.
  condition: {
    "RUNS AND DRIVES": "runsAndDrives",
    "RUN AND DRIVE": "runsAndDrives",
    "ENHANCED VEHICLES": "enhancedVehicle",
    "ENHANCED VEHICLE": "enhancedVehicle",
    "ENGINE START PROGRAM": "engineStartProgram",
    STARTS: "starts",
    "ENGINE STARTS": "starts",
    STATIONARY: "stationary",
    "DOES NOT RUN": "doesNotRun",
    "DOES NOT START": "doesNotRun",
    "WONT START": "doesNotRun",
    UNKNOWN: "unknown",
  },
  airbags: {
    INTACT: "airbagsIntact",
    DEPLOYED: "airbagsDeployed",
    MISSING: "airbagsMissing",
    UNKNOWN: "unknown",
  },
  // IAAI's LossTypeDesc.
  loss: {
    COLLISION: "lossCollision",
    THEFT: "lossTheft",
    "WATER/FLOOD": "lossFlood",
    FLOOD: "lossFlood",
    HAIL: "lossHail",
    FIRE: "lossFire",
    VANDALISM: "lossVandalism",
    MECHANICAL: "lossMechanical",
    OTHER: "lossOther",
    UNKNOWN: "unknown",
  },
  // Copart's sale types (saleStatus, ess, ss) and the European feed's status.
  saleStatus: {
    PURE_SALE: "salePure",
    PURESALE: "salePure",
    MINIMUM_BID: "saleMinimumBid",
    ON_APPROVAL: "saleOnApproval",
    OPEN: "saleOpen",
    LIVE: "saleLive",
    SOLD: "saleSold",
    CLOSED: "saleClosed",
    WITHDRAWN: "saleWithdrawn",
  },
  bidStatus: {
    NEVER_BID: "bidsNone",
    NO_BID: "bidsNone",
  },
  // Copart's lotAuctionStatus, IAAI's AuctionStatus / InventoryStatus codes, the European feed's.
  auctionStatus: {
    LIVE_BIDDING: "auctionLiveBidding",
    LIVE: "auctionLiveBidding",
    COUNTER_BIDDING: "auctionCounterBidding",
    WITHDRAWN: "saleWithdrawn",
    RS: "auctionAssigned",
    WC: "auctionNoDate",
  },
};

/** Every provider text the tables know, as termKey spells it ("RUNS AND DRIVES", "PURE SALE"). */
export const PROVIDER_TEXTS: readonly string[] = [
  ...new Set(Object.values(TABLES).flatMap((table) => Object.keys(table).map(termKey))),
];

const BY_KEY = Object.fromEntries(
  Object.entries(TABLES).map(([kind, table]) => [
    kind,
    new Map(Object.entries(table).map(([text, term]) => [termKey(text), term])),
  ]),
) as Record<ProviderTermKind, Map<string, string>>;

/** The term a provider's text stands for, or null when no table knows it. */
export function providerTerm(kind: ProviderTermKind, text: string | null | undefined): string | null {
  if (!text) return null;
  return BY_KEY[kind].get(termKey(text)) ?? null;
}

/** Every term a table can give: each has a text per language (web/src/i18n/lot.*.json, lot.term.<term>). */
export const PROVIDER_TERMS: readonly string[] = [...new Set(Object.values(TABLES).flatMap((t) => Object.values(t)))];
