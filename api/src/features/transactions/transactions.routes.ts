// The customer's money calls: deposits announced by bank transfer, withdrawals of the available balance,
// the paged ledger history; the admin's list and decisions on both, and the USD/EUR rate. Money-moving POSTs honour
// Idempotency-Key (lib/idempotency.ts). The admin's routes declare admin access.
import { BANK_DETAILS_SETTING_KEY, parseBankDetails } from "@app/shared/settings/bank-details.schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  decisionBodySchema,
  depositBodySchema,
  pageQuerySchema,
  withdrawalBodySchema,
} from "@app/shared/brokerage/brokerage.schemas";
import { FX_USD_EUR_SETTING_KEY, fxRateSettingSchema } from "@app/shared/money/fx";
import { adminListQuerySchema, pagedList } from "../../lib/admin-list.ts";
import { idempotent } from "../../lib/idempotency.ts";
import { ledgerEntryDto } from "../../lib/ledger-entry-dto.ts";
import { readerLocale } from "../../lib/reader-locale.ts";
import { getUsdEurRate } from "./fx-rate.ts";
import {
  completeDeposit,
  completeWithdrawal,
  createDeposit,
  depositDto,
  rejectDeposit,
  rejectWithdrawal,
  requestWithdrawal,
  withdrawalDto,
} from "./transactions.service.ts";
import { customerSummaries } from "../../lib/customer-summary.ts";
import type { FastifyRequest } from "fastify";
import { access } from "../../plugins/access.ts";
import { customerSession, adminSession } from "../../plugins/auth.ts";

const idParams = z.object({ id: z.uuid() });
/** Sortable columns of the admin deposit and withdrawal tables. */
const MONEY_REQUEST_SORT = { createdAt: "createdAt", amount: "amountCents", decidedAt: "decidedAt" } as const;
const statusQuery = adminListQuerySchema(MONEY_REQUEST_SORT, "createdAt").extend({
  status: z.enum(["pending", "completed", "rejected"]).optional(),
});

