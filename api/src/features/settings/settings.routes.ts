// Footer settings (docs/product/admin.md#settings, docs/product/api.md#core-calls): a public read merged over the
// defaults, and a write with admin access.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { FOOTER_SETTING_KEY, footerSettingsSchema, mergeFooterSettings } from "@app/shared/settings/footer.schemas";
import { readSetting, writeSetting } from "./settings.repository.ts";
import { access } from "../../plugins/access.ts";
import { adminSession } from "../../plugins/auth.ts";

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/admin/settings/footer", { config: access("public") }, async () => {
    return { success: true, data: mergeFooterSettings(await readSetting(app.db, FOOTER_SETTING_KEY)) };
  });

  app.put(
    "/api/admin/settings/footer",
    { config: access("admin"), schema: { body: footerSettingsSchema } },
    async (request) => {
      await writeSetting(app.db, FOOTER_SETTING_KEY, request.body, adminSession(request).userId);
      return { success: true, message: "Footer settings saved.", data: mergeFooterSettings(request.body) };
    },
  );
};
