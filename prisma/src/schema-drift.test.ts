// A freshly migrated database must match schema.prisma: the database built by our migrations (the run's test
// database) is compared with one built straight from schema.prisma by Prisma's own diff engine. The only
// allowed differences are the hand-written objects Prisma's schema language cannot express.
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { readFile, writeFile } from "node:fs/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";

const PRISMA_DIR = fileURLToPath(new URL("..", import.meta.url));
const HAND_WRITTEN = [
  'constraint "Account".Account_balance_frozen_check CHECK ((("frozenCents" >= 0) AND ("frozenCents" <= "balanceCents")))',
  'index OutboxEvent.OutboxEvent_unpublished_idx CREATE INDEX "OutboxEvent_unpublished_idx" ON public."OutboxEvent" USING btree ("createdAt") WHERE ("publishedAt" IS NULL)',
  "trigger OutboxEvent.OutboxEvent_notify",
  'index OutboxEvent.OutboxEvent_unhandled_idx CREATE INDEX "OutboxEvent_unhandled_idx" ON public."OutboxEvent" USING btree ("publishedAt") WHERE (("handledAt" IS NULL) AND ("publishedAt" IS NOT NULL))',
  `index Lot.Lot_search_document_idx CREATE INDEX "Lot_search_document_idx" ON public."Lot" USING gin (to_tsvector('simple'::regconfig, (((((((((((COALESCE(title, ''::character varying))::text || ' '::text) || (COALESCE(make, ''::character varying))::text) || ' '::text) || (COALESCE(model, ''::character varying))::text) || ' '::text) || (COALESCE("trim", ''::character varying))::text) || ' '::text) || (COALESCE("primaryDamage", ''::character varying))::text) || ' '::text) || (COALESCE(location, ''::character varying))::text)))`,
  'constraint "Bid".Bid_amounts_check CHECK ((("maxBidCents" > 0) AND ("holdCents" >= 0)))',
  'constraint "Deposit".Deposit_amount_check CHECK (("amountCents" > 0))',
  'constraint "Withdrawal".Withdrawal_amount_check CHECK (("amountCents" > 0))',
  `index Bid.Bid_open_per_user_lot_key CREATE UNIQUE INDEX "Bid_open_per_user_lot_key" ON public."Bid" USING btree ("userId", "lotId") WHERE (status = ANY (ARRAY['pending'::"BidStatus", 'approved'::"BidStatus", 'outbid'::"BidStatus"]))`,
  `index BuyNowRequest.BuyNowRequest_pending_per_user_lot_key CREATE UNIQUE INDEX "BuyNowRequest_pending_per_user_lot_key" ON public."BuyNowRequest" USING btree ("userId", "lotId") WHERE (status = 'pending'::"BuyNowStatus")`,
  "function outbox_notify",
  `index Lot.Lot_sort_asc_idx CREATE INDEX "Lot_sort_asc_idx" ON public."Lot" USING btree (COALESCE("auctionDate", 'infinity'::timestamp with time zone), id) INCLUDE ("isSold", "lotAuctionStatus", "searchFacetKeys", "auctionDate", year, "odometerMiles", platform) WHERE ("removedAt" IS NULL)`,
  "function lot_search_facets",
  "function facet_key",
  "function lot_airbag_options",
  "function lot_title_options",
  "trigger Lot.Lot_search_facets",
  `index Lot.Lot_search_facets_idx CREATE INDEX "Lot_search_facets_idx" ON public."Lot" USING gin ("searchFacetKeys") WHERE ("removedAt" IS NULL)`,
  `index Lot.Lot_sort_desc_idx CREATE INDEX "Lot_sort_desc_idx" ON public."Lot" USING btree (COALESCE("auctionDate", '-infinity'::timestamp with time zone), id) INCLUDE ("isSold", "lotAuctionStatus", "searchFacetKeys", "auctionDate", year, "odometerMiles", platform) WHERE ("removedAt" IS NULL)`,
  `index Lot.Lot_year_idx CREATE INDEX "Lot_year_idx" ON public."Lot" USING btree (year, id) INCLUDE ("auctionDate", "isSold", "lotAuctionStatus", "searchFacetKeys", "odometerMiles", platform) WHERE ("removedAt" IS NULL)`,
  `index Lot.Lot_odometer_idx CREATE INDEX "Lot_odometer_idx" ON public."Lot" USING btree ("odometerMiles", id) INCLUDE ("auctionDate", "isSold", "lotAuctionStatus", "searchFacetKeys", year, platform) WHERE ("removedAt" IS NULL)`,
  `constraint "EmailDelivery".EmailDelivery_secret_content_check CHECK (((NOT secret) OR (status = 'pending'::"EmailDeliveryStatus") OR ((text IS NULL) AND (html IS NULL))))`,
  `constraint "EmailDelivery".EmailDelivery_sent_content_check CHECK (((status <> 'sent'::"EmailDeliveryStatus") OR ((text IS NULL) AND (html IS NULL))))`,
  `index EmailDelivery.EmailDelivery_pending_idx CREATE INDEX "EmailDelivery_pending_idx" ON public."EmailDelivery" USING btree ("enqueuedAt") WHERE (status = 'pending'::"EmailDeliveryStatus")`,
  'index OutboxEvent.OutboxEvent_failed_idx CREATE INDEX "OutboxEvent_failed_idx" ON public."OutboxEvent" USING btree ("failedAt") WHERE (("failedAt" IS NOT NULL) AND ("handledAt" IS NULL))',
];

