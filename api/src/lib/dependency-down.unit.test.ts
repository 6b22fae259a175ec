// Which errors mean "a dependency is down" (503) rather than a bug (500), in the shapes they really arrive in.
import { describe, expect, it } from "vitest";
import { Prisma } from "@app/db/client";
import { isDependencyDown } from "./dependency-down.ts";

const prismaError = (code: string, cause: Record<string, unknown>) =>
  new Prisma.PrismaClientKnownRequestError("Raw query failed.", {
    code,
    clientVersion: "7",
    meta: { driverAdapterError: { name: "DriverAdapterError", cause } },
  });

describe("isDependencyDown", () => {
  it("recognises Prisma 7 driver-adapter errors for an unreachable or lost PostgreSQL", () => {
    expect(isDependencyDown(prismaError("P2010", { kind: "DatabaseNotReachable", host: "127.0.0.1", port: 1 }))).toBe(
      true,
    );
    expect(isDependencyDown(prismaError("P2010", { kind: "ConnectionClosed" }))).toBe(true);
    expect(isDependencyDown(prismaError("P2010", { kind: "postgres", code: "57P01", message: "terminating" }))).toBe(
      true,
    );
  });

  it("recognises node-postgres and ioredis errors, also as a cause", () => {
    expect(isDependencyDown(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(
      isDependencyDown(new Error("wrapped", { cause: Object.assign(new Error("x"), { code: "ECONNREFUSED" }) })),
    ).toBe(true);
    expect(isDependencyDown(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe(true);
  });

  it("leaves real bugs and constraint errors alone", () => {
    expect(isDependencyDown(new Error("boom"))).toBe(false);
    expect(isDependencyDown(prismaError("P2002", { kind: "UniqueConstraintViolation" }))).toBe(false);
    expect(isDependencyDown(prismaError("P2010", { kind: "postgres", code: "23514", message: "check" }))).toBe(false);
    expect(isDependencyDown(prismaError("P2034", { kind: "TransactionWriteConflict" }))).toBe(false);
  });
});
