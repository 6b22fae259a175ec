import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createIsolatedDatabase, type IsolatedDatabase } from "../testing/isolated-database.ts";
import { sweepSessions } from "./sessions-sweep.handler.ts";

let iso: IsolatedDatabase;
beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "sweep");
});
afterAll(async () => {
  await iso?.drop();
});

const HOUR = 3600_000;
const at = (now: Date, hours: number) => new Date(now.getTime() + hours * HOUR);
const hash = () => crypto.randomUUID().replaceAll("-", "").padEnd(64, "0");

describe("sessions.sweep", () => {
  it("removes sessions past either expiry or revoked over a day ago, and reset tokens expired over a day ago", async () => {
    const now = new Date();
    const user = await iso.db.user.create({
      data: { name: "A", surname: "B", email: `sweep-${crypto.randomUUID()}@example.test`, passwordHash: "x" },
    });
    const session = (idle: number, absolute: number, revoked: number | null = null) =>
      iso.db.session.create({
        data: {
          userId: user.id,
          tokenHash: hash(),
          idleExpiresAt: at(now, idle),
          absoluteExpiresAt: at(now, absolute),
          revokedAt: revoked === null ? null : at(now, revoked),
        },
      });
    const live = await session(1, 24);
    const revokedRecently = await session(1, 24, -2);
    await session(-1, 24); // idle expiry passed
    await session(1, -1); // absolute expiry passed
    await session(1, 24, -25); // revoked over a day ago
    const token = (expires: number) =>
      iso.db.passwordResetToken.create({ data: { userId: user.id, tokenHash: hash(), expiresAt: at(now, expires) } });
    const fresh = await token(1);
    const expiredRecently = await token(-2);
    await token(-25);

    expect(await sweepSessions(iso.db, now)).toEqual({ sessions: 3, resetTokens: 1 });
    expect((await iso.db.session.findMany({ select: { id: true } })).map((s) => s.id).sort()).toEqual(
      [live.id, revokedRecently.id].sort(),
    );
    expect((await iso.db.passwordResetToken.findMany({ select: { id: true } })).map((t) => t.id).sort()).toEqual(
      [fresh.id, expiredRecently.id].sort(),
    );
  });
});
