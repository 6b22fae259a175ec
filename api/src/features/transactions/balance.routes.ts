// GET /api/transactions/balance: the customer's ledger-backed account in EUR major units.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromCents } from "@app/shared/money/money.schemas";
import { access } from "../../plugins/access.ts";
import { customerSession } from "../../plugins/auth.ts";

export const balanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/transactions/balance", { config: access("customer") }, async (request) => {
    const account = await app.db.account.findUnique({
      where: { userId: customerSession(request).userId },
      select: { balanceCents: true, frozenCents: true },
    });
    const balanceCents = account?.balanceCents ?? 0;
    const frozenCents = account?.frozenCents ?? 0;
    return {
      success: true,
      balance: {
        currency: "EUR",
        current: fromCents(balanceCents),
        frozen: fromCents(frozenCents),
        available: fromCents(balanceCents - frozenCents),
      },
    };
  });
};
