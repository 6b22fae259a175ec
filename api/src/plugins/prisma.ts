// app.db: the Prisma client. A client handed in by the caller (tests) is left open on close.
import fp from "fastify-plugin";
import { createPrismaClient, type Db } from "@app/db/client";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
  }
}

export const prismaPlugin = fp<{ url: string; poolMax: number; searchPoolMax: number; client?: Db }>(
  async (app, opts) => {
    const db = opts.client ?? createPrismaClient(opts.url, { max: opts.poolMax, readMax: opts.searchPoolMax });
    app.decorate("db", db);
    if (!opts.client) app.addHook("onClose", async () => db.$disconnect());
  },
  { name: "prisma" },
);
