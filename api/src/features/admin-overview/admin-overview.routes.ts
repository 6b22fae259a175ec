// The admin overview: what waits for the broker (pending deposits, withdrawals, bid and buy-now
// requests, failed contact messages, mails and events, unpaid bills, approved bids whose auction has ended) and each
// ingestion source's latest run with its errors. Counts only: the work queues have their own paged lists.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { latestRuns, maxPagesOf, runDto } from "../../lib/ingestion-runs.ts";
import { access } from "../../plugins/access.ts";

const WEEK_MS = 7 * 24 * 3600_000;

export const adminOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/admin/overview", { config: access("admin") }, async () => {
    const now = new Date();
    const [
      pendingDeposits,
      pendingWithdrawals,
      pendingBidRequests,
      pendingBuyNowRequests,
      awaitingOutcome,
      unpaidBills,
      contactMessagesLast7Days,
      failedContactMessages,
      failedMails,
      failedEvents,
      sources,
    ] = await app.db.$transaction([
      app.db.deposit.count({ where: { status: "pending" } }),
      app.db.withdrawal.count({ where: { status: "pending" } }),
      app.db.bid.count({ where: { status: "pending" } }),
      app.db.buyNowRequest.count({ where: { status: "pending" } }),
      // Bids still open on a lot whose auction time has passed: the broker has to record won or lost.
      app.db.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM "Bid" b JOIN "Lot" l ON l."id" = b."lotId"
        WHERE b."status" IN ('approved', 'outbid') AND l."auctionDate" < ${now}`,
      app.db.bill.count({ where: { status: "issued" } }),
      app.db.contactMessage.count({ where: { createdAt: { gte: new Date(now.getTime() - WEEK_MS) } } }),
      app.db.contactMessage.count({ where: { status: "failed" } }),
      app.db.emailDelivery.count({ where: { status: "failed" } }),
      app.db.outboxEvent.count({ where: { failedAt: { not: null }, handledAt: null } }),
      app.db.ingestionSource.findMany({ orderBy: { id: "asc" } }),
    ]);
    const last = await latestRuns(
      app,
      sources.map((s) => s.id),
    );
    return {
      success: true,
      counts: {
        pendingDeposits,
        pendingWithdrawals,
        pendingBidRequests,
        pendingBuyNowRequests,
        awaitingOutcome: awaitingOutcome[0]?.n ?? 0,
        unpaidBills,
        contactMessagesLast7Days,
        failedContactMessages,
        failedMails,
        failedEvents,
      },
      ingestion: sources.map((s) => {
        const run = last.get(s.id);
        return {
          sourceId: s.id,
          platform: s.platform,
          enabled: s.enabled,
          lastRun: run ? runDto(run, maxPagesOf(s)) : null,
        };
      }),
    };
  });
};
