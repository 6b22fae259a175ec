// Config for the Prisma 6.19 CLI (package alias "prisma6"), used ONLY to author migrations
// (`migrate dev/diff/status`): its wasm schema engine works without the native binary Prisma 7 needs.
import { defineConfig } from "prisma6/config";
import { PrismaPg } from "@prisma/adapter-pg"; // 7.x adapter: maps the pg `name` type; 6.19's does not
import pg from "pg";

// The wasm engine's introspection also reads pg_catalog columns of type "char" (OID 18), which
// no adapter maps: present "char"/name (and their arrays) as text/text[].
const REMAP: Record<number, number> = { 18: 25, 19: 25, 1002: 1009, 1003: 1009 };
for (const proto of [pg.Client.prototype, pg.Pool.prototype] as unknown as Array<{
  query: (...a: unknown[]) => unknown;
}>) {
  const orig = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const r = orig.apply(this, args) as { then?: unknown } | undefined;
    if (!r || typeof r.then !== "function") return r;
    return (r as Promise<{ fields?: Array<{ dataTypeID: number }> }>).then((res) => {
      for (const f of res?.fields ?? []) f.dataTypeID = REMAP[f.dataTypeID] ?? f.dataTypeID;
      return res;
    });
  };
}

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: ".schema6.prisma", // generated copy of schema.prisma with `url` added (6.x requires it, 7.x forbids it)
  migrations: { path: "migrations" },
  async adapter() {
    // Discrete fields, not connectionString: connectToShadowDb() spreads {...config, database: shadow}
    // and pg lets connectionString win over `database`, so the shadow DB would be the dev DB.
    const u = new URL(process.env.DATABASE_URL!);
    return new PrismaPg({
      host: u.hostname,
      port: Number(u.port || 5432),
      user: decodeURIComponent(u.username),
      password: decodeURIComponent(u.password),
      database: u.pathname.slice(1),
      idleTimeoutMillis: 200, // otherwise each CLI run lingers on idle pool clients
    });
  },
});
