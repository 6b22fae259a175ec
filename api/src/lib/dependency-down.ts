// Is this error "PostgreSQL or Redis is unreachable"? Then the client gets a clear 503 it may retry, not a 500.
// Errors arrive wrapped: node-postgres and ioredis errors as they are, or as a `cause`, and Prisma 7's driver-adapter
// errors as a PrismaClientKnownRequestError (P2010 for raw queries, others for model calls) whose
// `meta.driverAdapterError.cause` says what the adapter saw ({ kind: "DatabaseNotReachable" }, or { kind: "postgres",
// code: "57P01" } for a server shutting down). The fault suite test/faults/postgres-cut.test.ts found the last shape.
import { anyInErrorChain } from "@app/shared/error-chain";

/** Socket errors, Prisma's connection error codes, PostgreSQL's connection and shutdown SQLSTATEs. */
const DOWN_CODES =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EHOSTUNREACH|P1001|P1002|P1017|P2024|08000|08001|08003|08004|08006|53300|57P0[123])$/;
/** What @prisma/adapter-pg reports when it could not reach or lost the server. */
const DOWN_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
const DOWN_NAMES = new Set(["MaxRetriesPerRequestError", "PrismaClientInitializationError"]);
const DOWN_MESSAGE =
  /enableOfflineQueue|Connection is closed|Connection terminated|connect ECONNREFUSED|Redis not ready|Can't reach database server/;

export function isDependencyDown(error: unknown): boolean {
  return anyInErrorChain(
    error,
    ({ code, name, message, kind }) =>
      (typeof code === "string" && DOWN_CODES.test(code)) ||
      (typeof kind === "string" && DOWN_KINDS.has(kind)) ||
      (typeof name === "string" && DOWN_NAMES.has(name)) ||
      (typeof message === "string" && DOWN_MESSAGE.test(message)),
  );
}
