// Damage vocabularies per provider, as their feeds and search filters name them. Descriptions are written as the
// adapters store a lot's primaryDamage (upper case), so a damage filter compares them with the stored text.

/** Copart's codes (`dtc`, filter DAMAGECODE_xx) with their `dd` text: the full list Copart's search filter offers. */
export const COPART_DAMAGE_TYPES: readonly (readonly [code: string, description: string])[] = [
  ["AO", "ALL OVER"],
  ["BC", "BIOHAZARD/CHEMICAL"],
  ["BE", "BURN - ENGINE"],
  ["BI", "BURN - INTERIOR"],
  ["BN", "BURN"],
  ["CC", "CASH FOR CLUNKERS"],
  ["DH", "DAMAGE HISTORY"],
  ["FD", "FRAME DAMAGE"],
  ["FR", "FRONT END"],
  ["HL", "HAIL"],
  ["MC", "MECHANICAL"],
  ["MN", "MINOR DENT/SCRATCHES"],
  ["NO", "NO VISIBLE DAMAGE"],
  ["NW", "NORMAL WEAR"],
  ["PR", "PARTIAL REPAIR"],
  ["RJ", "REJECTED REPAIR"],
  ["RO", "ROLLOVER"],
  ["RR", "REAR END"],
  ["SD", "SIDE"],
  ["ST", "STRIPPED"],
  ["TP", "TOP/ROOF"],
  ["UK", "UNKNOWN"],
  ["UN", "UNDERCARRIAGE"],
  ["VI", "MISSING/ALTERED VIN"],
  ["VN", "VANDALISM"],
  ["VP", "REPLACED VIN"],
  ["WA", "WATER/FLOOD"],
];

/**
 * IAAI names damage by position (PrimaryDamageDesc "Right Front", "Left Rear", ...). Codes seen in IAAI data: AO
 * All Over, LR Left Rear, RR (a rear corner; read as Right Rear), UK Unknown. The
 * other positional codes are ours, two letters in the same style; IAAI's non-positional damages take Copart's
 * codes, since the words are the same. Note RR: Copart's Rear End, IAAI's Right Rear; codes are per platform.
 */
export const IAAI_DAMAGE_TYPES: readonly (readonly [code: string, description: string])[] = [
  ["AO", "ALL OVER"],
  ["FR", "FRONT END"],
  ["LF", "LEFT FRONT"],
  ["RF", "RIGHT FRONT"],
  ["RE", "REAR"],
  ["LR", "LEFT REAR"],
  ["RR", "RIGHT REAR"],
  ["LS", "LEFT SIDE"],
  ["RS", "RIGHT SIDE"],
  ["FB", "FRONT & REAR"],
  ["TP", "ROOF"],
  ["UN", "UNDERCARRIAGE"],
  ["MN", "MINOR DENT/SCRATCHES"],
  ["HL", "HAIL"],
  ["WA", "WATER/FLOOD"],
  ["BN", "BURN"],
  ["BE", "BURN - ENGINE"],
  ["BI", "BURN - INTERIOR"],
  ["MC", "MECHANICAL"],
  ["EL", "ELECTRICAL"],
  ["VN", "VANDALISM"],
  ["RO", "ROLLOVER"],
  ["ST", "STRIPPED"],
  ["BC", "BIOHAZARD/CHEMICAL"],
  ["FD", "FRAME DAMAGE"],
  ["NW", "NORMAL WEAR"],
  ["UK", "UNKNOWN"],
];

/**
 * European auctions: remarketing platforms sell mostly used fleet and leasing cars, and salvage sales add
 * accident damage. The feed's `damageType` is one of these codes or descriptions (docs/feeds/europe.md); the
 * seller's own words go to damageDescription.
 */
export const EUROPE_DAMAGE_TYPES: readonly (readonly [code: string, description: string])[] = [
  ["NO", "NO VISIBLE DAMAGE"],
  ["NW", "NORMAL WEAR"],
  ["MN", "MINOR DENT/SCRATCHES"],
  ["FR", "FRONT END"],
  ["RE", "REAR END"],
  ["SD", "SIDE"],
  ["TP", "TOP/ROOF"],
  ["UN", "UNDERCARRIAGE"],
  ["AO", "ALL OVER"],
  ["HL", "HAIL"],
  ["WA", "WATER/FLOOD"],
  ["BN", "BURN"],
  ["MC", "MECHANICAL"],
  ["EL", "ELECTRICAL"],
  ["VN", "VANDALISM"],
  ["TH", "THEFT RECOVERY"],
  ["UK", "UNKNOWN"],
];

/** The damage descriptions the adapters store and the damage filter offers, of all three vocabularies. */
export const DAMAGE_DESCRIPTIONS: readonly string[] = [
  ...new Set([...COPART_DAMAGE_TYPES, ...IAAI_DAMAGE_TYPES, ...EUROPE_DAMAGE_TYPES].map(([, d]) => d)),
];
