// buildApp(config): external plugins, then app plugins, then features, then the error handler. Tests build the
// app in-process and call inject() or listen on port 0; server.ts is the only file that listens for real.
import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance, type FastifySchema } from "fastify";
import fastifyCookie from "@fastify/cookie";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import type { Db } from "@app/db/client";
import { redactSecrets } from "@app/shared/logging/redact-secrets";
import type { Producer } from "@app/worker/producer";
import type { ApiConfig } from "./config.ts";
import { errorHandler } from "./plugins/error-handler.ts";
import { prismaPlugin } from "./plugins/prisma.ts";
import { redisPlugin } from "./plugins/redis.ts";
import { staticSpaPlugin } from "./plugins/static-spa.ts";
import { authPlugin } from "./plugins/auth.ts";
import { accessDeclarationsPlugin } from "./plugins/access.ts";
import { csrfPlugin } from "./plugins/csrf.ts";
import { passwordsPlugin } from "./plugins/passwords.ts";
import { producerPlugin } from "./plugins/producer.ts";
import { rateLimitsPlugin } from "./plugins/rate-limits.ts";
import { securityHeadersPlugin } from "./plugins/security-headers.ts";
import { noNulPlugin } from "./plugins/no-nul.ts";
import { compressionPlugin } from "./plugins/compression.ts";
import { notificationHubPlugin } from "./plugins/notification-hub.ts";
import { healthRoutes } from "./features/health/health.routes.ts";
import { authRoutes } from "./features/auth/auth.routes.ts";
import { adminAuthRoutes } from "./features/admin-auth/admin-auth.routes.ts";
import { balanceRoutes } from "./features/transactions/balance.routes.ts";
import { transactionsRoutes } from "./features/transactions/transactions.routes.ts";
import { bidsRoutes } from "./features/bids/bids.routes.ts";
import { watchlistRoutes } from "./features/watchlist/watchlist.routes.ts";
import { purchasesRoutes } from "./features/purchases/purchases.routes.ts";
import { billsRoutes } from "./features/bills/bills.routes.ts";
import { lotsRoutes } from "./features/lots/lots.routes.ts";
import { referenceDataRoutes } from "./features/reference-data/reference-data.routes.ts";
import { searchParseRoutes } from "./features/search-parse/search-parse.routes.ts";
import { searchRoutes } from "./features/search/search.routes.ts";
import { notificationRoutes } from "./features/notifications/notifications.routes.ts";
import { contactRoutes } from "./features/contact/contact.routes.ts";
import { settingsRoutes } from "./features/settings/settings.routes.ts";
import { demoImagesRoutes } from "./features/demo-images/demo-images.routes.ts";
import { calculatorRoutes } from "./features/calculator/calculator.routes.ts";
import { europeLotsRoutes } from "./features/europe-lots/europe-lots.routes.ts";
import { adminOverviewRoutes } from "./features/admin-overview/admin-overview.routes.ts";
import { adminCustomersRoutes } from "./features/admin-customers/admin-customers.routes.ts";
import { adminMailRoutes } from "./features/admin-mail/admin-mail.routes.ts";
import { adminEventsRoutes } from "./features/admin-events/admin-events.routes.ts";
import { adminIngestionRoutes } from "./features/admin-ingestion/admin-ingestion.routes.ts";
import { bankDetailsRoutes } from "./features/admin-settings/bank-details.routes.ts";
import { limitsRoutes } from "./features/admin-settings/limits.routes.ts";

export type AppDeps = {
  db?: Db;
  redis?: Redis;
  producer?: Producer;
  /** Filled with every route as it is registered, with its declared access and its schema (read by the
   * authorization matrix and the money-amounts test, which check they cover every route). */
  routes?: { method: string; url: string; readonly access: string | undefined; schema?: FastifySchema }[];
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
};

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export async function buildApp(config: ApiConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      // A reset link's token (the SPA's /reset-password/<token> in req.url, an error's text) never reaches a line.
      hooks: { streamWrite: redactSecrets },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    requestIdHeader: false, // genReqId decides, so a hostile incoming id is never trusted
    // Accept a well-formed incoming id (from a proxy) so logs line up across hops; otherwise make one.
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  if (deps.routes) {
    const collected = deps.routes;
    app.addHook("onRoute", (route) => {
      // Read later: a plugin's scope may fill the declaration after this hook has run (plugins/access.ts).
      for (const method of [route.method].flat())
        collected.push({
          method,
          url: route.url,
          schema: route.schema,
          get access() {
            return route.config?.access;
          },
        });
    });
  }

  await app.register(accessDeclarationsPlugin);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  await app.register(securityHeadersPlugin, { https: config.secureCookies });
  await app.register(noNulPlugin);
  await app.register(compressionPlugin);
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  await app.register(prismaPlugin, {
    url: config.database.url,
    poolMax: config.database.poolMax,
    searchPoolMax: config.database.searchPoolMax,
    client: deps.db,
  });
  await app.register(redisPlugin, { url: config.redis.url, prefix: config.redis.prefix, client: deps.redis });
  await app.register(producerPlugin, { url: config.redis.url, prefix: config.redis.prefix, producer: deps.producer });
  await app.register(rateLimitsPlugin, { scale: config.rateLimitScale });
  await app.register(passwordsPlugin, { cost: config.passwordHashCost });
  await app.register(csrfPlugin, { allowedOrigins: [config.publicOrigin] });
  await app.register(authPlugin, { secureCookies: config.secureCookies, internalApiToken: config.internalApiToken });
  await app.register(notificationHubPlugin, config.sse);

  await app.register(healthRoutes);
  await app.register(authRoutes, { publicOrigin: config.publicOrigin, mailFrom: config.mail.from });
  await app.register(adminAuthRoutes);
  await app.register(balanceRoutes);
  await app.register(transactionsRoutes);
  await app.register(bidsRoutes);
  await app.register(watchlistRoutes);
  await app.register(purchasesRoutes, { documentsDir: config.documentsDir });
  await app.register(billsRoutes);
  await app.register(lotsRoutes);
  await app.register(referenceDataRoutes);
  await app.register(searchParseRoutes);
  await app.register(searchRoutes, config.search);
  await app.register(notificationRoutes);
  await app.register(contactRoutes, { ...config.contact, officeEmail: config.mail.officeEmail });
  await app.register(settingsRoutes);
  await app.register(demoImagesRoutes);
  await app.register(calculatorRoutes);
  await app.register(europeLotsRoutes, { photosDir: config.lotPhotosDir });
  await app.register(adminOverviewRoutes);
  await app.register(adminCustomersRoutes);
  await app.register(adminMailRoutes);
  await app.register(adminEventsRoutes);
  await app.register(adminIngestionRoutes);
  await app.register(bankDetailsRoutes);
  await app.register(limitsRoutes);

  await app.register(staticSpaPlugin, { root: config.webDistDir });
  return app;
}