export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const userId = (request: FastifyRequest) => customerSession(request).userId;
  const adminId = (request: FastifyRequest) => adminSession(request).userId;

  app.post(
    "/api/transactions/deposits",
    { config: access("customer"), schema: { body: depositBodySchema } },
    async (request, reply) =>
      idempotent(app.db, request, reply, userId(request), async (tx) => {
        const deposit = await createDeposit(tx, userId(request), request.body);
        // Parsed as the admin saved it: a value of another shape reads as "not set", never as raw JSON.
        const bank = parseBankDetails(
          (await tx.setting.findUnique({ where: { key: BANK_DETAILS_SETTING_KEY } }))?.value ?? null,
        );
        return {
          status: 201,
          body: {
            success: true,
            message: "Transfer the amount with the payment reference; your balance is credited when it arrives.",
            deposit: depositDto(deposit),
            bankDetails: bank,
          },
        };
      }),
  );

  app.get(
    "/api/transactions/deposits",
    { config: access("customer"), schema: { querystring: pageQuerySchema } },
    async (request) => {
      const { page, pageSize } = request.query;
      const where = { userId: userId(request) };
      const [rows, total] = await Promise.all([
        app.db.deposit.findMany({ where, orderBy: { createdAt: "desc" }, skip: (page - 1) * pageSize, take: pageSize }),
        app.db.deposit.count({ where }),
      ]);
      return { success: true, deposits: rows.map(depositDto), page, pageSize, total };
    },
  );

  app.post(
    "/api/transactions/withdrawals",
    { config: access("customer"), schema: { body: withdrawalBodySchema } },
    async (request, reply) =>
      idempotent(app.db, request, reply, userId(request), async (tx) => ({
        status: 201,
        body: { success: true, withdrawal: withdrawalDto(await requestWithdrawal(tx, userId(request), request.body)) },
      })),
  );

  app.get(
    "/api/transactions/withdrawals",
    { config: access("customer"), schema: { querystring: pageQuerySchema } },
    async (request) => {
      const { page, pageSize } = request.query;
      const where = { userId: userId(request) };
      const [rows, total] = await Promise.all([
        app.db.withdrawal.findMany({
          where,
          orderBy: { createdAt: "desc" },
          skip: (page - 1) * pageSize,
          take: pageSize,
        }),
        app.db.withdrawal.count({ where }),
      ]);
      return { success: true, withdrawals: rows.map(withdrawalDto), page, pageSize, total };
    },
  );

  /** The ledger history, newest first. */
  app.get(
    "/api/transactions",
    { config: access("customer"), schema: { querystring: pageQuerySchema } },
    async (request) => {
      const { page, pageSize } = request.query;
      const account = await app.db.account.findUnique({ where: { userId: userId(request) }, select: { id: true } });
      if (!account) return { success: true, transactions: [], page, pageSize, total: 0 };
      const where = { accountId: account.id };
      const [rows, total] = await Promise.all([
        app.db.ledgerEntry.findMany({
          where,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          skip: (page - 1) * pageSize,
          take: pageSize,
        }),
        app.db.ledgerEntry.count({ where }),
      ]);
      return {
        success: true,
        transactions: rows.map(ledgerEntryDto(readerLocale(request))),
        page,
        pageSize,
        total,
      };
    },
  );

  // ---- admin ----

  app.get("/api/admin/deposits", { config: access("admin"), schema: { querystring: statusQuery } }, async (request) => {
    const { status } = request.query;
    const where = status ? { status } : {};
    const { rows, page, pageSize, total } = await pagedList(app.db, request.query, MONEY_REQUEST_SORT, (w) => [
      app.db.deposit.findMany({ where, ...w }),
      app.db.deposit.count({ where }),
    ]);
    const customers = await customerSummaries(
      app.db,
      rows.map((d) => d.userId),
    );
    return {
      success: true,
      deposits: rows.map((d) => ({ ...depositDto(d), userId: d.userId, customer: customers.get(d.userId) ?? null })),
      page,
      pageSize,
      total,
    };
  });

  app.post(
    "/api/admin/deposits/:id/complete",
    { config: access("admin"), schema: { params: idParams } },
    async (request, reply) =>
      idempotent(app.db, request, reply, adminId(request), async (tx) => ({
        status: 200,
        body: { success: true, deposit: depositDto(await completeDeposit(tx, request.params.id, adminId(request))) },
      })),
  );

  app.post(
    "/api/admin/deposits/:id/reject",
    { config: access("admin"), schema: { params: idParams, body: decisionBodySchema } },
    async (request, reply) =>
      idempotent(app.db, request, reply, adminId(request), async (tx) => ({
        status: 200,
        body: {
          success: true,
          deposit: depositDto(await rejectDeposit(tx, request.params.id, adminId(request), request.body.reason)),
        },
      })),
  );

  app.get(
    "/api/admin/withdrawals",
    { config: access("admin"), schema: { querystring: statusQuery } },
    async (request) => {
      const { status } = request.query;
      const where = status ? { status } : {};
      const { rows, page, pageSize, total } = await pagedList(app.db, request.query, MONEY_REQUEST_SORT, (w) => [
        app.db.withdrawal.findMany({ where, ...w }),
        app.db.withdrawal.count({ where }),
      ]);
      const customers = await customerSummaries(
        app.db,
        rows.map((w) => w.userId),
      );
      return {
        success: true,
        withdrawals: rows.map((w) => ({
          ...withdrawalDto(w),
          userId: w.userId,
          customer: customers.get(w.userId) ?? null,
        })),
        page,
        pageSize,
        total,
      };
    },
  );

  app.post(
    "/api/admin/withdrawals/:id/complete",
    { config: access("admin"), schema: { params: idParams } },
    async (request, reply) =>
      idempotent(app.db, request, reply, adminId(request), async (tx) => ({
        status: 200,
        body: {
          success: true,
          withdrawal: withdrawalDto(await completeWithdrawal(tx, request.params.id, adminId(request))),
        },
      })),
  );

  app.post(
    "/api/admin/withdrawals/:id/reject",
    { config: access("admin"), schema: { params: idParams, body: decisionBodySchema } },
    async (request, reply) =>
      idempotent(app.db, request, reply, adminId(request), async (tx) => ({
        status: 200,
        body: {
          success: true,
          withdrawal: withdrawalDto(
            await rejectWithdrawal(tx, request.params.id, adminId(request), request.body.reason),
          ),
        },
      })),
  );

  app.get("/api/admin/settings/fx-rate", { config: access("admin") }, async () => {
    const fx = await getUsdEurRate(app.db);
    return { success: true, data: { rate: fx.rate, asOf: fx.asOf, source: fx.source } };
  });

  app.put(
    "/api/admin/settings/fx-rate",
    { config: access("admin"), schema: { body: fxRateSettingSchema } },
    async (request) => {
      const value = request.body;
      await app.db.setting.upsert({
        where: { key: FX_USD_EUR_SETTING_KEY },
        create: { key: FX_USD_EUR_SETTING_KEY, value, updatedById: adminId(request) },
        update: { value, updatedById: adminId(request) },
      });
      return { success: true, message: "Exchange rate saved.", data: value };
    },
  );
};
