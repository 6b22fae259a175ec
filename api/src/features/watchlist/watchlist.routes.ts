// The customer's watchlist: GET lists the watched lots with their summary; POST {platform, lotNumber}
// adds one (a second add is ignored); DELETE {platform, lotNumber} (body or query) removes it. The worker's
// `watchlist.remind` scheduler emits `watchlist.ending-soon` once per item when the auction comes near.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { lotRefSchema } from "@app/shared/brokerage/brokerage.schemas";
import { notFound } from "../../lib/app-error.ts";
import { lotSummaries } from "../../lib/lot-summary.ts";
import type { FastifyRequest } from "fastify";
import { access } from "../../plugins/access.ts";
import { customerSession } from "../../plugins/auth.ts";

export const watchlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const userId = (request: FastifyRequest) => customerSession(request).userId;

  async function list(uid: string) {
    const items = await app.db.watchlistItem.findMany({ where: { userId: uid }, orderBy: { createdAt: "desc" } });
    const lots = await lotSummaries(
      app.db,
      items.map((i) => i.lotId),
    );
    return items.map((i) => ({
      id: i.id,
      platform: i.platform,
      lotNumber: i.lotNumber,
      addedAt: i.createdAt.toISOString(),
      remindedAt: i.remindedAt?.toISOString() ?? null,
      lot: lots.get(i.lotId) ?? null,
    }));
  }

  app.get("/api/watchlist", { config: access("customer") }, async (request) => ({
    success: true,
    items: await list(userId(request)),
  }));

  app.post("/api/watchlist", { config: access("customer"), schema: { body: lotRefSchema } }, async (request, reply) => {
    const { platform, lotNumber } = request.body;
    const lot = await app.db.lot.findUnique({
      where: { platform_lotNumber: { platform, lotNumber } },
      select: { id: true },
    });
    if (!lot) throw notFound("Lot not found");
    const created = await app.db.watchlistItem.createMany({
      data: [{ userId: userId(request), lotId: lot.id, platform, lotNumber }],
      skipDuplicates: true,
    });
    reply.status(created.count ? 201 : 200);
    return {
      success: true,
      message: created.count ? "Added to your watchlist." : "Already in your watchlist.",
      items: await list(userId(request)),
    };
  });

  app.delete("/api/watchlist", { config: access("customer") }, async (request) => {
    const ref = lotRefSchema.parse({ ...(request.query as object), ...((request.body as object | null) ?? {}) });
    const removed = await app.db.watchlistItem.deleteMany({
      where: { userId: userId(request), platform: ref.platform, lotNumber: ref.lotNumber },
    });
    if (!removed.count) throw notFound("This lot is not in your watchlist.");
    return { success: true, message: "Removed from your watchlist.", items: await list(userId(request)) };
  });
};
