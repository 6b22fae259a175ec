// The brokerage's business limits (shared/src/settings/limits.schemas.ts): the admin reads them, each over its
// default, and saves them. Each route declares its access: the bid floor is also public, for the bid dialog.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "@app/db/client";
import { LIMITS, LIMIT_DEFAULTS, limitsSchema, parseLimit, type Limits } from "@app/shared/settings/limits.schemas";
import { access } from "../../plugins/access.ts";
import { adminSession } from "../../plugins/auth.ts";

const NAMES = Object.keys(LIMITS) as (keyof typeof LIMITS)[];

/** One limit as it applies now: the stored value, or its default. */
export async function readLimit(db: Db, name: keyof typeof LIMITS): Promise<number> {
  const row = await db.setting.findUnique({ where: { key: LIMITS[name].key }, select: { value: true } });
  return parseLimit(name, row?.value);
}

export const limitsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/admin/settings/limits", { config: access("admin") }, async () => {
    const rows = await app.db.setting.findMany({
      where: { key: { in: NAMES.map((n) => LIMITS[n].key) } },
      select: { key: true, value: true },
    });
    const stored = new Map(rows.map((r) => [r.key, r.value]));
    const data = Object.fromEntries(NAMES.map((n) => [n, parseLimit(n, stored.get(LIMITS[n].key))])) as Limits;
    return { success: true, data, defaults: LIMIT_DEFAULTS };
  });

  app.get("/api/settings/bidding", { config: access("public") }, async () => ({
    success: true,
    data: { minimumMaxBid: await readLimit(app.db, "minimumMaxBid") },
  }));

  app.put(
    "/api/admin/settings/limits",
    { config: access("admin"), schema: { body: limitsSchema } },
    async (request) => {
      const updatedById = adminSession(request).userId;
      await app.db.$transaction(
        NAMES.map((n) =>
          app.db.setting.upsert({
            where: { key: LIMITS[n].key },
            create: { key: LIMITS[n].key, value: request.body[n], updatedById },
            update: { value: request.body[n], updatedById },
          }),
        ),
      );
      return { success: true, message: "Limits saved.", data: request.body };
    },
  );
};
