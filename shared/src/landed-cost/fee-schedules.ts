// Auction fee schedules: the lookup (a step table, a percentage above the last step) and the seed data transcribed
// in docs/domain/fees.md. Copart and IAAI publish their tables only behind client-side pages, so these are
// third-party transcriptions with their dates; admins correct and version them (FeeSchedule rows;
// docs/domain/fees.md#where-the-figures-come-from).
import type { Platform } from "../catalogue/lot.schemas.ts";
import { TITLE_GROUPS } from "../catalogue/lot.schemas.ts";
import type { BidType, FeeBand, FeeSchedule, FeeScheduleInput, FeeTitleGroup } from "./landed-cost.schemas.ts";
import { percentOf } from "./money-math.ts";

/** The fee of the step that holds `priceCents` (the last step starting at or below it). */
export function bandFee(bands: readonly FeeBand[], priceCents: number): { feeCents: number; band: FeeBand } {
  let band = bands[0];
  for (const b of bands) if (b.fromCents <= priceCents) band = b;
  if (!band) throw new Error("empty fee table");
  const feeCents = "percent" in band ? percentOf(priceCents, band.percent) : band.feeCents;
  return { feeCents, band };
}

/** A lot's title group code (C, S, J...) or a word, as the fee tables see it: clean, or salvage (anything else). */
export function feeTitleGroupOf(titleGroup: string | null | undefined): "clean" | "salvage" {
  const t = titleGroup?.trim().toUpperCase();
  return t === TITLE_GROUPS.clean || t === "CLEAN" ? "clean" : "salvage";
}

export interface FeeScheduleKey {
  platform: Platform;
  buyerTier: string;
  titleGroup: "clean" | "salvage";
  paymentMethod: string;
  bidType: BidType;
}

/** The schedule for a key: an exact title group wins over one that applies to any title. */
export function findFeeSchedule(schedules: readonly FeeSchedule[], key: FeeScheduleKey): FeeSchedule | null {
  const candidates = schedules.filter(
    (s) =>
      s.platform === key.platform &&
      s.buyerTier === key.buyerTier &&
      s.paymentMethod === key.paymentMethod &&
      s.bidType === key.bidType,
  );
  const byTitle = (t: FeeTitleGroup) =>
    candidates.filter((s) => s.titleGroup === t).sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))[0];
  return byTitle(key.titleGroup) ?? byTitle("any") ?? null;
}

/** What a bill stores to say which schedule it used: readable, and unique per row and edit. */
export function feeScheduleVersionOf(s: FeeSchedule): string {
  return `${s.platform}/${s.buyerTier}/${s.titleGroup}/${s.paymentMethod}/${s.bidType} from ${s.effectiveFrom} v${s.version}`;
}

// ---- Seed data (docs/domain/fees.md#how-the-product-uses-the-schedules) ----------------------------------------

const usd = (dollars: number) => Math.round(dollars * 100);
const steps = (rows: ReadonlyArray<readonly [number, number]>, percentFrom: number, percent: string): FeeBand[] => [
  ...rows.map(([from, fee]) => ({ fromCents: usd(from), feeCents: usd(fee) })),
  { fromCents: usd(percentFrom), percent },
];

/** docs/domain/fees.md#copart-buyer-fee-table-a, column "C" (matches the public non-licensed table D). */
export const COPART_TABLE_A_C = steps(
  [
    [0, 25],
    [50, 45],
    [100, 80],
    [200, 130],
    [300, 132.5],
    [350, 135],
    [400, 170],
    [450, 180],
    [500, 200],
    [550, 205],
    [600, 235],
    [700, 260],
    [800, 280],
    [900, 305],
    [1000, 355],
    [1200, 380],
    [1300, 400],
    [1400, 410],
    [1500, 420],
    [1600, 440],
    [1700, 450],
    [1800, 465],
    [2000, 500],
    [2400, 525],
    [2500, 550],
    [3000, 650],
    [3500, 700],
    [4000, 725],
    [4500, 750],
    [5000, 775],
    [6000, 800],
    [7000, 825],
    [8000, 850],
    [10000, 900],
  ],
  15000,
  "7.5",
);

/** docs/domain/fees.md#copart-buyer-fee-table-a, column "A". */
export const COPART_TABLE_A_A = steps(
  [
    [0, 1],
    [100, 25],
    [200, 60],
    [300, 80],
    [350, 90],
    [400, 120],
    [450, 130],
    [500, 140],
    [550, 150],
    [600, 165],
    [700, 185],
    [800, 200],
    [900, 215],
    [1000, 230],
    [1200, 255],
    [1300, 275],
    [1400, 280],
    [1500, 290],
    [1600, 305],
    [1700, 315],
    [1800, 325],
    [2000, 355],
    [2400, 380],
    [2500, 400],
    [3000, 450],
    [3500, 500],
    [4000, 600],
    [4500, 625],
    [5000, 650],
    [6000, 675],
    [7000, 700],
    [8000, 725],
    [10000, 750],
    [11500, 760],
    [12000, 775],
    [12500, 790],
  ],
  15000,
  "6",
);

/** Copart's virtual bid fee (docs/domain/fees.md#copart-virtual-bid-fee; the $149 ceiling matches Copart's blog). */
export const COPART_VIRTUAL_BID_FEE: FeeBand[] = [
  [0, 0],
  [100, 49],
  [500, 59],
  [1000, 79],
  [1500, 89],
  [2000, 99],
  [4000, 109],
  [6000, 139],
  [8000, 149],
].map(([from, fee]) => ({ fromCents: usd(from!), feeCents: usd(fee!) }));

