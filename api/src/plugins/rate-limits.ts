// Rate limits kept in Redis (so they hold across API instances), with rate-limiter-flexible. `app.rateLimits`
// exposes named limiters; `hit` consumes a point and throws 429 (with Retry-After) when the limit is reached.
import fp from "fastify-plugin";
import type { FastifyReply } from "fastify";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "../lib/app-error.ts";

/** points per duration (seconds); blockDuration keeps a caller out after the limit is reached. */
const LIMITS = {
  /**
   * Password guesses (sign-ins and current-password checks), failures only: an owner's typos or one guesser's
   * address get 5 per quarter hour on an account; every address together ASVS's 100 an hour, so a guesser must
   * spread over 20 addresses to lock the owner out at all; one address 50 a quarter hour over all accounts.
   */
  passwordFailuresPerAccountAddress: { points: 5, duration: 15 * 60 },
  passwordFailuresPerAccount: { points: 100, duration: 60 * 60 },
  passwordFailuresPerIp: { points: 50, duration: 15 * 60 },
  registerPerIp: { points: 10, duration: 60 * 60 },
  resetRequestPerIp: { points: 10, duration: 60 * 60 },
  resetRequestPerAccount: { points: 3, duration: 60 * 60 },
  resetSubmitPerIp: { points: 20, duration: 60 * 60 },
  /** The search page's cooldowns (docs/product/search.md#cooldowns): searches, filter and buy-now-only changes. */
  searchPerClient: { points: 30, duration: 10 },
  filterPerClient: { points: 40, duration: 10 },
  buyNowFilterPerClient: { points: 10, duration: 10 },
  /** The sidebar's option counts, asked once beside each search. */
  searchOptionCountsPerClient: { points: 40, duration: 10 },
  /** Contact-form messages per client IP (each one mails the office). */
  contactPerIp: { points: 10, duration: 60 * 60 },
} as const;

export type LimitName = keyof typeof LIMITS;

export type RateLimits = {
  /** Consumes one point; throws RATE_LIMITED (429) once `name`'s limit for `key` is used up. */
  hit(name: LimitName, key: string, reply: FastifyReply): Promise<void>;
  /** Throws RATE_LIMITED if `key` has no points left, without consuming one. */
  check(name: LimitName, key: string, reply: FastifyReply): Promise<void>;
  reset(name: LimitName, key: string): Promise<void>;
  /** Gives back one point consumed by `hit` (an attempt that turned out not to count). */
  refund(name: LimitName, key: string): Promise<void>;
};

declare module "fastify" {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

function tooMany(reply: FastifyReply, msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  reply.header("retry-after", String(seconds));
  const err = new AppError("RATE_LIMITED", { id: "errors.rateLimited", params: { seconds: String(seconds) } });
  err.retryAfter = seconds;
  return err;
}

export const rateLimitsPlugin = fp<{ scale: number }>(
  async (app, opts) => {
    const limiters = Object.fromEntries(
      Object.entries(LIMITS).map(([name, limit]) => [
        name,
        new RateLimiterRedis({
          storeClient: app.redis,
          keyPrefix: app.redisKey(`rl:${name}`),
          points: Math.max(1, Math.round(limit.points * opts.scale)),
          duration: limit.duration,
          useRedisPackage: false,
        }),
      ]),
    ) as Record<LimitName, RateLimiterRedis>;

    const rateLimits: RateLimits = {
      async hit(name, key, reply) {
        try {
          await limiters[name].consume(key);
        } catch (res) {
          if (res instanceof RateLimiterRes) throw tooMany(reply, res.msBeforeNext);
          throw res; // Redis unreachable: surfaces as 503 through the error handler
        }
      },
      async check(name, key, reply) {
        const res = await limiters[name].get(key);
        if (res && res.remainingPoints <= 0) throw tooMany(reply, res.msBeforeNext);
      },
      async reset(name, key) {
        await limiters[name].delete(key);
      },
      async refund(name, key) {
        await limiters[name].reward(key, 1);
      },
    };
    app.decorate("rateLimits", rateLimits);
  },
  { name: "rate-limits", dependencies: ["redis"] },
);
