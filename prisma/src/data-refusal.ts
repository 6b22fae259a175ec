// Did PostgreSQL refuse a statement because of the values it was given (so another batch without them would pass)?
// Errors arrive as node-postgres gives them (`code`) or as Prisma 7's PrismaClientKnownRequestError with the
// SQLSTATE in `meta.driverAdapterError.cause.originalCode`. A lost connection, a shutdown, a deadlock or our own
// SQL mistake is not a refusal: the caller sees it thrown.
import { findInErrorChain } from "@app/shared/error-chain";

export interface DataRefusal {
  sqlState: string;
  message: string;
}

/** Data exceptions (22: bad text, out of range, invalid input), integrity (23) and size limits (54). */
const REFUSAL_CLASSES = new Set(["22", "23", "54"]);
/** The lot's only foreign key is its source: a wrong source id fails every lot alike, so it is the caller's error. */
const NOT_REFUSALS = new Set(["23503"]);

/** Five characters; Prisma's own codes (P1000-P6999) look alike and are not SQLSTATEs (PL/pgSQL's P0xxx are). */
const SQLSTATE = /^(?!P[1-9])[0-9A-Z]{5}$/;

/** The SQLSTATE and PostgreSQL's text of a refusal anywhere in the error's chain, or null. */
export function dataRefusal(error: unknown): DataRefusal | null {
  // The first SQLSTATE in the chain decides: a refusal, or an error of another kind ("other").
  const found = findInErrorChain<DataRefusal | "other">(error, (f) => {
    const sqlState = [f.originalCode, f.code].find((c): c is string => typeof c === "string" && SQLSTATE.test(c));
    if (!sqlState) return null;
    if (!REFUSAL_CLASSES.has(sqlState.slice(0, 2)) || NOT_REFUSALS.has(sqlState)) return "other";
    const text = [f.originalMessage, f.message].find((m): m is string => typeof m === "string" && m.length > 0);
    return { sqlState, message: text ?? sqlState };
  });
  return found === "other" ? null : found;
}
