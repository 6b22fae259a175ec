// app.passwords: hashing at the configured cost, a decoy hash so that signing in with an unknown e-mail costs the
// same time as with a wrong password (no account enumeration by timing), and whether a stored hash is out of date.
import fp from "fastify-plugin";
import { DEFAULT_SCRYPT_PARAMS, hashPassword, needsRehash, verifyPassword } from "@app/shared/auth/password";

export type Passwords = {
  hash(password: string): Promise<string>;
  /** Verifies against `stored`, or against the decoy when there is no account, always taking the same time. */
  verify(password: string, stored: string | null): Promise<boolean>;
  /** True when `stored` was made with other parameters than the configured ones (re-hash it at the next sign-in). */
  isOutdated(stored: string): boolean;
};

declare module "fastify" {
  interface FastifyInstance {
    passwords: Passwords;
  }
}

export const passwordsPlugin = fp<{ cost: number }>(
  async (app, opts) => {
    const params = { ...DEFAULT_SCRYPT_PARAMS, N: 2 ** opts.cost };
    const decoy = await hashPassword("decoy-password-never-matches", params);
    app.decorate("passwords", {
      hash: (password: string) => hashPassword(password, params),
      async verify(password: string, stored: string | null) {
        const ok = await verifyPassword(password, stored ?? decoy);
        return stored !== null && ok;
      },
      isOutdated: (stored: string) => needsRehash(stored, params),
    });
  },
  { name: "passwords" },
);
