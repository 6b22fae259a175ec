// FeeSchedule rows and the cost settings, read and written. Only this file touches Prisma for the feature.
import type { Db, FeeSchedule as FeeScheduleRow, Tx } from "@app/db/client";
import { Prisma } from "@app/db/client";
import type { FeeSchedule, FeeScheduleInput } from "@app/shared/landed-cost/landed-cost.schemas";
import { feeBandsSchema, fixedFeeSchema } from "@app/shared/landed-cost/landed-cost.schemas";
import { z } from "zod";

type Client = Db | Tx;

const fixedFeesSchema = z.array(fixedFeeSchema);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const dayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

export type StoredFeeSchedule = FeeSchedule & { createdAt: string; updatedAt: string };

/** A row as the calculator and the admin see it; the JSON columns are checked, as they are edited by hand. */
export function toFeeSchedule(row: FeeScheduleRow): StoredFeeSchedule {
  return {
    id: row.id,
    version: row.version,
    platform: row.platform,
    buyerTier: row.buyerTier,
    titleGroup: row.titleGroup as FeeSchedule["titleGroup"],
    paymentMethod: row.paymentMethod as FeeSchedule["paymentMethod"],
    bidType: row.bidType as FeeSchedule["bidType"],
    currency: row.currency as FeeSchedule["currency"],
    buyerFee: feeBandsSchema.parse(row.buyerFee),
    bidFee: feeBandsSchema.parse(row.bidFee),
    fixedFees: fixedFeesSchema.parse(row.fixedFees),
    effectiveFrom: isoDay(row.effectiveFrom),
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every schedule (admin list), newest first within a key. */
export async function listFeeSchedules(db: Client, platform?: FeeSchedule["platform"]): Promise<StoredFeeSchedule[]> {
  const rows = await db.feeSchedule.findMany({
    where: platform ? { platform } : {},
    orderBy: [
      { platform: "asc" },
      { buyerTier: "asc" },
      { titleGroup: "asc" },
      { paymentMethod: "asc" },
      { bidType: "asc" },
      { effectiveFrom: "desc" },
    ],
  });
  return rows.map(toFeeSchedule);
}

/** The schedules in force at `at`: per key, the one with the latest effectiveFrom on or before that day. */
export async function feeSchedulesInForce(db: Client, at: Date): Promise<FeeSchedule[]> {
  const rows = await db.feeSchedule.findMany({
    where: { effectiveFrom: { lte: dayStart(isoDay(at)) } },
    orderBy: { effectiveFrom: "desc" },
  });
  const seen = new Set<string>();
  const inForce: FeeSchedule[] = [];
  for (const row of rows) {
    const key = [row.platform, row.buyerTier, row.titleGroup, row.paymentMethod, row.bidType].join("/");
    if (seen.has(key)) continue;
    seen.add(key);
    inForce.push(toFeeSchedule(row));
  }
  return inForce;
}

const data = (input: FeeScheduleInput) => ({ ...input, effectiveFrom: dayStart(input.effectiveFrom) });

const isUniqueViolation = (e: unknown) => e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002";

/** null when a schedule with the same key and effective date exists. */
export async function createFeeSchedule(
  db: Client,
  input: FeeScheduleInput,
  updatedById: string | null,
): Promise<StoredFeeSchedule | null> {
  try {
    return toFeeSchedule(await db.feeSchedule.create({ data: { ...data(input), updatedById } }));
  } catch (e) {
    if (isUniqueViolation(e)) return null;
    throw e;
  }
}

/** Replaces a schedule and bumps its version; "missing" or "duplicate" when it cannot. */
export async function updateFeeSchedule(
  db: Client,
  id: string,
  input: FeeScheduleInput,
  updatedById: string | null,
): Promise<StoredFeeSchedule | "missing" | "duplicate"> {
  try {
    const row = await db.feeSchedule.update({
      where: { id },
      data: { ...data(input), updatedById, version: { increment: 1 } },
    });
    return toFeeSchedule(row);
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2025") return "missing";
    if (isUniqueViolation(e)) return "duplicate";
    throw e;
  }
}

export async function readSettings(db: Client, keys: readonly string[]): Promise<Map<string, unknown>> {
  const rows = await db.setting.findMany({ where: { key: { in: [...keys] } }, select: { key: true, value: true } });
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function writeSetting(db: Client, key: string, value: object, updatedById: string | null): Promise<void> {
  await db.setting.upsert({ where: { key }, create: { key, value, updatedById }, update: { value, updatedById } });
}

/** What the calculator needs of a stored lot, or null when there is none. */
export async function findLotForLandedCost(db: Client, platform: FeeSchedule["platform"], lotNumber: string) {
  return db.lot.findUnique({
    where: { platform_lotNumber: { platform, lotNumber } },
    select: {
      platform: true,
      vehicleType: true,
      titleGroup: true,
      branch: true,
      fuelType: true,
      country: true,
      year: true,
      bodyStyle: true,
      currency: true,
      currentBidCents: true,
      buyNowPriceCents: true,
      vatScheme: true,
    },
  });
}
