// Test support: the raw provider samples live in the shared folder beside the repository (/work/shared locally,
// ../shared next to the clone in CI), never inside it.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const SAMPLES_DIR = fileURLToPath(new URL("../../../../shared/data/samples/", import.meta.url));
export const SHARED_DATA_DIR = fileURLToPath(new URL("../../../../shared/data/", import.meta.url));

export function sampleNames(prefix: string): string[] {
  return readdirSync(SAMPLES_DIR)
    .filter((n) => n.startsWith(prefix) && n.endsWith(".json"))
    .sort();
}

export function loadSample(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(SAMPLES_DIR + name, "utf8")) as Record<string, unknown>;
}