async function schemaFromPrisma(adminUrl: string): Promise<string> {
  const schema = await readFile(path.join(PRISMA_DIR, "schema.prisma"), "utf8");
  // Prisma 6 wants the url in the datasource block (Prisma 7 forbids it): the same copy migrate-dev.sh makes.
  await writeFile(
    path.join(PRISMA_DIR, ".schema6.prisma"),
    schema.replace(/(provider\s*=\s*"postgresql")/, '$1\n  url      = env("DATABASE_URL")'),
  );
  const cli = createRequire(import.meta.url).resolve("prisma6/build/index.js");
  const dummy = path.join(PRISMA_DIR, "scripts/no-schema-engine");
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      "-r",
      "./scripts/unref-long-timers.cjs",
      cli,
      "migrate",
      "diff",
      "--from-empty",
      "--to-schema-datamodel",
      ".schema6.prisma",
      "--script",
      "--config",
      "prisma6.config.ts",
    ],
    {
      cwd: PRISMA_DIR,
      env: {
        ...process.env,
        DATABASE_URL: adminUrl,
        PRISMA_SCHEMA_ENGINE_BINARY: dummy,
        PRISMA_QUERY_ENGINE_LIBRARY: dummy,
      },
    },
  );
  return stdout;
}

/** Every object that matters to the application, as comparable lines. */
async function describeDatabase(url: string): Promise<string[]> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const q = async (sql: string) => (await db.query<{ line: string }>(sql)).rows.map((r) => r.line);
    return [
      ...(await q(`SELECT format('column %s.%s %s %s null=%s default=%s', table_name, column_name, data_type, udt_name,
          is_nullable, coalesce(column_default, '-')) || coalesce(' len=' || character_maximum_length, '')
          || coalesce(' precision=' || numeric_precision || ',' || numeric_scale, '') || coalesce(' dt=' || datetime_precision, '') AS line
        FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`)),
      ...(await q(`SELECT format('index %s.%s %s', tablename, indexname, indexdef) AS line
        FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`)),
      ...(await q(`SELECT format('constraint %s.%s %s', c.conrelid::regclass::text, c.conname, pg_get_constraintdef(c.oid)) AS line
        FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
        WHERE n.nspname = 'public' AND c.conrelid::regclass::text <> '_prisma_migrations'`)),
      ...(await q(`SELECT format('enum %s %s', t.typname, string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder)) AS line
        FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname`)),
      ...(await q(`SELECT format('trigger %s.%s', event_object_table, trigger_name) AS line
        FROM information_schema.triggers WHERE trigger_schema = 'public' GROUP BY 1`)),
      ...(await q(`SELECT format('function %s', p.proname) AS line FROM pg_proc p
        JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'`)),
    ]
      .map((l) => l.replaceAll('"public".', "public."))
      .sort();
  } finally {
    await db.end();
  }
}

describe("database schema", () => {
  const migratedUrl = inject("databaseUrl");
  const fromSchema = new URL(migratedUrl);
  fromSchema.pathname = `${fromSchema.pathname}_from_schema`;
  const server = new URL(migratedUrl);
  server.pathname = "/postgres";
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: server.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${fromSchema.pathname.slice(1)}"`);
  });
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${fromSchema.pathname.slice(1)}" WITH (FORCE)`);
    await admin.end();
  });

  it("built by the committed migrations matches schema.prisma", async () => {
    const script = await schemaFromPrisma(server.toString());
    expect(script).toContain('CREATE TABLE "User"');
    const db = new pg.Client({ connectionString: fromSchema.toString() });
    await db.connect();
    await db.query(script);
    await db.end();

    const migrated = await describeDatabase(migratedUrl);
    const expected = await describeDatabase(fromSchema.toString());
    const extra = migrated.filter((l) => !expected.includes(l));
    const missing = expected.filter((l) => !migrated.includes(l));
    expect(missing, "in schema.prisma but not made by the migrations: add a migration").toEqual([]);
    expect(extra.sort(), "made by the migrations but not in schema.prisma (nor hand-written on purpose)").toEqual(
      [...HAND_WRITTEN].sort(),
    );
  }, 60_000);
});
