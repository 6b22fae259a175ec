// GET /api/health: readiness of the API's dependencies, for load balancers and `make start`. 503 when
// PostgreSQL or Redis does not answer in time; the process itself keeps running and recovers on its own.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../plugins/access.ts";

const CHECK_TIMEOUT_MS = 2_000;
type CheckResult = "ok" | "down";

async function check(probe: () => Promise<unknown>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return "ok";
  } catch {
    return "down";
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/health", { config: access("public"), logLevel: "warn" }, async (_request, reply) => {
    const [db, redis] = await Promise.all([check(() => app.db.$queryRaw`SELECT 1`), check(() => app.redis.ping())]);
    const checks = { db, redis };
    if (db === "ok" && redis === "ok") return { success: true, status: "ok", checks };
    const down = Object.entries(checks)
      .filter(([, v]) => v === "down")
      .map(([k]) => (k === "db" ? "database" : k));
    reply.status(503);
    return {
      success: false,
      code: "SERVICE_UNAVAILABLE",
      message: `Unavailable: ${down.join(", ")}`,
      status: "degraded",
      checks,
    };
  });
};
