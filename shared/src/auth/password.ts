// Password hashing with scrypt from node:crypto (no native addon). The cost parameters travel inside the stored
// string, so tests can hash cheaply, old hashes keep verifying after the defaults rise, and `needsRehash` tells
// the login path when to upgrade a hash. Format: scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt minimum (N=2^17, r=8, p=1): 128 MiB and a few hundred milliseconds per hash. */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
// Bounds for parameters read back from storage, so a corrupt or hostile row cannot demand gigabytes.
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

function assertParams({ N, r, p }: ScryptParams): void {
  if (!Number.isInteger(N) || N < 2 || N > MAX_N || (N & (N - 1)) !== 0)
    throw new RangeError(`scrypt N must be a power of two between 2 and ${MAX_N}`);
  if (!Number.isInteger(r) || r < 1 || r > MAX_R) throw new RangeError(`scrypt r must be 1..${MAX_R}`);
  if (!Number.isInteger(p) || p < 1 || p > MAX_P) throw new RangeError(`scrypt p must be 1..${MAX_P}`);
}

function derive(password: string, salt: Buffer, keyLength: number, { N, r, p }: ScryptParams): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes (plus 128 * r * p); Node refuses above maxmem (32 MiB by default).
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r + 128 * r * p + 1024 * 1024 };
  // NFKC: the same password typed on two keyboards (composed or decomposed letters) must hash the same.
  const normalised = password.normalize("NFKC");
  return new Promise((resolve, reject) =>
    scrypt(normalised, salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS): Promise<string> {
  assertParams(params);
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), key.toString("base64")].join("$");
}

interface Parsed {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): Parsed | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [, n, r, p, salt, key] = parts;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  try {
    assertParams(params);
  } catch {
    return null;
  }
  const base64 = /^[A-Za-z0-9+/]+={0,2}$/;
  if (!salt || !key || !base64.test(salt) || !base64.test(key)) return null;
  const saltBuf = Buffer.from(salt, "base64");
  const keyBuf = Buffer.from(key, "base64");
  if (saltBuf.length < 8 || keyBuf.length < 16 || keyBuf.length > 128) return null;
  return { params, salt: saltBuf, key: keyBuf };
}

/** True when the password matches; false for a wrong password or a stored value that is not ours. Never throws. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  try {
    const key = await derive(password, parsed.salt, parsed.key.length, parsed.params);
    return timingSafeEqual(key, parsed.key);
  } catch {
    return false;
  }
}

/** True when the stored hash uses other parameters than `params` (or is not a hash of ours at all). */
export function needsRehash(stored: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  return (
    parsed.params.N !== params.N ||
    parsed.params.r !== params.r ||
    parsed.params.p !== params.p ||
    parsed.key.length !== KEY_BYTES
  );
}
