// GET /api/lots/{platform}/{lotNumber}: one lot, normalised (docs/product/lots.md#normalised-lot), images included.
// `tz` is the visitor's offset in minutes east of UTC (a browser's -getTimezoneOffset()) and `locale` the language of
// the formatted auction date; without it the NEXT_LOCALE cookie decides, else Lithuanian.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MAX_UTC_OFFSET_MINUTES } from "@app/shared/catalogue/lot-format";
import { platformSchema } from "@app/shared/catalogue/lot.schemas";
import { getNormalisedLot } from "./lots.service.ts";
import { access } from "../../plugins/access.ts";
import { readerLocale } from "../../lib/reader-locale.ts";

const localeSchema = z.enum(["lt", "en"]);

export const lotParamsSchema = z.object({
  platform: platformSchema,
  /** Digits as stored (Copart lot number, IAAI stock number). */
  lotNumber: z.string().regex(/^[0-9]{1,20}$/, "Lot number must be digits"),
});

export const lotQuerySchema = z.object({
  tz: z.coerce.number().int().min(-MAX_UTC_OFFSET_MINUTES).max(MAX_UTC_OFFSET_MINUTES).optional(),
  locale: localeSchema.optional(),
});

export const lotsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/lots/:platform/:lotNumber",
    { config: access("public"), schema: { params: lotParamsSchema, querystring: lotQuerySchema } },
    async (request, reply) => {
      const { platform, lotNumber } = request.params;
      const locale = request.query.locale ?? readerLocale(request);
      const { lot, source } = await getNormalisedLot(app, platform, lotNumber, new Date(), {
        timeZoneOffsetMinutes: request.query.tz ?? 0,
        locale,
      });
      // The answer depends on the clock: browsers keep their own 30-minute copy, not HTTP's
      // (docs/product/lots.md#vehicle-cache-in-the-browser).
      reply.header("cache-control", "no-store");
      reply.header("x-cache", source === "cache" ? "hit" : "miss");
      return { success: true, lot };
    },
  );
};
