// Pages from a folder: each `*.json` file (in name order) is one page of raw provider JSON. The demo catalogue and
// imports use it. A file that is not valid JSON is a failed page; the run goes on with the next one.
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import type { FileSourceSettings } from "@app/shared/ingestion/ingestion-source.schemas";
import type { ProviderAdapter } from "@app/shared/catalogue/provider-adapter";
import { PageError, type PageSource } from "./page-source.ts";

export function createFileSource(settings: FileSourceSettings, adapter: ProviderAdapter): PageSource {
  let files: string[] | null = null;
  return {
    async fetchPage(page) {
      files ??= (await readdir(settings.dir, { withFileTypes: true }))
        .filter((e) => e.isFile() && e.name.endsWith(".json"))
        .map((e) => e.name)
        .sort();
      const name = files[page - 1];
      if (!name) return { items: [], done: true };
      let payload: unknown;
      try {
        payload = JSON.parse(await readFile(path.join(settings.dir, name), "utf8"));
      } catch (e) {
        throw new PageError(`${name}: ${(e as Error).message}`, 1);
      }
      return { items: adapter.extractItems(payload), done: false };
    },
  };
}
