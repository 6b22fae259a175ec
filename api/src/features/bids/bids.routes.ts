// Bids and buy-now: the customer places, raises, lists and cancels maximum bids and asks to buy now;
// the broker (admin) approves or rejects requests and records the auction's outcome. Money-moving POSTs honour
// Idempotency-Key; another customer's bid answers 404 as if it did not exist.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Bid, BuyNowRequest, Prisma } from "@app/db/client";
import {
  bidListQuerySchema,
  bidOutcomeBodySchema,
  buyNowListQuerySchema,
  type BidListFilter,
  decisionBodySchema,
  lotRefSchema,
  placeBidBodySchema,
} from "@app/shared/brokerage/brokerage.schemas";
import { fromCents, toCents } from "@app/shared/money/money.schemas";
import { notFound } from "../../lib/app-error.ts";
import { adminListQuerySchema, pagedList } from "../../lib/admin-list.ts";
import { idempotent } from "../../lib/idempotency.ts";
import { WITHOUT_RAW, lotSummaries, lotSummary, type LotSummary } from "../../lib/lot-summary.ts";
import { readLimit } from "../admin-settings/limits.routes.ts";
import { getUsdEurRate } from "../transactions/fx-rate.ts";
import {
  approveBid,
  approveBuyNow,
  cancelBid,
  placeBid,
  recordOutcome,
  rejectBid,
  rejectBuyNow,
  requestBuyNow,
} from "./bids.service.ts";
import { customerSummaries } from "../../lib/customer-summary.ts";
import type { FastifyRequest } from "fastify";
import { access } from "../../plugins/access.ts";
import { customerSession, adminSession } from "../../plugins/auth.ts";

const idParams = z.object({ id: z.uuid() });
const money = (cents: number | null, currency: string) =>
  cents === null ? null : { amount: fromCents(cents), currency };

export function bidDto(bid: Bid, lot: LotSummary | null) {
  return {
    id: bid.id,
    platform: bid.platform,
    lotNumber: bid.lotNumber,
    status: bid.status,
    maxBid: money(bid.maxBidCents, bid.currency)!,
    approvedMax: money(bid.approvedMaxCents, bid.currency),
    hold: money(bid.holdCents, "EUR")!,
    fxRate: bid.fxRate.toString(),
    fxRateDate: bid.fxRateDate.toISOString().slice(0, 10),
    raises: bid.raises,
    auctionBid: money(bid.auctionBidCents, bid.currency),
    reason: bid.reason,
    createdAt: bid.createdAt.toISOString(),
    updatedAt: bid.updatedAt.toISOString(),
    decidedAt: bid.decidedAt?.toISOString() ?? null,
    lot,
  };
}

function buyNowDto(r: BuyNowRequest, lot: LotSummary | null) {
  return {
    id: r.id,
    platform: r.platform,
    lotNumber: r.lotNumber,
    status: r.status,
    price: money(r.priceCents, r.currency)!,
    hold: money(r.holdCents, "EUR")!,
    fxRate: r.fxRate.toString(),
    fxRateDate: r.fxRateDate.toISOString().slice(0, 10),
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    lot,
  };
}

const LIST_STATUSES: Record<BidListFilter, Bid["status"][] | undefined> = {
  active: ["pending", "approved", "outbid"],
  won: ["won"],
  lost: ["lost"],
  rejected: ["rejected"],
  cancelled: ["cancelled"],
  all: undefined,
};

/** The customer's own requests, of one lot when the query names it. */
const ownWhere = (userId: string, q: { platform?: Bid["platform"]; lotNumber?: string }) => ({
  userId,
  ...(q.platform && q.lotNumber ? { platform: q.platform, lotNumber: q.lotNumber } : {}),
});

