import { describe, expect, it } from "vitest";
import { DEFAULT_SCRYPT_PARAMS, hashPassword, needsRehash, verifyPassword, type ScryptParams } from "./password.ts";

const CHEAP: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("correct horse battery staple", CHEAP);
    expect(await verifyPassword("correct horse battery staple", stored)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("stores the parameters, a random salt and the hash in one string", async () => {
    const a = await hashPassword("demo12345", CHEAP);
    const b = await hashPassword("demo12345", CHEAP);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(a).not.toBe(b);
  });

  it("hashes with OWASP's N=2^17, r=8, p=1 by default (memory limit raised to fit)", async () => {
    const stored = await hashPassword("admin12345");
    expect(stored.startsWith("scrypt$131072$8$1$")).toBe(true);
    expect(await verifyPassword("admin12345", stored)).toBe(true);
  }, 20_000);

  it("keeps verifying hashes made with older parameters, and says they need a rehash", async () => {
    const old = await hashPassword("vip12345", { N: 2 ** 11, r: 8, p: 1 });
    expect(await verifyPassword("vip12345", old)).toBe(true);
    expect(needsRehash(old, CHEAP)).toBe(true);
    expect(needsRehash(old, DEFAULT_SCRYPT_PARAMS)).toBe(true);
    expect(needsRehash(await hashPassword("vip12345", CHEAP), CHEAP)).toBe(false);
  });

  it("treats differently composed Unicode as the same password", async () => {
    const stored = await hashPassword("Šiauliai-\u0161", CHEAP);
    expect(await verifyPassword("S\u030Ciauliai-s\u030C", stored)).toBe(true);
  });

  it.each([
    ["empty", ""],
    ["another scheme", "$2b$10$abcdefghijklmnopqrstuv"],
    ["too few parts", "scrypt$1024$8$1$c2FsdA=="],
    ["N not a power of two", "scrypt$1000$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNoaGFzaA=="],
    ["N beyond the bound", `scrypt$${2 ** 24}$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNoaGFzaA==`],
    ["salt not base64", "scrypt$1024$8$1$!!!$aGFzaGhhc2hoYXNoaGFzaA=="],
  ])("refuses a stored value that is %s without throwing, and asks for a rehash", async (_label, stored) => {
    await expect(verifyPassword("x", stored)).resolves.toBe(false);
    expect(needsRehash(stored, CHEAP)).toBe(true);
  });

  it("rejects unusable parameters when hashing", async () => {
    await expect(hashPassword("x", { N: 1000, r: 8, p: 1 })).rejects.toThrow(RangeError);
    await expect(hashPassword("x", { N: 1024, r: 0, p: 1 })).rejects.toThrow(RangeError);
  });
});
