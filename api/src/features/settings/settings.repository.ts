// Setting rows (key -> JSON) read and written whole.
import type { Db } from "@app/db/client";

export async function readSetting(db: Db, key: string): Promise<unknown> {
  return (await db.setting.findUnique({ where: { key }, select: { value: true } }))?.value ?? null;
}

export async function writeSetting(db: Db, key: string, value: object, updatedById: string | null): Promise<void> {
  await db.setting.upsert({
    where: { key },
    create: { key, value, updatedById },
    update: { value, updatedById },
  });
}
