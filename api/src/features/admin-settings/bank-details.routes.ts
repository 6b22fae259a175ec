// The broker's bank details: the admin reads and saves them; anyone may read them, because the deposit page shows
// them to the customer (GET /api/settings/bank-details, a public route outside the admin area). `data` is null
// until an admin has saved them.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  BANK_DETAILS_SETTING_KEY,
  bankDetailsSchema,
  parseBankDetails,
} from "@app/shared/settings/bank-details.schemas";
import { access } from "../../plugins/access.ts";
import { adminSession } from "../../plugins/auth.ts";

export const bankDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = async () =>
    parseBankDetails(
      (await app.db.setting.findUnique({ where: { key: BANK_DETAILS_SETTING_KEY }, select: { value: true } }))?.value ??
        null,
    );

  app.get("/api/settings/bank-details", { config: access("public") }, async () => ({
    success: true,
    data: await read(),
  }));

  app.get("/api/admin/settings/bank-details", { config: access("admin") }, async () => ({
    success: true,
    data: await read(),
  }));

  app.put(
    "/api/admin/settings/bank-details",
    { config: access("admin"), schema: { body: bankDetailsSchema } },
    async (request) => {
      const value = request.body;
      await app.db.setting.upsert({
        where: { key: BANK_DETAILS_SETTING_KEY },
        create: { key: BANK_DETAILS_SETTING_KEY, value, updatedById: adminSession(request).userId },
        update: { value, updatedById: adminSession(request).userId },
      });
      return { success: true, message: "Bank details saved.", data: value };
    },
  );
};
