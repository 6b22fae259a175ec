// European lots entered by hand. A hand-entered lot is kept as an item of the European feed (originalData), and
// every change rebuilds that item and sends it through the European adapter and the lot store, as ingestion does,
// with a `lot.changed` event in the same transaction (the worker drops the cached copies). Lot numbers are drawn
// from the reserved range (99 + 8 digits), which feeds may not use, and a full-listing run never marks these lots
// vanished (they are in no feed).
import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { upsertLots } from "@app/db/lot-store";
import { writeEvent } from "@app/db/outbox";
import {
  LOT_PHOTOS_PER_LOT,
  NOT_HAND_ENTERED_MESSAGE,
  WITHDRAWN_LOT_MESSAGE,
  type CreateEuropeLotBody,
  type UpdateEuropeLotBody,
} from "@app/shared/catalogue/europe-lot-admin.schemas";
import { normaliseEuropeItem } from "@app/shared/catalogue/europe.adapter";
import { isWithdrawn } from "@app/shared/catalogue/lot-status";
import { toNormalisedLot, type NormalisedLot } from "@app/shared/catalogue/normalised-lot";
import type { Tx } from "@app/db/client";
import { AppError, notFound } from "../../lib/app-error.ts";
import {
  lockEuropeLot,
  lotNumberTaken,
  markHandEntered,
  markWithdrawn,
  storedEuropeLot,
} from "./europe-lots.repository.ts";
import { deletePhotos, photoIdOf, photoUrl, writePhotos, type ProcessedPhoto } from "./lot-photos.ts";

export const EUROPE_LOT_NOT_FOUND_MESSAGE = "Lot not found";

type FeedItem = Record<string, unknown> & { lotNumber: string; images?: string[]; thumbnailUrl?: string };

/** Writes the item through the adapter and the lot store; true when the stored lot changed. */
async function store(tx: Tx, item: FeedItem): Promise<boolean> {
  const record = normaliseEuropeItem(item, { handEntered: true });
  // The body was validated against the adapter's own rules, so this only guards against a drift between the two.
  if (!record) throw new AppError("VALIDATION_ERROR", "The lot could not be read", { body: "unusable lot data" });
  const written = await upsertLots(tx, [record]);
  return written.created + written.updated > 0;
}

async function answer(app: FastifyInstance, lotNumber: string): Promise<NormalisedLot> {
  return toNormalisedLot(await storedEuropeLot(app.db, lotNumber), new Date(), { locale: "en" });
}

/** The locked lot, refused unless it is a hand-entered European lot that is not withdrawn. */
async function editable(tx: Tx, lotNumber: string, opts: { allowWithdrawn?: boolean } = {}) {
  const lot = await lockEuropeLot(tx, lotNumber);
  if (!lot) throw notFound(EUROPE_LOT_NOT_FOUND_MESSAGE);
  if (!lot.enteredById) throw new AppError("CONFLICT", NOT_HAND_ENTERED_MESSAGE);
  if (!opts.allowWithdrawn && isWithdrawn(lot)) throw new AppError("ILLEGAL_TRANSITION", WITHDRAWN_LOT_MESSAGE);
  return { ...lot, item: lot.originalData as FeedItem };
}

