// Every message id the ingestion page names exists in Lithuanian and English, with the same arguments.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "@/i18n/messages-en";
import lt from "@/i18n/messages-lt";
import { RUN_STATUSES } from "../../api/admin-ingestion";
import { RUN_STATUS_LABEL } from "./run-status";

const FILES = [
  ...readdirSync(__dirname)
    .filter((f) => f.endsWith(".tsx") && !f.includes(".test."))
    .map((f) => path.join(__dirname, f)),
  path.resolve(__dirname, "../../../../app/routes/admin/ingestion.tsx"),
];
const catalogues = { en, lt } as Record<"en" | "lt", Record<string, string>>;
const args = (text: string) =>
  [...text.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)]
    .map((m) => m[1])
    .sort()
    .join();

function idsIn(code: string): string[] {
  return [...code.matchAll(/["'`]((?:admin|layout)\.[A-Za-z0-9_.]+[A-Za-z0-9_])["'`]/g)].map((m) => m[1]!);
}

describe("ingestion page texts", () => {
  it("name only ids present in both languages, with the same arguments", () => {
    const ids = new Set(FILES.flatMap((f) => idsIn(readFileSync(f, "utf8"))));
    expect(ids.size).toBeGreaterThan(40);
    for (const id of ids) {
      expect(catalogues.en[id], `${id} in en`).toBeTypeOf("string");
      expect(catalogues.lt[id], `${id} in lt`).toBeTypeOf("string");
      expect(args(catalogues.lt[id]!), id).toBe(args(catalogues.en[id]!));
    }
  });

  it("label every run status", () => {
    for (const status of RUN_STATUSES) expect(catalogues.lt[RUN_STATUS_LABEL[status]]).toBeTruthy();
  });
});
