// Bills: the customer's bills with their lines (each with its rule; the broker also sees its source), paying one from
// the balance; the broker issues a stage's bill for a purchase and marks bank payments. Pay honours Idempotency-Key.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Bill } from "@app/db/client";
import { billStageSchema, type LandedCostLine } from "@app/shared/landed-cost/landed-cost.schemas";
import { lineRule } from "@app/shared/landed-cost/line-text";
import type { ServerLocale } from "@app/shared/i18n/render";
import { fromCents } from "@app/shared/money/money.schemas";
import { notFound } from "../../lib/app-error.ts";
import { adminListQuerySchema, pagedList } from "../../lib/admin-list.ts";
import { idempotent } from "../../lib/idempotency.ts";
import { readerLocale } from "../../lib/reader-locale.ts";
import { lotSummaries, type LotSummary } from "../../lib/lot-summary.ts";
import { loadLandedCostTables } from "../calculator/landed-cost-tables.ts";
import { BILL_NOT_FOUND, issueBill, markBillPaidByBank, payBillFromBalance } from "./bills.service.ts";
import { customerSummaries } from "../../lib/customer-summary.ts";
import type { FastifyRequest } from "fastify";
import { access } from "../../plugins/access.ts";
import { customerSession, adminSession } from "../../plugins/auth.ts";

const idParams = z.object({ id: z.uuid() });

/** Who reads the bill: a line's source (the broker's research behind a figure) is for the broker's eyes only. */
type Reader = "customer" | "admin";

/** The bill as `reader` sees it, its lines' rules in `locale`. */
export function billDto(bill: Bill, lot: LotSummary | null, reader: Reader, locale: ServerLocale) {
  return {
    id: bill.id,
    purchaseId: bill.purchaseId,
    stage: bill.stage,
    status: bill.status,
    total: { amount: fromCents(bill.totalCents), currency: bill.currency },
    lines: (bill.lines as unknown as LandedCostLine[]).map((l) => ({
      code: l.code,
      amount: fromCents(l.eurCents),
      ...(l.usdCents === undefined ? {} : { originalAmount: { amount: fromCents(l.usdCents), currency: "USD" } }),
      rule: lineRule(locale, l),
      ...(reader === "admin" ? { source: l.source } : {}),
    })),
    feeScheduleVersion: bill.feeScheduleVersion,
    fx: { rate: bill.fxRate.toString(), asOf: bill.fxRateDate.toISOString().slice(0, 10), pair: "USD/EUR" },
    paidVia: bill.paidVia,
    paidAt: bill.paidAt?.toISOString() ?? null,
    issuedAt: bill.createdAt.toISOString(),
    lot,
  };
}

export const billsRoutes: FastifyPluginAsyncZod = async (app) => {
  const userId = (request: FastifyRequest) => customerSession(request).userId;
  const adminId = (request: FastifyRequest) => adminSession(request).userId;

  async function withLots(bills: Bill[], reader: Reader, locale: ServerLocale) {
    const purchases = await app.db.purchase.findMany({
      where: { id: { in: [...new Set(bills.map((b) => b.purchaseId))] } },
      select: { id: true, lotId: true },
    });
    const lotOf = new Map(purchases.map((p) => [p.id, p.lotId]));
    const lots = await lotSummaries(
      app.db,
      purchases.map((p) => p.lotId),
    );
    return bills.map((b) => billDto(b, lots.get(lotOf.get(b.purchaseId) ?? "") ?? null, reader, locale));
  }

  app.get("/api/bills", { config: access("customer") }, async (request) => {
    const bills = await app.db.bill.findMany({
      where: { userId: userId(request) },
      orderBy: { createdAt: "desc" },
      take: 500,
    });
    return { success: true, bills: await withLots(bills, "customer", readerLocale(request)) };
  });

  app.get("/api/bills/:id", { config: access("customer"), schema: { params: idParams } }, async (request) => {
    const bill = await app.db.bill.findFirst({ where: { id: request.params.id, userId: userId(request) } });
    if (!bill) throw notFound(BILL_NOT_FOUND);
    return { success: true, bill: (await withLots([bill], "customer", readerLocale(request)))[0] };
  });

  app.post("/api/bills/:id/pay", { config: access("customer"), schema: { params: idParams } }, async (request, reply) =>
    idempotent(app.db, request, reply, userId(request), async (tx) => ({
      status: 200,
      body: {
        success: true,
        message: "The bill has been paid from your balance.",
        bill: billDto(
          await payBillFromBalance(tx, userId(request), request.params.id),
          null,
          "customer",
          readerLocale(request),
        ),
      },
    })),
  );

  // ---- admin ----

  const BILL_SORT = { createdAt: "createdAt", total: "totalCents", paidAt: "paidAt" } as const;
  app.get(
    "/api/admin/bills",
    {
      config: access("admin"),
      schema: {
        querystring: adminListQuerySchema(BILL_SORT, "createdAt").extend({
          status: z.enum(["issued", "paid"]).optional(),
        }),
      },
    },
    async (request) => {
      const { status } = request.query;
      const where = status ? { status } : {};
      const { rows, page, pageSize, total } = await pagedList(app.db, request.query, BILL_SORT, (w) => [
        app.db.bill.findMany({ where, ...w }),
        app.db.bill.count({ where }),
      ]);
      const dtos = await withLots(rows, "admin", readerLocale(request));
      const customers = await customerSummaries(
        app.db,
        rows.map((b) => b.userId),
      );
      const bills = dtos.map((b, i) => ({
        ...b,
        userId: rows[i]!.userId,
        customer: customers.get(rows[i]!.userId) ?? null,
      }));
      return { success: true, bills, page, pageSize, total };
    },
  );

  app.post(
    "/api/admin/purchases/:id/bills",
    { config: access("admin"), schema: { params: idParams, body: z.object({ stage: billStageSchema }) } },
    async (request, reply) =>
      idempotent(app.db, request, reply, adminId(request), async (tx) => {
        const tables = await loadLandedCostTables(tx, new Date());
        const bill = await issueBill(tx, request.params.id, request.body.stage, tables);
        return { status: 201, body: { success: true, bill: billDto(bill, null, "admin", readerLocale(request)) } };
      }),
  );

  app.post(
    "/api/admin/bills/:id/mark-paid",
    { config: access("admin"), schema: { params: idParams } },
    async (request, reply) =>
      idempotent(app.db, request, reply, adminId(request), async (tx) => ({
        status: 200,
        body: {
          success: true,
          bill: billDto(
            await markBillPaidByBank(tx, request.params.id, adminId(request)),
            null,
            "admin",
            readerLocale(request),
          ),
        },
      })),
  );
};
