// Admin customers: search (e-mail or name, paged, sortable), one customer with their balance and ledger history,
// and the customer <-> vip role switch (audited; an admin cannot be changed by it). Each route declares admin
// access; every text here came from customers and is returned as data, never markup.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminListQuerySchema } from "../../lib/admin-list.ts";
import { ledgerEntryDto } from "../../lib/ledger-entry-dto.ts";
import { readerLocale } from "../../lib/reader-locale.ts";
import {
  CUSTOMER_SORT,
  customerLedger,
  findCustomer,
  searchCustomers,
  setCustomerRole,
} from "./admin-customers.repository.ts";
import { access } from "../../plugins/access.ts";
import { adminSession } from "../../plugins/auth.ts";

const idParams = z.object({ id: z.uuid("Unknown customer") });

const searchQuerySchema = adminListQuerySchema(CUSTOMER_SORT, "createdAt").extend({
  q: z.string().trim().max(100, "Search text is too long").optional(),
  role: z.enum(["customer", "vip", "admin"]).optional(),
});

const ledgerQuerySchema = adminListQuerySchema({ createdAt: "createdAt" }, "createdAt");

export const roleBodySchema = z.object({
  role: z.enum(["customer", "vip"], "Choose customer or VIP"),
});

export const adminCustomersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/customers",
    { config: access("admin"), schema: { querystring: searchQuerySchema } },
    async (request) => {
      const { rows, total, page, pageSize } = await searchCustomers(app.db, request.query);
      return { success: true, items: rows, total, page, pageSize };
    },
  );

  app.get("/api/admin/customers/:id", { config: access("admin"), schema: { params: idParams } }, async (request) => ({
    success: true,
    customer: await findCustomer(app.db, request.params.id),
  }));

  app.get(
    "/api/admin/customers/:id/ledger",
    { config: access("admin"), schema: { params: idParams, querystring: ledgerQuerySchema } },
    async (request) => {
      const { rows, total, page, pageSize } = await customerLedger(app.db, request.params.id, request.query);
      return { success: true, items: rows.map(ledgerEntryDto(readerLocale(request))), total, page, pageSize };
    },
  );

  app.put(
    "/api/admin/customers/:id/role",
    { config: access("admin"), schema: { params: idParams, body: roleBodySchema } },
    async (request) => ({
      success: true,
      message: "Role saved.",
      customer: await setCustomerRole(app.db, request.params.id, request.body.role, adminSession(request).userId),
    }),
  );
};
