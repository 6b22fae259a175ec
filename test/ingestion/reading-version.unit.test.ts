// READING_VERSION must change whenever what the adapters make of a raw item changes: an item that comes again
// unchanged is only touched (its stored Lot.rawHash names the version it was read with), so a reading that changed
// without a new version would leave every stored lot as the old reading made it. This pins the version to a digest
// of the adapters' outcomes over the provider samples and the damaged corpus (every field missing, odd, absurd).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { canonicalLotJson, READING_VERSION } from "@app/shared/catalogue/lot-content-hash";
import { SKIP_CODES } from "@app/shared/catalogue/provider-adapter";
import { PROVIDER_ADAPTERS } from "@app/shared/catalogue/provider-adapters";
import { buildDamagedCorpus } from "../support/damaged-feed/corpus.ts";
import { PLATFORM_KITS, type PlatformKit } from "../support/damaged-feed/platforms.ts";

const NOW = new Date("2026-10-20T09:00:00Z");
const SAMPLE_DIRS = ["../fixtures/provider-samples/", "../../docs/feeds/samples/europe/"].map((d) =>
  fileURLToPath(new URL(d, import.meta.url)),
);

/** Every payload: the samples (each adapter tries each one) and the damaged corpus's pages. */
function payloads(): { platform: keyof typeof PROVIDER_ADAPTERS; body: string }[] {
  const out: { platform: keyof typeof PROVIDER_ADAPTERS; body: string }[] = [];
  for (const dir of SAMPLE_DIRS)
    for (const name of readdirSync(dir)
      .filter((n) => n.endsWith(".json"))
      .sort())
      for (const platform of Object.keys(PROVIDER_ADAPTERS) as (keyof typeof PROVIDER_ADAPTERS)[])
        out.push({ platform, body: readFileSync(dir + name, "utf8") });
  (Object.values(PLATFORM_KITS) as PlatformKit[]).forEach((kit, i) => {
    const corpus = buildDamagedCorpus(kit, { seed: 20261127 + i, firstLot: 71_000_000 + i * 1_000_000, now: NOW });
    for (const page of corpus.pages)
      out.push({ platform: kit.platform as keyof typeof PROVIDER_ADAPTERS, body: page.body });
  });
  return out;
}

/** A digest of everything the adapters make of the payloads: records, warnings, absent fields and skip reasons. */
function readingDigest(): string {
  const hash = createHash("sha256");
  for (const { platform, body } of payloads()) {
    let payload: unknown;
    try {
      payload = JSON.parse(body);
    } catch {
      continue; // a truncated page: no reading of it
    }
    const adapter = PROVIDER_ADAPTERS[platform];
    const page = adapter.readPage(payload);
    if (page.shape === "unknown") {
      hash.update(`${platform} unknown ${page.reason}\n`);
      continue;
    }
    for (const raw of page.items) {
      const read = adapter.read(raw);
      if (!read.ok) expect(SKIP_CODES).toContain(read.reason.code); // each has its text on the admin page
      hash.update(
        read.ok
          ? `${canonicalLotJson(read.record)} ${JSON.stringify(read.warnings)} ${read.absent.join(",")}\n`
          : `${JSON.stringify(read.reason)}\n`,
      );
    }
  }
  return hash.digest("hex").slice(0, 12);
}

describe("READING_VERSION", () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
  });
  afterAll(() => vi.useRealTimers());

  it("names the adapters' current reading (update it to the digest below when a reading changes)", () => {
    expect(READING_VERSION).toBe(readingDigest());
  });
});

describe("an adapter's lot number without reading", () => {
  it("is the lot number read gives, or no answer, for every sample and damaged item", () => {
    let answered = 0;
    for (const { platform, body } of payloads()) {
      let payload: unknown;
      try {
        payload = JSON.parse(body);
      } catch {
        continue;
      }
      const adapter = PROVIDER_ADAPTERS[platform];
      const page = adapter.readPage(payload);
      if (page.shape === "unknown") continue;
      for (const raw of page.items) {
        const guess = adapter.lotNumberOf(raw);
        const read = adapter.read(raw);
        if (guess === null) continue;
        answered++;
        // A guess for an item read refuses is harmless: no stored lot remembers that item.
        if (read.ok) expect(guess).toBe(read.record.lotNumber);
      }
    }
    expect(answered).toBeGreaterThan(1000);
  });
});
