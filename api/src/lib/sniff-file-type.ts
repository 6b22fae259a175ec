// What a file is, read from its bytes (file-type's signatures of a few hundred formats), never from its name or the
// type its uploader declared. Text formats (HTML, SVG, plain text) have no signature and come back as unknown.
import { fileTypeFromBuffer } from "file-type";

export type SniffedType = { mime: string; ext: string };

/** Variants shown by every viewer as their base format: an animated PNG is a PNG. */
const VARIANT_OF: Record<string, SniffedType> = { "image/apng": { mime: "image/png", ext: "png" } };

/** The type the bytes say, or null when no signature matches. */
export async function sniffFileType(bytes: Uint8Array): Promise<SniffedType | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return null;
  return VARIANT_OF[found.mime] ?? { mime: found.mime, ext: found.ext };
}
