// Fault-suite support: funded customers signed in to an API process, calling it over real HTTP as the SPA does
// (cookie, our Origin on writes), and the bids they place with an Idempotency-Key each.
import { randomUUID } from "node:crypto";
import type { Db } from "@app/db/client";
import { fundAccount, ledgerState } from "../../support/brokerage.ts";
import { createTestUser, customerCookie } from "../../support/sessions.ts";

const ORIGIN = "http://localhost:3000";

export type Answer = { status: number; body: Record<string, unknown> | null; error?: string };

export type Customer = {
  id: string;
  email: string;
  cookie: string;
  call(method: "GET" | "POST", path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer>;
};

export async function createCustomers(db: Db, apiUrl: () => string, n: number, eur: number): Promise<Customer[]> {
  const out: Customer[] = [];
  for (let i = 0; i < n; i++) {
    const user = await createTestUser(db, { tag: `fault${i}` });
    await fundAccount(db, user.id, eur);
    const cookie = await customerCookie(db, user.id);
    out.push({
      ...user,
      cookie,
      async call(method, path, body, headers = {}) {
        try {
          const res = await fetch(`${apiUrl()}${path}`, {
            method,
            headers: {
              cookie,
              ...(method === "GET" ? {} : { origin: ORIGIN, "content-type": "application/json" }),
              ...headers,
            },
            body: body === undefined ? undefined : JSON.stringify(body),
            signal: AbortSignal.timeout(20_000),
          });
          const text = await res.text();
          let parsed: Record<string, unknown> | null = null;
          try {
            parsed = JSON.parse(text) as Record<string, unknown>;
          } catch {
            // not JSON: kept as null, the status tells
          }
          return { status: res.status, body: parsed };
        } catch (e) {
          // No answer at all (connection refused or reset): status 0, which no assertion accepts as clean.
          return { status: 0, body: null, error: (e as Error).message };
        }
      },
    });
  }
  return out;
}

/** One bid request and what became of it: the same key and body are sent again to settle an unclear answer. */
export type BidAttempt = {
  customer: Customer;
  key: string;
  body: { platform: string; lotNumber: string; maxBid: number };
  answers: Answer[];
};

export async function placeBid(attempt: BidAttempt): Promise<Answer> {
  const answer = await attempt.customer.call("POST", "/api/bids", attempt.body, { "idempotency-key": attempt.key });
  attempt.answers.push(answer);
  return answer;
}

export function newBidAttempt(customer: Customer, lotNumber: string, maxBid: number): BidAttempt {
  return { customer, key: `fault-${randomUUID()}`, body: { platform: "copart", lotNumber, maxBid }, answers: [] };
}

/**
 * What must hold for every customer whatever failed: the account equals the sum of its ledger, 0 <= frozen <=
 * balance, and frozen is exactly the holds of the open bids; each bid has one `bid.placed` event.
 */
export async function moneyIsConsistent(db: Db, customers: Customer[]) {
  const problems: string[] = [];
  for (const c of customers) {
    const s = await ledgerState(db, c.id);
    if (s.ledgerBalanceCents !== s.balanceCents || s.ledgerFrozenCents !== s.frozenCents)
      problems.push(`${c.email}: account ${JSON.stringify(s)} differs from its ledger`);
    if (s.frozenCents < 0 || s.frozenCents > s.balanceCents) problems.push(`${c.email}: frozen out of range`);
    const holds = await db.bid.aggregate({
      where: { userId: c.id, status: { in: ["pending", "approved", "outbid"] } },
      _sum: { holdCents: true },
    });
    if ((holds._sum.holdCents ?? 0) !== s.frozenCents)
      problems.push(`${c.email}: frozen ${s.frozenCents} but open bids hold ${holds._sum.holdCents ?? 0}`);
  }
  const bids = await db.bid.findMany({ where: { userId: { in: customers.map((c) => c.id) } }, select: { id: true } });
  const events = await db.outboxEvent.findMany({ where: { type: "bid.placed" }, select: { payload: true } });
  const perBid = new Map<string, number>();
  for (const e of events) {
    const bidId = (e.payload as { bidId: string }).bidId;
    perBid.set(bidId, (perBid.get(bidId) ?? 0) + 1);
  }
  for (const b of bids) if (perBid.get(b.id) !== 1) problems.push(`bid ${b.id}: ${perBid.get(b.id) ?? 0} events`);
  return { problems, bids: bids.length };
}
