// The landed-cost calculator over HTTP: GET /api/calculator (public, for the /calculator page and lot pages), and
// the admin calls that keep its data: fee schedules (list, create, edit) and the cost settings (read, edit), each
// declaring admin access.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { platformSchema } from "@app/shared/catalogue/lot.schemas";
import { calculatorInputOf, calculatorQuerySchema } from "@app/shared/landed-cost/calculator-query.schemas";
import { LandedCostInputError, calculateLandedCost } from "@app/shared/landed-cost/landed-cost";
import { landedCostInputFromLot } from "@app/shared/landed-cost/lot-input";
import { lineRule } from "@app/shared/landed-cost/line-text";
import type { ServerLocale } from "@app/shared/i18n/render";
import {
  COST_SETTING_SCHEMAS,
  costSettingKeySchema,
  feeScheduleInputSchema,
  type CostSettings,
  type LandedCost,
} from "@app/shared/landed-cost/landed-cost.schemas";
import { AppError, notFound } from "../../lib/app-error.ts";
import { readerLocale } from "../../lib/reader-locale.ts";
import { loadCostSettings, loadLandedCostTables } from "./landed-cost-tables.ts";
import {
  createFeeSchedule,
  findLotForLandedCost,
  listFeeSchedules,
  updateFeeSchedule,
  writeSetting,
} from "./landed-cost.repository.ts";
import { access } from "../../plugins/access.ts";
import { adminSession } from "../../plugins/auth.ts";

const major = (cents: number) => cents / 100;

/**
 * The API speaks major units with a currency (docs/product/money.md#money-in-the-api); the calculator, cents. A line's
 * source (the broker's research behind a figure) is not sent: admins read it with the cost settings and fee tables.
 */
export function landedCostDto(result: LandedCost, locale: ServerLocale) {
  return {
    currency: "EUR" as const,
    lines: result.lines.map((l) => ({
      code: l.code,
      stage: l.stage,
      amount: major(l.eurCents),
      ...(l.usdCents === undefined ? {} : { originalAmount: { amount: major(l.usdCents), currency: "USD" as const } }),
      rule: lineRule(locale, l),
    })),
    stageTotals: {
      win: major(result.stageTotals.win.eurCents),
      departure: major(result.stageTotals.departure.eurCents),
      arrival: major(result.stageTotals.arrival.eurCents),
    },
    total: major(result.totalEurCents),
    fx: { rate: result.fxRate, asOf: result.fxAsOf, pair: "USD/EUR" },
    feeScheduleVersion: result.feeScheduleVersion,
  };
}

const VALIDATION_MESSAGE = "Please check the highlighted fields.";
const idParams = z.object({ id: z.uuid("Unknown fee schedule") });

export const calculatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/calculator",
    { config: access("public"), schema: { querystring: calculatorQuerySchema } },
    async (request) => {
      let input = calculatorInputOf(request.query);
      const { lotNumber } = request.query;
      if (lotNumber) {
        // A lot page: the stored lot supplies the yard, title, fuel...; the price defaults to its current bid.
        const lot = await findLotForLandedCost(app.db, request.query.platform, lotNumber);
        if (!lot) throw notFound("Lot not found.");
        const lotPrice = input.bidType === "buy_now" ? lot.buyNowPriceCents : lot.currentBidCents;
        input = landedCostInputFromLot(lot, { ...input, priceCents: input.priceCents ?? lotPrice ?? undefined });
      }
      const { priceCents, platform } = input;
      if (priceCents === undefined || !platform)
        throw new AppError("VALIDATION_ERROR", VALIDATION_MESSAGE, { price: "Enter the price to calculate from" });
      const tables = await loadLandedCostTables(app.db, new Date());
      try {
        return {
          success: true,
          data: landedCostDto(calculateLandedCost({ ...input, platform, priceCents }, tables), readerLocale(request)),
        };
      } catch (e) {
        if (e instanceof LandedCostInputError)
          throw new AppError("VALIDATION_ERROR", VALIDATION_MESSAGE, { [e.field]: e.message });
        throw e;
      }
    },
  );

  // What the /calculator page offers: the yards with a towing rate (and their port) and the European countries
  // with a truck rate, with the dates of those tables.
  app.get("/api/calculator/options", { config: access("public") }, async () => {
    const costs = Object.fromEntries((await loadCostSettings(app.db)).map((c) => [c.key, c.value])) as CostSettings;
    const towing = costs["costs.inlandTransport"];
    const trucks = costs["costs.euTransport"];
    return {
      success: true,
      data: {
        yards: towing.yards.map((y) => ({ platform: y.platform, yard: y.yard, city: y.city, port: y.port })),
        yardsAsOf: towing.asOf,
        countries: Object.keys(trucks.countries).sort(),
        countriesAsOf: trucks.asOf,
      },
    };
  });

  app.get(
    "/api/admin/fee-schedules",
    { config: access("admin"), schema: { querystring: z.object({ platform: platformSchema.optional() }) } },
    async (request) => ({ success: true, data: await listFeeSchedules(app.db, request.query.platform) }),
  );

  app.post(
    "/api/admin/fee-schedules",
    { config: access("admin"), schema: { body: feeScheduleInputSchema } },
    async (request, reply) => {
      const created = await createFeeSchedule(app.db, request.body, adminSession(request).userId);
      if (!created) throw new AppError("CONFLICT", "A fee schedule with this key and effective date already exists.");
      reply.status(201);
      return { success: true, message: "Fee schedule created.", data: created };
    },
  );

  app.put(
    "/api/admin/fee-schedules/:id",
    { config: access("admin"), schema: { params: idParams, body: feeScheduleInputSchema } },
    async (request) => {
      const updated = await updateFeeSchedule(app.db, request.params.id, request.body, adminSession(request).userId);
      if (updated === "missing") throw notFound("Fee schedule not found.");
      if (updated === "duplicate")
        throw new AppError("CONFLICT", "A fee schedule with this key and effective date already exists.");
      return { success: true, message: "Fee schedule saved.", data: updated };
    },
  );

  app.get("/api/admin/cost-settings", { config: access("admin") }, async () => ({
    success: true,
    data: await loadCostSettings(app.db),
  }));

  app.put(
    "/api/admin/cost-settings/:key",
    {
      config: access("admin"),
      schema: { params: z.object({ key: costSettingKeySchema }), body: z.record(z.string(), z.unknown()) },
    },
    async (request) => {
      const { key } = request.params;
      // The body's schema depends on the key, so it is checked here; field paths name the bad parts.
      const value = COST_SETTING_SCHEMAS[key].parse(request.body);
      await writeSetting(app.db, key, value, adminSession(request).userId);
      return { success: true, message: "Setting saved.", data: { key, value, isDefault: false } };
    },
  );
};
