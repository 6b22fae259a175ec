// Purchase documents on disk (DOCUMENTS_DIR; an S3-compatible store where a deployment outgrows one machine). The
// stored name is a random id with the type's extension, never the uploader's file name, so nothing a user sends
// decides a path. The content must match its declared type (magic bytes): a renamed executable is refused.
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

const EXTENSIONS: Record<string, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);

/** Whether the bytes are what the content type says. */
export function contentMatchesType(buf: Buffer, contentType: string): boolean {
  switch (contentType) {
    case "application/pdf":
      return startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-
    case "image/jpeg":
      return startsWith(buf, [0xff, 0xd8, 0xff]);
    case "image/png":
      return startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case "image/webp":
      return startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x45, 0x42, 0x50], 8);
    default:
      return false;
  }
}

export function createDocumentStore(dir: string) {
  const root = path.resolve(dir);
  const pathOf = (key: string) => {
    const p = path.resolve(root, key);
    if (path.dirname(p) !== root) throw new Error(`document key escapes the store: ${key}`);
    return p;
  };
  return {
    async save(buf: Buffer, contentType: string): Promise<string> {
      const key = `${randomUUID()}.${EXTENSIONS[contentType] ?? "bin"}`;
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
