// Test support: real-shaped provider payloads (test/fixtures/provider-samples) and the reference tables the demo
// catalogue is built from (docs/domain/data), all inside the repository.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const SAMPLES_DIR = fileURLToPath(new URL("../../../test/fixtures/provider-samples/", import.meta.url));
export const REFERENCE_DATA_DIR = fileURLToPath(new URL("../../../docs/domain/data/", import.meta.url));

export function sampleNames(prefix: string): string[] {
  return readdirSync(SAMPLES_DIR)
    .filter((n) => n.startsWith(prefix) && n.endsWith(".json"))
    .sort();
}

export function loadSample(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(SAMPLES_DIR + name, "utf8")) as Record<string, unknown>;
}
