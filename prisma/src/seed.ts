// The seed: the admin account always; with `demo`, two demo customers with money on their accounts and a demo
// catalogue of raw Copart / IAAI lots run through the real adapters and lot store. Idempotent: a second run
// creates, credits and duplicates nothing (lots come back "unchanged" within the same hour).
import { DEFAULT_SCRYPT_PARAMS, hashPassword, type ScryptParams } from "@app/shared/auth/password";
import { DEMO_REFERENCE } from "@app/shared/catalogue/bundled-demo-reference";
import { copartAdapter } from "@app/shared/catalogue/copart.adapter";
import { generateDemoCatalogue } from "@app/shared/catalogue/demo-generator";
import { iaaiAdapter } from "@app/shared/catalogue/iaai.adapter";
import { DEFAULT_COST_SETTINGS } from "@app/shared/landed-cost/cost-defaults";
import { europeAdapter } from "@app/shared/catalogue/europe.adapter";
import { DEMO_EUROPE_SHARE, generateEuropeDemoLots } from "@app/shared/catalogue/europe-demo-generator";
import type { LotRecord } from "@app/shared/catalogue/lot.schemas";
import type { Db, UserRole } from "./client.ts";
import { upsertLots, type UpsertLotsResult } from "./lot-store.ts";
import { ensureFeeSchedules } from "./fee-schedule-seed.ts";
import { renderMessage } from "@app/shared/i18n/render";

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string;
  demo: boolean;
  demoLots: number;
  now: Date;
  log: (line: string) => void;
  /** scrypt cost for passwords the seed creates; tests pass a cheap one. Default: OWASP's. */
  passwordParams?: ScryptParams;
}

export interface SeededUser {
  email: string;
  role: UserRole;
  created: boolean;
}

export interface SeedResult {
  users: SeededUser[];
  /** Demo deposits written to the ledger by this run (0 on a re-run). */
  depositsCreated: number;
  settingsCreated: string[];
  lots: UpsertLotsResult | null;
}

/** The fixed seed of the demo catalogue, so every machine shows the same lots. */
export const DEMO_CATALOGUE_SEED = 20_261_125;

export interface DemoUser {
  email: string;
  password: string;
  name: string;
  surname: string;
  role: UserRole;
  depositCents: number;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: "demo@baltbid.test",
    password: "demo12345",
    name: "Jonas",
    surname: "Petraitis",
    role: "customer",
    depositCents: 5_000_00,
  },
  {
    email: "vip@baltbid.test",
    password: "vip12345",
    name: "Rūta",
    surname: "Kazlauskienė",
    role: "vip",
    depositCents: 20_000_00,
  },
];

/** The ledger reference that marks a demo deposit, so a re-run finds it and credits nothing. */
const DEMO_DEPOSIT_REF = { refType: "seed", refId: "demo-initial-deposit" } as const;

/** Broker settings the site needs from day one; written only when the key is absent (admins edit them later). */
export function defaultSettings(now: Date): { key: string; value: object }[] {
  return [
    // The landed-cost calculator's costs (broker fee, towing, freight, insurance, port handling...), each dated.
    ...Object.entries(DEFAULT_COST_SETTINGS).map(([key, value]) => ({ key, value })),
    {
      key: "footer",
      value: {
        sections: {
          contact: {
            companyName: "UAB BaltBid",
            companyReference: "Įmonės kodas 306512341\nPVM mokėtojo kodas LT100016543219",
            address: { line1: "Konstitucijos pr. 21A", line2: "LT-08130 Vilnius", line3: "Lietuva" },
            numbers: ["+370 600 12345", "+370 5 210 0000"],
            email: "info@baltbid.lt",
          },
        },
      },
    },
    {
      key: "bank",
      // The one shape of the bank details (shared/src/settings/bank-details.schemas.ts), as the admin form saves it.
      value: {
        accountHolder: "UAB BaltBid",
        companyCode: "306512341",
        iban: "LT947044060007912345",
        bankName: "AB SEB bankas",
        swift: "CBVILT2X",
        referenceFormat: "The deposit reference alone (BBD-XXXXXXXX), nothing else in the payment details",
      },
    },
    // How long before a watched lot's auction the customer is reminded (worker: watchlist.remind).
    { key: "reminders", value: { watchlistWindowMinutes: 60 } },
    // EUR per 1 USD as a decimal string (shared/src/money/fx.ts); admins keep it current.
    {
      key: "fx.usdEur",
      value: { rate: "0.9200", asOf: now.toISOString().slice(0, 10), source: "ECB reference rate" },
    },
  ];
}

async function ensureUser(
  db: Db,
  user: { email: string; password: string; name: string; surname: string; role: UserRole },
  passwordParams: ScryptParams,
): Promise<{ id: string; created: boolean }> {
  const email = user.email.trim().toLowerCase();
  const existing = await db.user.findUnique({ where: { email }, select: { id: true, role: true } });
  let id: string;
  let created = false;
  if (existing) {
    // An existing user keeps the password it has (an admin may have changed it); only the role is enforced.
    if (existing.role !== user.role) await db.user.update({ where: { id: existing.id }, data: { role: user.role } });
    id = existing.id;
  } else {
    const passwordHash = await hashPassword(user.password, passwordParams);
    // upsert, not create: two seeds racing on an empty database must not fail on the unique email.
    const row = await db.user.upsert({
      where: { email },
      create: { email, passwordHash, name: user.name, surname: user.surname, role: user.role, locale: "lt" },
      update: {},
      select: { id: true },
    });
    id = row.id;
    created = true;
  }
  await db.account.upsert({ where: { userId: id }, create: { userId: id, currency: "EUR" }, update: {} });
  return { id, created };
}

