// Ingestion sources come from config/ingestion-sources.json: each one missing from the database is created.
// Existing rows are left alone, because admins change them afterwards (enable, schedule) in the admin area.
import { readFile } from "node:fs/promises";
import { ingestionSourcesFileSchema, type IngestionSourceConfig } from "@app/shared/ingestion/ingestion-source.schemas";
import type { Db } from "./client.ts";

export async function readIngestionSources(file: string): Promise<IngestionSourceConfig[]> {
  const parsed = ingestionSourcesFileSchema.safeParse(JSON.parse(await readFile(file, "utf8")));
  if (!parsed.success)
    throw new Error(
      `${file} is invalid:\n${parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n")}`,
    );
  return parsed.data.sources;
}

export async function seedIngestionSources(db: Db, sources: IngestionSourceConfig[]): Promise<string[]> {
  const { count } = await db.ingestionSource.createMany({
    data: sources.map((s) => ({
      id: s.id,
      platform: s.platform,
      kind: s.kind,
      enabled: s.enabled,
      scheduleEveryMs: s.scheduleEveryMs,
      scheduleCron: s.scheduleCron,
      fullListing: s.fullListing,
      settings: s.settings,
    })),
    skipDuplicates: true,
  });
  return count ? sources.map((s) => s.id) : [];
}