function newLotNumber(): string {
  return `99${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
}

export async function createEuropeLot(app: FastifyInstance, adminId: string, body: CreateEuropeLotBody) {
  const lotNumber = await app.db.$transaction(async (tx) => {
    let lotNumber = newLotNumber();
    for (let i = 0; (await lotNumberTaken(tx, lotNumber)) && i < 5; i++) lotNumber = newLotNumber();
    const item: FeedItem = { ...body, lotNumber, currency: "EUR", status: "open", images: [], source: "admin" };
    await store(tx, item);
    const { id } = await markHandEntered(tx, lotNumber, adminId);
    await writeEvent(tx, "lot.changed", { lotId: id, platform: "europe", lotNumber, change: "created" });
    return lotNumber;
  });
  return answer(app, lotNumber);
}

export async function updateEuropeLot(app: FastifyInstance, lotNumber: string, patch: UpdateEuropeLotBody) {
  await app.db.$transaction(async (tx) => {
    const lot = await editable(tx, lotNumber);
    const item: FeedItem = { ...lot.item };
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) delete item[key];
      else if (value !== undefined) item[key] = value;
    }
    if (await store(tx, item))
      await writeEvent(tx, "lot.changed", { lotId: lot.id, platform: "europe", lotNumber, change: "updated" });
  });
  return answer(app, lotNumber);
}

/** Withdraws the lot: it reads as Ended, leaves the search, and keeps answering the lot call. Idempotent. */
export async function withdrawEuropeLot(app: FastifyInstance, lotNumber: string) {
  await app.db.$transaction(async (tx) => {
    const lot = await editable(tx, lotNumber, { allowWithdrawn: true });
    if (isWithdrawn(lot)) return;
    await store(tx, { ...lot.item, status: "withdrawn" });
    await markWithdrawn(tx, lotNumber, new Date());
    await writeEvent(tx, "lot.changed", { lotId: lot.id, platform: "europe", lotNumber, change: "withdrawn" });
  });
  return answer(app, lotNumber);
}

/** Adds processed photos at the end of the gallery (the first photo is the thumbnail). */
export async function addEuropeLotPhotos(
  app: FastifyInstance,
  root: string,
  lotNumber: string,
  photos: ProcessedPhoto[],
) {
  let written = false;
  try {
    await app.db.$transaction(async (tx) => {
      const lot = await editable(tx, lotNumber);
      const images = Array.isArray(lot.item.images) ? lot.item.images : [];
      if (images.length + photos.length > LOT_PHOTOS_PER_LOT)
        throw new AppError("VALIDATION_ERROR", `A lot may have at most ${LOT_PHOTOS_PER_LOT} photos.`, {
          photos: `at most ${LOT_PHOTOS_PER_LOT - images.length} more`,
        });
      await writePhotos(root, lotNumber, photos);
      written = true;
      const next = [...images, ...photos.map((p) => photoUrl(lotNumber, p.id, "large"))];
      await store(tx, { ...lot.item, images: next, thumbnailUrl: thumbnailOf(next, lotNumber) });
      await writeEvent(tx, "lot.changed", { lotId: lot.id, platform: "europe", lotNumber, change: "updated" });
    });
  } catch (err) {
    // Files of a change that did not commit would be orphans.
    if (written)
      await deletePhotos(
        root,
        lotNumber,
        photos.map((p) => p.id),
      ).catch(() => {});
    throw err;
  }
  return answer(app, lotNumber);
}

export async function removeEuropeLotPhoto(app: FastifyInstance, root: string, lotNumber: string, photoId: string) {
  await app.db.$transaction(async (tx) => {
    const lot = await editable(tx, lotNumber);
    const images = Array.isArray(lot.item.images) ? lot.item.images : [];
    const next = images.filter((url) => photoIdOf(url, lotNumber) !== photoId);
    if (next.length === images.length) throw notFound("Photo not found");
    const { thumbnailUrl: _old, ...rest } = lot.item;
    const thumbnailUrl = thumbnailOf(next, lotNumber);
    await store(tx, { ...rest, images: next, ...(thumbnailUrl ? { thumbnailUrl } : {}) });
    await writeEvent(tx, "lot.changed", { lotId: lot.id, platform: "europe", lotNumber, change: "updated" });
  });
  // After the commit: a failed delete leaves a file nobody links to, never a link to a missing file.
  await deletePhotos(root, lotNumber, [photoId]).catch((err) =>
    app.log.warn({ err, lotNumber, photoId }, "lot photo files could not be deleted"),
  );
  return answer(app, lotNumber);
}

/** The thumbnail of the first photo, when the first image is one of ours. */
function thumbnailOf(images: readonly string[], lotNumber: string): string | undefined {
  const id = images[0] ? photoIdOf(images[0], lotNumber) : null;
  return id ? photoUrl(lotNumber, id, "thumb") : undefined;
}
