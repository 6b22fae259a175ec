// Photos of hand-entered European lots: checked by their bytes (JPEG, PNG or WebP by their signature, then by
// sharp's decoder; the declared type and file name are not trusted), turned upright by their EXIF orientation,
// resized to the sizes the web shows (a 4:3 thumbnail for cards and the gallery strip, a large picture for the
// gallery and full screen) and written as WebP under LOT_PHOTOS_DIR/europe/<lot number>/<photo id>-<size>.webp,
// served at /lot-photos/... Metadata (EXIF, GPS) is dropped by the re-encoding.
import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import {
  LOT_PHOTO_SIZES,
  LOT_PHOTO_TYPES,
  PHOTO_TYPE_MESSAGE,
  type LotPhotoSize,
} from "@app/shared/catalogue/europe-lot-admin.schemas";
import { AppError } from "../../lib/app-error.ts";
import { sniffFileType } from "../../lib/sniff-file-type.ts";

export const LOT_PHOTOS_URL_PREFIX = "/lot-photos/";

export type ProcessedPhoto = { id: string; files: Record<LotPhotoSize, Buffer> };

/** What file-type must read from a photo's bytes before any decoder sees it (SVG, PDF, HEIC never reach sharp). */
const PHOTO_MIME_TYPES = LOT_PHOTO_TYPES.map((t) => `image/${t}`);

/** The resized copies of one uploaded picture; 415 when the bytes are not a JPEG, PNG or WebP image. */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const sniffed = await sniffFileType(input);
  if (!sniffed || !PHOTO_MIME_TYPES.includes(sniffed.mime))
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", PHOTO_TYPE_MESSAGE);
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !(LOT_PHOTO_TYPES as readonly string[]).includes(format))
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", PHOTO_TYPE_MESSAGE);
  const files = {} as Record<LotPhotoSize, Buffer>;
  try {
    for (const [size, spec] of Object.entries(LOT_PHOTO_SIZES) as [
      LotPhotoSize,
      (typeof LOT_PHOTO_SIZES)[LotPhotoSize],
    ][])
      files[size] = await sharp(input)
        .rotate()
        .resize({ width: spec.width, height: spec.height, fit: spec.fit, withoutEnlargement: spec.fit === "inside" })
        .webp({ quality: 82 })
        .toBuffer();
  } catch {
    // A truncated or corrupt file that still names its format in the header.
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", PHOTO_TYPE_MESSAGE);
  }
  return { id: randomBytes(8).toString("hex"), files };
}

const lotDir = (root: string, lotNumber: string) => path.join(root, "europe", lotNumber);

export function photoUrl(lotNumber: string, photoId: string, size: LotPhotoSize): string {
  return `${LOT_PHOTOS_URL_PREFIX}europe/${lotNumber}/${photoId}-${size}.webp`;
}

/** The photo id in one of our photo URLs, else null (images of other origins). */
export function photoIdOf(url: string, lotNumber: string): string | null {
  const m = new RegExp(`^${LOT_PHOTOS_URL_PREFIX}europe/${lotNumber}/([a-f0-9]{16})-large\\.webp$`).exec(url);
  return m?.[1] ?? null;
}

export async function writePhotos(root: string, lotNumber: string, photos: readonly ProcessedPhoto[]) {
  await mkdir(lotDir(root, lotNumber), { recursive: true });
  for (const photo of photos)
    for (const [size, bytes] of Object.entries(photo.files))
      await writeFile(path.join(lotDir(root, lotNumber), `${photo.id}-${size}.webp`), bytes);
}

export async function deletePhotos(root: string, lotNumber: string, photoIds: readonly string[]) {
  for (const id of photoIds)
    for (const size of Object.keys(LOT_PHOTO_SIZES))
      await rm(path.join(lotDir(root, lotNumber), `${id}-${size}.webp`), { force: true });
}
