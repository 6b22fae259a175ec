// Only a refusal of the values themselves lets the store split a batch; anything else must reach the caller.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dataRefusal } from "./data-refusal.ts";

/** The shape Prisma 7 gives a failed raw query over @prisma/adapter-pg. */
const prismaError = (originalCode: string, originalMessage: string) =>
  Object.assign(new Error(`Raw query failed. Code: \`${originalCode}\`.`), {
    code: "P2010",
    meta: {
      driverAdapterError: Object.assign(new Error(originalMessage), {
        cause: { kind: "postgres", code: originalCode, originalCode, originalMessage },
      }),
    },
  });
/** node-postgres' own error. */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

const sqlState = (cls: string) =>
  fc
    .string({ unit: fc.constantFrom(..."0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"), minLength: 3, maxLength: 3 })
    .map((rest) => cls + rest);

describe("dataRefusal", () => {
  it("finds data exceptions, integrity and size-limit errors in either shape, with PostgreSQL's text", () => {
    fc.assert(
      fc.property(fc.constantFrom("22", "23", "54"), fc.string({ minLength: 1 }), fc.boolean(), (cls, text, prisma) => {
        const code = `${cls}P02`;
        const error = prisma ? prismaError(code, text) : pgError(code, text);
        expect(dataRefusal(error)).toEqual({ sqlState: code, message: text });
      }),
    );
    expect(dataRefusal(prismaError("22P05", "unsupported Unicode escape sequence"))).toEqual({
      sqlState: "22P05",
      message: "unsupported Unicode escape sequence",
    });
    expect(dataRefusal(pgError("23514", "check"))?.sqlState).toBe("23514");
  });

  it("is null for connection, shutdown, deadlock, syntax and foreign-key errors, and for errors without a SQLSTATE", () => {
    fc.assert(
      fc.property(fc.constantFrom("08", "57", "40", "42", "25", "53", "XX"), fc.boolean(), (cls, prisma) => {
        const code = `${cls}000`;
        expect(dataRefusal(prisma ? prismaError(code, "x") : pgError(code, "x"))).toBeNull();
      }),
    );
    fc.assert(
      fc.property(sqlState("08"), (code) => {
        expect(dataRefusal(prismaError(code, "lost"))).toBeNull();
      }),
    );
    expect(dataRefusal(prismaError("23503", 'violates foreign key constraint "Lot_sourceId_fkey"'))).toBeNull();
    expect(dataRefusal(Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }))).toBeNull();
    expect(dataRefusal(Object.assign(new Error("Can't reach database server"), { code: "P1001" }))).toBeNull();
    expect(dataRefusal(new Error("Connection terminated unexpectedly"))).toBeNull();
    expect(dataRefusal(null)).toBeNull();
  });
});