export const bidsRoutes: FastifyPluginAsyncZod = async (app) => {
  const userId = (request: FastifyRequest) => customerSession(request).userId;
  const adminId = (request: FastifyRequest) => adminSession(request).userId;

  async function findLotOr404(platform: "copart" | "iaai" | "europe", lotNumber: string) {
    const lot = await app.db.lot.findUnique({
      where: { platform_lotNumber: { platform, lotNumber } },
      omit: WITHOUT_RAW,
    });
    if (!lot) throw notFound("Lot not found");
    return lot;
  }

  async function withLots<T extends { lotId: string }>(rows: T[]) {
    return {
      rows,
      lots: await lotSummaries(
        app.db,
        rows.map((r) => r.lotId),
      ),
    };
  }

  app.post(
    "/api/bids",
    { config: access("customer"), schema: { body: placeBidBodySchema } },
    async (request, reply) => {
      const lot = await findLotOr404(request.body.platform, request.body.lotNumber);
      const fx = await getUsdEurRate(app.db);
      const floorCents = toCents(await readLimit(app.db, "minimumMaxBid"));
      return idempotent(app.db, request, reply, userId(request), async (tx) => {
        const now = new Date();
        const { bid, isRaise } = await placeBid(tx, userId(request), lot, request.body, fx, now, floorCents);
        return {
          status: isRaise ? 200 : 201,
          body: {
            success: true,
            message: isRaise
              ? "Your raised bid has been sent to the broker for approval."
              : "Your bid has been sent to the broker for approval.",
            bid: bidDto(bid, lotSummary(lot, now)),
          },
        };
      });
    },
  );

  app.get("/api/bids", { config: access("customer"), schema: { querystring: bidListQuerySchema } }, async (request) => {
    const statuses = LIST_STATUSES[request.query.status];
    const { rows, lots } = await withLots(
      await app.db.bid.findMany({
        where: { ...ownWhere(userId(request), request.query), ...(statuses ? { status: { in: statuses } } : {}) },
        orderBy: { updatedAt: "desc" },
        take: 500,
      }),
    );
    return { success: true, bids: rows.map((b) => bidDto(b, lots.get(b.lotId) ?? null)) };
  });

  app.get("/api/bids/:id", { config: access("customer"), schema: { params: idParams } }, async (request) => {
    const bid = await app.db.bid.findFirst({ where: { id: request.params.id, userId: userId(request) } });
    if (!bid) throw notFound("Bid not found");
    const lots = await lotSummaries(app.db, [bid.lotId]);
    return { success: true, bid: bidDto(bid, lots.get(bid.lotId) ?? null) };
  });

  app.delete("/api/bids/:id", { config: access("customer"), schema: { params: idParams } }, async (request, reply) =>
    idempotent(app.db, request, reply, userId(request), async (tx) => ({
      status: 200,
      body: {
        success: true,
        message: "Your bid has been cancelled and its hold released.",
        bid: bidDto(await cancelBid(tx, userId(request), request.params.id), null),
      },
    })),
  );

  app.post("/api/buy-now", { config: access("customer"), schema: { body: lotRefSchema } }, async (request, reply) => {
    const lot = await findLotOr404(request.body.platform, request.body.lotNumber);
    const fx = await getUsdEurRate(app.db);
    return idempotent(app.db, request, reply, userId(request), async (tx) => {
      const now = new Date();
      const r = await requestBuyNow(tx, userId(request), lot, fx, now);
      return {
        status: 201,
        body: {
          success: true,
          message: "Your Buy Now request has been sent to the broker for approval.",
          request: buyNowDto(r, lotSummary(lot, now)),
        },
      };
    });
  });

  app.get(
    "/api/buy-now",
    { config: access("customer"), schema: { querystring: buyNowListQuerySchema } },
    async (request) => {
      const { status } = request.query;
      const { rows, lots } = await withLots(
        await app.db.buyNowRequest.findMany({
          where: { ...ownWhere(userId(request), request.query), ...(status === "all" ? {} : { status }) },
          orderBy: { createdAt: "desc" },
          take: 500,
        }),
      );
      return { success: true, requests: rows.map((r) => buyNowDto(r, lots.get(r.lotId) ?? null)) };
    },
  );

  // ---- admin ----

  const BID_SORT = { updatedAt: "updatedAt", createdAt: "createdAt", maxBid: "maxBidCents" } as const;
  const adminBidQuery = adminListQuerySchema(BID_SORT, "updatedAt").extend({
    status: z.enum(["pending", "approved", "rejected", "cancelled", "outbid", "won", "lost"]).optional(),
  });

  app.get("/api/admin/bids", { config: access("admin"), schema: { querystring: adminBidQuery } }, async (request) => {
    const { status } = request.query;
    const where: Prisma.BidWhereInput = status ? { status } : {};
    const list = await pagedList(app.db, request.query, BID_SORT, (w) => [
      app.db.bid.findMany({ where, ...w }),
      app.db.bid.count({ where }),
    ]);
    const { page, pageSize, total } = list;
    const { rows, lots } = await withLots(list.rows);
    const customers = await customerSummaries(
      app.db,
      rows.map((b) => b.userId),
    );
    return {
      success: true,
      bids: rows.map((b) => ({
        ...bidDto(b, lots.get(b.lotId) ?? null),
        userId: b.userId,
        customer: customers.get(b.userId) ?? null,
      })),
      page,
      pageSize,
      total,
    };
  });

  app.post(
    "/api/admin/bids/:id/approve",
    { config: access("admin"), schema: { params: idParams } },
    async (request, reply) =>
      idempotent(app.db, request, reply, adminId(request), async (tx) => ({
        status: 200,
        body: { success: true, bid: bidDto(await approveBid(tx, request.params.id), null) },
      })),
  );

  app.post(
    "/api/admin/bids/:id/reject",
    { config: access("admin"), schema: { params: idParams, body: decisionBodySchema } },
    async (request, reply) =>
      idempotent(app.db, request, reply, adminId(request), async (tx) => ({
        status: 200,
        body: {
          success: true,
          bid: bidDto(await rejectBid(tx, request.params.id, adminId(request), request.body.reason), null),
        },
      })),
  );

  app.post(
    "/api/admin/bids/:id/outcome",
    { config: access("admin"), schema: { params: idParams, body: bidOutcomeBodySchema } },
    async (request, reply) =>
      idempotent(app.db, request, reply, adminId(request), async (tx) => {
        const bid = await recordOutcome(tx, request.params.id, adminId(request), request.body);
        const purchase =
          bid.status === "won"
            ? await tx.purchase.findUnique({ where: { bidId: bid.id }, select: { id: true } })
            : null;
        return { status: 200, body: { success: true, bid: bidDto(bid, null), purchaseId: purchase?.id ?? null } };
      }),
  );

  const BUY_NOW_SORT = { createdAt: "createdAt", price: "priceCents", decidedAt: "decidedAt" } as const;
  app.get(
    "/api/admin/buy-now",
    {
      config: access("admin"),
      schema: {
        querystring: adminListQuerySchema(BUY_NOW_SORT, "createdAt").extend({
          status: z.enum(["pending", "approved", "rejected"]).optional(),
        }),
      },
    },
    async (request) => {
      const { status } = request.query;
      const where = status ? { status } : {};
      const list = await pagedList(app.db, request.query, BUY_NOW_SORT, (w) => [
        app.db.buyNowRequest.findMany({ where, ...w }),
        app.db.buyNowRequest.count({ where }),
      ]);
      const { page, pageSize, total } = list;
      const { rows, lots } = await withLots(list.rows);
      const customers = await customerSummaries(
        app.db,
        rows.map((r) => r.userId),
      );
      return {
        success: true,
        requests: rows.map((r) => ({
          ...buyNowDto(r, lots.get(r.lotId) ?? null),
          userId: r.userId,
          customer: customers.get(r.userId) ?? null,
        })),
        page,
        pageSize,
        total,
      };
    },
  );

  app.post(
    "/api/admin/buy-now/:id/approve",
    { config: access("admin"), schema: { params: idParams } },
    async (request, reply) =>
      idempotent(app.db, request, reply, adminId(request), async (tx) => {
        const { request: r, purchaseId } = await approveBuyNow(tx, request.params.id);
        return { status: 200, body: { success: true, request: buyNowDto(r, null), purchaseId } };
      }),
  );

  app.post(
    "/api/admin/buy-now/:id/reject",
    { config: access("admin"), schema: { params: idParams, body: decisionBodySchema } },
    async (request, reply) =>
      idempotent(app.db, request, reply, adminId(request), async (tx) => ({
        status: 200,
        body: {
          success: true,
          request: buyNowDto(await rejectBuyNow(tx, request.params.id, adminId(request), request.body.reason), null),
        },
      })),
  );
};
