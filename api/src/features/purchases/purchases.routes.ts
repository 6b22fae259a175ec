// Won auctions: the customer's purchases with their timeline, delivery choice and documents; the
// broker's status moves, logistics facts and document uploads (PDF or image by content, at most 10 MB, 413 beyond,
// 415 for anything else, whatever its name or declared type). Documents are read only by their owner or an admin;
// to anyone else they do not exist (404); they download as attachments that a browser never renders in our origin.
import { createHash } from "node:crypto";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Db, PurchaseDocument } from "@app/db/client";
import {
  DOCUMENT_MAX_BYTES,
  deliveryBodySchema,
  documentUploadQuerySchema,
  purchaseLogisticsBodySchema,
  purchaseStatusBodySchema,
} from "@app/shared/brokerage/brokerage.schemas";
import { notFound } from "../../lib/app-error.ts";
import { adminListQuerySchema, pagedList } from "../../lib/admin-list.ts";
import { lotSummaries } from "../../lib/lot-summary.ts";
import { moneyTx } from "../../lib/money-tx.ts";
import { attachmentDisposition, documentFileName, documentType } from "./document-files.ts";
import { createDocumentStore } from "./document-store.ts";
import {
  PURCHASE_INCLUDE,
  PURCHASE_NOT_FOUND,
  moveStatus,
  purchaseDto,
  setDelivery,
  updateLogistics,
  type PurchaseWithParts,
} from "./purchases.service.ts";
import { access } from "../../plugins/access.ts";
import { customerSession, adminSession } from "../../plugins/auth.ts";

const idParams = z.object({ id: z.uuid() });
const docParams = z.object({ id: z.uuid(), docId: z.uuid() });