/** Copart's blog: the fee tops out at $129 for lots bought outside a live auction (Buy It Now). The steps below the
 * cap are assumed to be table A's. */
export const COPART_BUY_NOW_BID_FEE: FeeBand[] = [
  [0, 0],
  [100, 49],
  [500, 59],
  [1000, 79],
  [1500, 89],
  [2000, 99],
  [4000, 109],
  [6000, 129],
].map(([from, fee]) => ({ fromCents: usd(from!), feeCents: usd(fee!) }));

/**
 * "IAAI Standard Volume" buyer fee (docs/domain/fees.md#iaai-standard-volume-buyer-fee): the same steps as Copart's
 * licensed-more table (docs/domain/fees.md#other-copart-tables).
 */
export const IAAI_STANDARD_BUYER_FEE = steps(
  [
    [0, 1],
    [100, 25],
    [200, 60],
    [300, 85],
    [350, 100],
    [400, 125],
    [450, 135],
    [500, 145],
    [550, 155],
    [600, 170],
    [700, 195],
    [800, 215],
    [900, 230],
    [1000, 250],
    [1200, 270],
    [1300, 285],
    [1400, 300],
    [1500, 315],
    [1600, 330],
    [1700, 350],
    [1800, 370],
    [2000, 390],
    [2400, 425],
    [2500, 460],
    [3000, 505],
    [3500, 555],
    [4000, 600],
    [4500, 625],
    [5000, 650],
    [5500, 675],
    [6000, 700],
    [6500, 720],
    [7000, 755],
    [7500, 775],
    [8000, 800],
    [8500, 820],
    [10000, 850],
    [11500, 860],
    [12000, 875],
    [12500, 890],
  ],
  15000,
  "6",
);

/** IAAI's live online bid fee (docs/domain/fees.md#iaai-live-online-bid-fee). */
export const IAAI_LIVE_ONLINE_BID_FEE: FeeBand[] = [
  [0, 0],
  [100, 50],
  [500, 65],
  [1000, 85],
  [1500, 95],
  [2000, 110],
  [4000, 125],
  [6000, 145],
  [8000, 160],
].map(([from, fee]) => ({ fromCents: usd(from!), feeCents: usd(fee!) }));

const COPART_SOURCE =
  "docs/domain/fees.md#copart-buyer-fee-table-a: GiorgiUbiria/Giant-Auto-Import public/csvData.ts, " +
  "commit b7d775bc (Sep 2025), " +
  "a broker's transcription of Copart's member fees; fixed fees from its src/lib/calculator-utils.ts";
const IAAI_SOURCE =
  "docs/domain/fees.md#iaai-standard-volume-buyer-fee: 'IAAI Standard Volume' transcription " +
  "(code-index id 7736709292, 2026-01-17): buyer fee, " +
  "live online bid fee, service $95, environmental $15, title handling $20";

function copartFixed(titleGroup: "clean" | "salvage") {
  return [
    { code: "gate", label: "Gate fee", amountCents: usd(79) },
    { code: "title", label: "Title mailing", amountCents: usd(20) },
    // The environmental fee applies to non-clean titles (table C: $0 for clean; docs/domain/fees.md#copart-fixed-fees).
    ...(titleGroup === "salvage" ? [{ code: "environmental", label: "Environmental fee", amountCents: usd(10) }] : []),
  ];
}

/** The schedules the seed writes when the FeeSchedule table is empty. */
export function defaultFeeSchedules(): FeeScheduleInput[] {
  const rows: FeeScheduleInput[] = [];
  for (const [buyerTier, buyerFee] of [
    ["C", COPART_TABLE_A_C],
    ["A", COPART_TABLE_A_A],
  ] as const) {
    for (const titleGroup of ["clean", "salvage"] as const) {
      for (const bidType of ["online", "buy_now"] as const) {
        rows.push({
          platform: "copart",
          buyerTier,
          titleGroup,
          paymentMethod: "secured",
          bidType,
          currency: "USD",
          buyerFee,
          bidFee: bidType === "online" ? COPART_VIRTUAL_BID_FEE : COPART_BUY_NOW_BID_FEE,
          fixedFees: copartFixed(titleGroup),
          effectiveFrom: "2025-09-01",
          source:
            COPART_SOURCE +
            (bidType === "buy_now" ? "; Buy It Now bid fee capped at $129 (Copart blog, how auction fees work)" : ""),
        });
      }
    }
  }
  for (const bidType of ["online", "buy_now"] as const) {
    rows.push({
      platform: "iaai",
      buyerTier: "standard",
      titleGroup: "any",
      paymentMethod: "secured",
      bidType,
      currency: "USD",
      buyerFee: IAAI_STANDARD_BUYER_FEE,
      bidFee: IAAI_LIVE_ONLINE_BID_FEE,
      fixedFees: [
        { code: "service", label: "Service fee", amountCents: usd(95) },
        { code: "environmental", label: "Environmental fee", amountCents: usd(15) },
        { code: "title", label: "Title handling", amountCents: usd(20) },
      ],
      effectiveFrom: "2026-01-17",
      source: IAAI_SOURCE + (bidType === "buy_now" ? "; Buy Now assumed to pay the same fees (no table found)" : ""),
    });
  }
  return rows;
}
