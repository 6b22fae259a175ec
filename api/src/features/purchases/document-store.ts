// Purchase documents on disk (DOCUMENTS_DIR; an S3-compatible store where a deployment outgrows one machine). The
// stored name is a random id with the extension of the type read from the bytes (document-files.ts), never the
// uploader's file name, so nothing a user sends decides a path.
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export function createDocumentStore(dir: string) {
  const root = path.resolve(dir);
  const pathOf = (key: string) => {
    const p = path.resolve(root, key);
    if (path.dirname(p) !== root) throw new Error(`document key escapes the store: ${key}`);
    return p;
  };
  return {
    /** Writes `buf` under a new random name ending in `.ext` (the sniffed type's); returns that name. */
    async save(buf: Buffer, ext: string): Promise<string> {
      if (!/^[a-z0-9]{1,10}$/.test(ext)) throw new Error(`not a file extension: ${ext}`);
      const key = `${randomUUID()}.${ext}`;
      await mkdir(root, { recursive: true });
      await writeFile(pathOf(key), buf, { flag: "wx", mode: 0o640 });
      return key;
    },
    open(key: string) {
      return createReadStream(pathOf(key));
    },
    async remove(key: string): Promise<void> {
      await rm(pathOf(key), { force: true });
    },
  };
}
export type DocumentStore = ReturnType<typeof createDocumentStore>;
