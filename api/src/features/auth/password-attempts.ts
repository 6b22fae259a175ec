// Password guesses under the brute-force limits (plugins/rate-limits.ts), for every place a password is checked:
// the attempt is counted before the check, so parallel guesses cannot slip past a limit, and given back when right.
import type { FastifyInstance, FastifyReply } from "fastify";

/** Whose password is tried (the account's e-mail, whether or not it exists) from which client address. */
export type PasswordAttempt = { account: string; ip: string };

/**
 * Runs `isRight` under the limits and returns its answer; throws RATE_LIMITED (429, Retry-After) once a budget is
 * spent, without checking. The (account + address) budget is spent first and alone refuses before the account's
 * own count grows, so wrong passwords from one address cannot lock the owner out from another. A right password
 * gives its points back and starts the (account + address) count again.
 */
export async function checkPasswordWithinLimits(
  app: FastifyInstance,
  reply: FastifyReply,
  attempt: PasswordAttempt,
  isRight: () => Promise<boolean>,
): Promise<boolean> {
  const pair = `${attempt.account}\n${attempt.ip}`;
  await app.rateLimits.hit("passwordFailuresPerAccountAddress", pair, reply);
  await app.rateLimits.hit("passwordFailuresPerIp", attempt.ip, reply);
  await app.rateLimits.hit("passwordFailuresPerAccount", attempt.account, reply);
  const right = await isRight();
  if (right) {
    await app.rateLimits.reset("passwordFailuresPerAccountAddress", pair);
    await app.rateLimits.refund("passwordFailuresPerIp", attempt.ip);
    await app.rateLimits.refund("passwordFailuresPerAccount", attempt.account);
  }
  return right;
}
