// A purchase document's type and names: the type (and so the stored extension and the Content-Type it is served
// with) comes from its bytes; the name a download offers is the uploader's, its extension replaced by the type's,
// and sent as an attachment with an ASCII fallback beside the UTF-8 name.
import { create as contentDisposition } from "content-disposition";
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_FILE_NAME_MAX,
  DOCUMENT_TYPE_MESSAGE,
} from "@app/shared/brokerage/brokerage.schemas";
import { AppError } from "../../lib/app-error.ts";
import { sniffFileType, type SniffedType } from "../../lib/sniff-file-type.ts";

/** The document's type by its content; 415 when it is not one a document may be (HTML, SVG, archives, ...). */
export async function documentType(bytes: Buffer): Promise<SniffedType> {
  const sniffed = bytes.length > 0 ? await sniffFileType(bytes) : null;
  if (sniffed && (DOCUMENT_CONTENT_TYPES as readonly string[]).includes(sniffed.mime)) return sniffed;
  throw new AppError("UNSUPPORTED_MEDIA_TYPE", DOCUMENT_TYPE_MESSAGE);
}

/** A trailing extension: a dot and 1-10 letters or digits after at least one other character. */
const EXTENSION = /(?<=.)\.[\p{L}\p{N}]{1,10}$/u;

/**
 * The name a download offers: the uploader's (already refused if it held a folder, a control or a direction
 * character), its extension replaced by the content's, at most DOCUMENT_FILE_NAME_MAX characters; `fallback` when
 * nothing is left of it.
 */
export function documentFileName(requested: string | undefined, ext: string, fallback: string): string {
  const suffix = `.${ext}`;
  let base = (requested ?? "").normalize("NFC").trim().replace(EXTENSION, "");
  base = base.replace(/^[.\s]+|[.\s]+$/gu, "");
  if (!base) base = fallback;
  // Cut by code points: a surrogate pair split in half is not a character PostgreSQL can store.
  const chars = Array.from(base);
  const room = DOCUMENT_FILE_NAME_MAX - suffix.length;
  return (chars.length > room ? chars.slice(0, room).join("").trimEnd() : base) + suffix;
}

/** `attachment` with the UTF-8 name (RFC 6266 filename*) and a plain-ASCII one for old clients. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    // A path separator too: compatibility forms ("／", "℀") decompose into one.
    .replace(/[^\x20-\x7e]|["\\%/]/g, "_");
  return contentDisposition(fileName, { type: "attachment", fallback: ascii });
}
