// Admin calls on European lots entered by hand (each declaring admin access):
//   POST   /api/admin/lots/europe                              create (JSON in the feed's field names) -> 201
//   PATCH  /api/admin/lots/europe/:lotNumber                   edit (null clears an optional field)
//   POST   /api/admin/lots/europe/:lotNumber/withdraw          withdraw (idempotent)
//   POST   /api/admin/lots/europe/:lotNumber/photos            add photos (multipart/form-data, files "photos")
//   DELETE /api/admin/lots/europe/:lotNumber/photos/:photoId   remove a photo
// Each answers { success, lot } with the normalised lot. Photos are served from LOT_PHOTOS_DIR at /lot-photos/.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import fastifyMultipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  LOT_PHOTO_MAX_BYTES,
  PHOTO_TOO_LARGE_MESSAGE,
  createEuropeLotBodySchema,
  europeLotParamsSchema,
  europeLotPhotoParamsSchema,
  updateEuropeLotBodySchema,
} from "@app/shared/catalogue/europe-lot-admin.schemas";
import { AppError } from "../../lib/app-error.ts";
import {
  addEuropeLotPhotos,
  createEuropeLot,
  removeEuropeLotPhoto,
  updateEuropeLot,
  withdrawEuropeLot,
} from "./europe-lots.service.ts";
import { LOT_PHOTOS_URL_PREFIX, processPhoto, type ProcessedPhoto } from "./lot-photos.ts";
import { access, withAccess } from "../../plugins/access.ts";
import { adminSession } from "../../plugins/auth.ts";

/** Photos in one upload. */
export const PHOTOS_PER_UPLOAD = 10;

const MULTIPART_TOO_LARGE: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: PHOTO_TOO_LARGE_MESSAGE,
  FST_FILES_LIMIT: `At most ${PHOTOS_PER_UPLOAD} photos per upload.`,
  FST_PARTS_LIMIT: `At most ${PHOTOS_PER_UPLOAD} photos per upload.`,
  FST_FIELDS_LIMIT: "Send only photo files.",
};

async function readPhotos(request: FastifyRequest): Promise<ProcessedPhoto[]> {
  if (!request.isMultipart())
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the photos as multipart/form-data in the field photos.");
  const photos: ProcessedPhoto[] = [];
  try {
    for await (const part of request.files()) photos.push(await processPhoto(await part.toBuffer()));
  } catch (err) {
    const tooLarge = MULTIPART_TOO_LARGE[(err as { code?: string }).code ?? ""];
    if (tooLarge) throw new AppError("PAYLOAD_TOO_LARGE", tooLarge);
    throw err;
  }
  if (!photos.length) throw new AppError("VALIDATION_ERROR", "Choose at least one photo.", { photos: "required" });
  return photos;
}

export const europeLotsRoutes: FastifyPluginAsyncZod<{ photosDir: string }> = async (app, opts) => {
  const photosDir = path.resolve(opts.photosDir);
  // A fresh install has no photos yet: the folder exists from the start, so serving it never warns or 404s oddly.
  await mkdir(photosDir, { recursive: true });
  await app.register(fastifyMultipart, {
    limits: { fileSize: LOT_PHOTO_MAX_BYTES, files: PHOTOS_PER_UPLOAD, parts: PHOTOS_PER_UPLOAD + 5, fields: 5 },
  });
  await app.register(
    withAccess("public", fastifyStatic, {
      root: photosDir,
      prefix: LOT_PHOTOS_URL_PREFIX,
      decorateReply: false,
      index: false,
      // Each file name carries a random photo id and never changes.
      setHeaders(reply) {
        reply.header("cache-control", "public, max-age=31536000, immutable");
        reply.header("x-content-type-options", "nosniff");
      },
    }),
  );

  const adminId = (request: FastifyRequest) => adminSession(request).userId;

  app.post(
    "/api/admin/lots/europe",
    { config: access("admin"), schema: { body: createEuropeLotBodySchema } },
    async (request, reply) => {
      const lot = await createEuropeLot(app, adminId(request), request.body);
      return reply.code(201).send({ success: true, lot });
    },
  );

  app.patch(
    "/api/admin/lots/europe/:lotNumber",
    { config: access("admin"), schema: { params: europeLotParamsSchema, body: updateEuropeLotBodySchema } },
    async (request) => ({ success: true, lot: await updateEuropeLot(app, request.params.lotNumber, request.body) }),
  );

  app.post(
    "/api/admin/lots/europe/:lotNumber/withdraw",
    { config: access("admin"), schema: { params: europeLotParamsSchema } },
    async (request) => ({ success: true, lot: await withdrawEuropeLot(app, request.params.lotNumber) }),
  );

  app.post(
    "/api/admin/lots/europe/:lotNumber/photos",
    { config: access("admin"), schema: { params: europeLotParamsSchema } },
    async (request) => {
      const photos = await readPhotos(request);
      return { success: true, lot: await addEuropeLotPhotos(app, photosDir, request.params.lotNumber, photos) };
    },
  );

  app.delete(
    "/api/admin/lots/europe/:lotNumber/photos/:photoId",
    { config: access("admin"), schema: { params: europeLotPhotoParamsSchema } },
    async (request) => ({
      success: true,
      lot: await removeEuropeLotPhoto(app, photosDir, request.params.lotNumber, request.params.photoId),
    }),
  );
};