/** Credits the demo deposit once: the account row is locked, so concurrent seeds cannot both credit it. */
async function ensureDemoDeposit(db: Db, userId: string, amountCents: number): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const [account] = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "Account" WHERE "userId" = ${userId}::uuid FOR UPDATE`;
    if (!account) throw new Error(`no account for user ${userId}`);
    const existing = await tx.ledgerEntry.findFirst({
      where: { accountId: account.id, ...DEMO_DEPOSIT_REF },
      select: { id: true },
    });
    if (existing) return false;
    const updated = await tx.account.update({
      where: { id: account.id },
      data: { balanceCents: { increment: amountCents } },
      select: { balanceCents: true, frozenCents: true },
    });
    await tx.ledgerEntry.create({
      data: {
        accountId: account.id,
        type: "deposit",
        balanceDeltaCents: amountCents,
        frozenDeltaCents: 0,
        balanceAfterCents: updated.balanceCents,
        frozenAfterCents: updated.frozenCents,
        currency: "EUR",
        ...DEMO_DEPOSIT_REF,
        description: renderMessage("en", "ledger.deposit.demo"),
        messageId: "ledger.deposit.demo",
        params: {},
      },
    });
    return true;
  });
}

async function ensureSettings(db: Db, now: Date): Promise<string[]> {
  const defaults = defaultSettings(now);
  const existing = await db.setting.findMany({
    where: { key: { in: defaults.map((s) => s.key) } },
    select: { key: true },
  });
  const have = new Set(existing.map((s) => s.key));
  const missing = defaults.filter((s) => !have.has(s.key));
  if (missing.length) await db.setting.createMany({ data: missing, skipDuplicates: true });
  return missing.map((s) => s.key);
}

/**
 * The demo catalogue as stored records: `count` US lots and, beside them, European lots (DEMO_EUROPE_SHARE of
 * the count), as `make start`'s catalogue has. `now` is taken to the hour, so re-runs within it change nothing.
 */
export function demoLotRecords(count: number, now: Date): LotRecord[] {
  const hour = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  const catalogue = generateDemoCatalogue(DEMO_REFERENCE, { seed: DEMO_CATALOGUE_SEED, count, now: hour });
  const records: LotRecord[] = [];
  for (const row of catalogue.copart) {
    const r = copartAdapter.normalise(row);
    if (r) records.push(r);
  }
  for (const item of catalogue.iaai) {
    const r = iaaiAdapter.normalise(item);
    if (r) records.push(r);
  }
  const europeCount = Math.round(count * DEMO_EUROPE_SHARE);
  for (const item of generateEuropeDemoLots({ seed: DEMO_CATALOGUE_SEED, count: europeCount, now: hour })) {
    const r = europeAdapter.normalise(item);
    if (r) records.push(r);
  }
  return records;
}

export async function seed(db: Db, opts: SeedOptions): Promise<SeedResult> {
  const params = opts.passwordParams ?? DEFAULT_SCRYPT_PARAMS;
  const wanted = [
    {
      email: opts.adminEmail,
      password: opts.adminPassword,
      name: "Administratorius",
      surname: "BaltBid",
      role: "admin" as const,
    },
    ...(opts.demo ? DEMO_USERS : []),
  ];
  // Hashing is the slow part (scrypt at 128 MiB): the three users hash in parallel on libuv's pool.
  const ensured = await Promise.all(wanted.map((u) => ensureUser(db, u, params)));
  const users: SeededUser[] = wanted.map((u, i) => ({
    email: u.email.trim().toLowerCase(),
    role: u.role,
    created: ensured[i]?.created ?? false,
  }));
  for (const u of users) opts.log(`user ${u.email} (${u.role}): ${u.created ? "created" : "already there"}`);

  let depositsCreated = 0;
  if (opts.demo) {
    for (const [i, demoUser] of DEMO_USERS.entries()) {
      const id = ensured[i + 1]?.id;
      if (!id) continue;
      if (await ensureDemoDeposit(db, id, demoUser.depositCents)) {
        depositsCreated++;
        opts.log(`deposit of ${demoUser.depositCents / 100} EUR credited to ${demoUser.email}`);
      }
    }
  }

  const settingsCreated = await ensureSettings(db, opts.now);
  if (settingsCreated.length) opts.log(`settings created: ${settingsCreated.join(", ")}`);
  const feeSchedulesCreated = await ensureFeeSchedules(db);
  if (feeSchedulesCreated) opts.log(`fee schedules created: ${feeSchedulesCreated}`);

  let lots: UpsertLotsResult | null = null;
  if (opts.demo && opts.demoLots > 0) {
    const t0 = performance.now();
    const records = demoLotRecords(opts.demoLots, opts.now);
    const t1 = performance.now();
    const expected = opts.demoLots + Math.round(opts.demoLots * DEMO_EUROPE_SHARE);
    if (records.length < expected) opts.log(`demo lots: ${expected - records.length} did not normalise`);
    lots = await upsertLots(db, records, { seenAt: opts.now });
    const t2 = performance.now();
    opts.log(
      `demo lots: ${records.length} generated and normalised in ${Math.round(t1 - t0)} ms, written in ` +
        `${Math.round(t2 - t1)} ms (${lots.created} created, ${lots.updated} updated, ${lots.unchanged} unchanged)`,
    );
  }
  return { users, depositsCreated, settingsCreated, lots };
}