export const purchasesRoutes: FastifyPluginAsyncZod<{ documentsDir: string }> = async (app, opts) => {
  const store = createDocumentStore(opts.documentsDir);
  const userId = (request: FastifyRequest) => customerSession(request).userId;

  async function dtos(db: Db, rows: PurchaseWithParts[], admin: boolean) {
    const lots = await lotSummaries(
      db,
      rows.map((p) => p.lotId),
    );
    const base = admin ? "/api/admin/purchases" : "/api/purchases";
    return rows.map((p) => purchaseDto(p, lots.get(p.lotId) ?? null, (docId) => `${base}/${p.id}/documents/${docId}`));
  }

  async function ownPurchase(uid: string, id: string) {
    const p = await app.db.purchase.findFirst({ where: { id, userId: uid }, include: PURCHASE_INCLUDE });
    if (!p) throw notFound(PURCHASE_NOT_FOUND);
    return p;
  }

  async function sendDocument(reply: FastifyReply, doc: PurchaseDocument) {
    reply
      .header("content-type", doc.contentType)
      .header("content-length", String(doc.sizeBytes))
      .header("content-disposition", attachmentDisposition(doc.fileName))
      .header("x-content-type-options", "nosniff")
      // Opened in a tab anyway, a document runs nothing and reaches nothing of the site (no scripts, no origin).
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header("cache-control", "private, no-store");
    return reply.send(store.open(doc.storageKey));
  }

  app.get("/api/purchases", { config: access("customer") }, async (request) => {
    const rows = await app.db.purchase.findMany({
      where: { userId: userId(request) },
      include: PURCHASE_INCLUDE,
      orderBy: { createdAt: "desc" },
      take: 500,
    });
    return { success: true, purchases: await dtos(app.db, rows, false) };
  });

  app.get("/api/purchases/:id", { config: access("customer"), schema: { params: idParams } }, async (request) => {
    const [dto] = await dtos(app.db, [await ownPurchase(userId(request), request.params.id)], false);
    return { success: true, purchase: dto };
  });

  app.put(
    "/api/purchases/:id/delivery",
    { config: access("customer"), schema: { params: idParams, body: deliveryBodySchema } },
    async (request) => {
      await moneyTx(app.db, (tx) => setDelivery(tx, userId(request), request.params.id, request.body));
      const [dto] = await dtos(app.db, [await ownPurchase(userId(request), request.params.id)], false);
      return { success: true, message: "Delivery choice saved.", purchase: dto };
    },
  );

  app.get(
    "/api/purchases/:id/documents/:docId",
    { config: access("customer"), schema: { params: docParams } },
    async (request, reply) => {
      const doc = await app.db.purchaseDocument.findFirst({
        where: { id: request.params.docId, purchaseId: request.params.id, purchase: { userId: userId(request) } },
      });
      if (!doc) throw notFound("Document not found");
      return sendDocument(reply, doc);
    },
  );

  // ---- admin ----

  const PURCHASE_SORT = { createdAt: "createdAt", updatedAt: "updatedAt", status: "status" } as const;
  app.get(
    "/api/admin/purchases",
    {
      config: access("admin"),
      schema: {
        querystring: adminListQuerySchema(PURCHASE_SORT, "createdAt").extend({
          status: purchaseStatusBodySchema.shape.status.optional(),
        }),
      },
    },
    async (request) => {
      const { status } = request.query;
      const where = status ? { status } : {};
      const { rows, page, pageSize, total } = await pagedList(app.db, request.query, PURCHASE_SORT, (w) => [
        app.db.purchase.findMany({ where, include: PURCHASE_INCLUDE, ...w }),
        app.db.purchase.count({ where }),
      ]);
      const list = await dtos(app.db, rows, true);
      return {
        success: true,
        purchases: list.map((p, i) => ({ ...p, userId: rows[i]!.userId })),
        page,
        pageSize,
        total,
      };
    },
  );

  async function adminPurchase(id: string) {
    const p = await app.db.purchase.findUnique({ where: { id }, include: PURCHASE_INCLUDE });
    if (!p) throw notFound(PURCHASE_NOT_FOUND);
    const [dto] = await dtos(app.db, [p], true);
    return { ...dto!, userId: p.userId };
  }

  app.get("/api/admin/purchases/:id", { config: access("admin"), schema: { params: idParams } }, async (request) => ({
    success: true,
    purchase: await adminPurchase(request.params.id),
  }));

  app.post(
    "/api/admin/purchases/:id/status",
    { config: access("admin"), schema: { params: idParams, body: purchaseStatusBodySchema } },
    async (request) => {
      await moneyTx(app.db, (tx) => moveStatus(tx, request.params.id, request.body));
      return { success: true, purchase: await adminPurchase(request.params.id) };
    },
  );

  app.put(
    "/api/admin/purchases/:id/logistics",
    { config: access("admin"), schema: { params: idParams, body: purchaseLogisticsBodySchema } },
    async (request) => {
      await moneyTx(app.db, (tx) => updateLogistics(tx, request.params.id, request.body));
      return { success: true, purchase: await adminPurchase(request.params.id) };
    },
  );

  // Uploads arrive as the raw file body, whatever Content-Type the uploader gives: the bytes decide the type. Its
  // own context, so the catch-all parser reaches no other route.
  await app.register(async (context) => {
    const uploads = context.withTypeProvider<ZodTypeProvider>();
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: DOCUMENT_MAX_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    uploads.post(
      "/api/admin/purchases/:id/documents",
      {
        config: access("admin"),
        bodyLimit: DOCUMENT_MAX_BYTES,
        schema: { params: idParams, querystring: documentUploadQuerySchema },
      },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const type = await documentType(body);
        const purchase = await app.db.purchase.findUnique({ where: { id: request.params.id }, select: { id: true } });
        if (!purchase) throw notFound(PURCHASE_NOT_FOUND);
        const key = await store.save(body, type.ext);
        try {
          const doc = await app.db.purchaseDocument.create({
            data: {
              purchaseId: purchase.id,
              kind: request.query.kind,
              fileName: documentFileName(request.query.fileName, type.ext, request.query.kind),
              contentType: type.mime,
              sizeBytes: body.length,
              storageKey: key,
              sha256: createHash("sha256").update(body).digest("hex"),
              uploadedById: adminSession(request).userId,
            },
          });
          reply.status(201);
          return {
            success: true,
            document: {
              id: doc.id,
              kind: doc.kind,
              fileName: doc.fileName,
              contentType: doc.contentType,
              size: doc.sizeBytes,
              url: `/api/admin/purchases/${purchase.id}/documents/${doc.id}`,
            },
          };
        } catch (err) {
          await store.remove(key);
          throw err;
        }
      },
    );
  });

  app.get(
    "/api/admin/purchases/:id/documents/:docId",
    { config: access("admin"), schema: { params: docParams } },
    async (request, reply) => {
      const doc = await app.db.purchaseDocument.findFirst({
        where: { id: request.params.docId, purchaseId: request.params.id },
      });
      if (!doc) throw notFound("Document not found");
      return sendDocument(reply, doc);
    },
  );
};
