// GET /demo-images/:file: the demo catalogue's pictures, drawn here so the demo looks complete with no internet.
// `/demo-images/<body>-<colour>-<n>[-<damage>].svg[?lot=<digits>]` (shared/src/demo-images/demo-image-name.ts), and
// `.webp`: the same picture as a small raster thumbnail for cards (rasterised once by sharp, then kept, LRU).
// A picture depends only on its name and lot number, so answers are immutable: long cache, strong ETag, 304s.
// Drawing takes tens of milliseconds, so each picture is drawn once with a placeholder where the lot number goes
// and kept (LRU); a lot's copy is that template with its number filled in. SVG is only as safe as its content:
// ours has no scripts, no external references and no event attributes, and the response forbids them anyway.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import sharp from "sharp";
import { demoImageFile, parseDemoImage, type DemoImageSpec } from "@app/shared/demo-images/demo-image-name";
import { DEMO_IMAGE_WIDTH, renderDemoImage } from "@app/shared/demo-images/render";
import { sendError } from "../../plugins/error-handler.ts";
import { access } from "../../plugins/access.ts";

const gzipAsync = promisify(gzip);

/** Drawn pictures kept in memory (~100 KB each). */
const MAX_TEMPLATES = 300;
/** Thumbnails kept in memory (~12 KB each): every body, colour and damage zone of the first picture fits. */
const MAX_THUMBNAILS = 2_000;
/** 4:3 like every lot photo (docs/product/screens.md#lot-photos), sharp on a 320 CSS px card at twice the density. */
export const DEMO_THUMBNAIL_WIDTH = 640;
export const DEMO_THUMBNAIL_HEIGHT = 480;
/** A private-use character stands in for each digit of the lot number while drawing. */
const PLACEHOLDER = "\uE000";

export const DEMO_IMAGE_HEADERS = {
  "content-type": "image/svg+xml; charset=utf-8",
  "cache-control": "public, max-age=31536000, immutable",
  // Opened on its own, the picture may run nothing and load nothing.
  "content-security-policy": "default-src 'none'; sandbox",
  "x-content-type-options": "nosniff",
  "cross-origin-resource-policy": "same-site",
} as const;

interface Template {
  svg: string;
  /** Content hash of the template; the lot number completes the ETag. */
  hash: string;
}

const templates = new Map<string, Template>();

const contentHash = (data: string | Buffer) => createHash("sha256").update(data).digest("base64url").slice(0, 22);

function template(spec: Omit<DemoImageSpec, "lot">, lotLength: number): Template {
  const key = `${demoImageFile(spec)}|${lotLength}`;
  const hit = templates.get(key);
  if (hit) {
    templates.delete(key); // refresh its place in the LRU order
    templates.set(key, hit);
    return hit;
  }
  const svg = renderDemoImage({ ...spec, lot: lotLength > 0 ? PLACEHOLDER.repeat(lotLength) : null });
  const made = { svg, hash: contentHash(svg) };
  templates.set(key, made);
  while (templates.size > MAX_TEMPLATES) templates.delete(templates.keys().next().value as string);
  return made;
}

/** The picture's SVG and ETag: the same bytes every time for the same name and lot. */
export function demoImage(spec: DemoImageSpec): { svg: string; etag: string } {
  const lot = spec.lot ?? "";
  const t = template(spec, lot.length);
  const svg = lot ? t.svg.replaceAll(PLACEHOLDER.repeat(lot.length), lot) : t.svg;
  return { svg, etag: `"${t.hash}${lot ? `-${lot}` : ""}"` };
}

interface Thumbnail {
  webp: Buffer;
  etag: string;
}

/** Finished or in-flight thumbnails: concurrent requests for one picture rasterise it once. */
const thumbnails = new Map<string, Promise<Thumbnail>>();

/** The picture's thumbnail (no lot number), rasterised on first request and kept. */
export function demoThumbnail(spec: Omit<DemoImageSpec, "lot">): Promise<Thumbnail> {
  const key = demoImageFile(spec, "webp");
  const hit = thumbnails.get(key);
  if (hit) {
    thumbnails.delete(key);
    thumbnails.set(key, hit);
    return hit;
  }
  // Drawn here, not through the pictures' templates: up to 1,700 thumbnails would push the lot pages' drawings out.
  const svg = renderDemoImage({ ...spec, lot: null });
  const made = sharp(Buffer.from(svg), { density: (72 * DEMO_THUMBNAIL_WIDTH) / DEMO_IMAGE_WIDTH })
    .resize(DEMO_THUMBNAIL_WIDTH, DEMO_THUMBNAIL_HEIGHT, { fit: "cover" })
    .webp({ quality: 74, effort: 4 })
    .toBuffer()
    .then((webp) => ({ webp, etag: `"${contentHash(webp)}"` }));
  made.catch(() => thumbnails.delete(key)); // a failed rasterisation is tried afresh next time
  thumbnails.set(key, made);
  while (thumbnails.size > MAX_THUMBNAILS) thumbnails.delete(thumbnails.keys().next().value as string);
  return made;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((s) => s.trim().replace(/^W\//, ""))
    .some((s) => s === etag || s === "*");
}

export const demoImagesRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string }; Querystring: Record<string, unknown> }>(
    "/demo-images/:file",
    { config: access("public"), logLevel: "warn" },
    async (request, reply: FastifyReply) => {
      const parsed = parseDemoImage(request.params.file, request.query.lot);
      if (!parsed.ok) {
        return sendError(reply, parsed.status, {
          code: parsed.status === 404 ? "NOT_FOUND" : "BAD_REQUEST",
          message: parsed.message,
        });
      }
      if (parsed.format === "webp") {
        const { webp, etag } = await demoThumbnail(parsed.spec);
        reply.headers({ ...DEMO_IMAGE_HEADERS, "content-type": "image/webp" }).header("etag", etag);
        if (matches(request.headers["if-none-match"], etag)) return reply.code(304).send();
        return reply.send(webp);
      }
      const { svg, etag } = demoImage(parsed.spec);
      reply.headers(DEMO_IMAGE_HEADERS).header("etag", etag).header("vary", "accept-encoding");
      if (matches(request.headers["if-none-match"], etag)) return reply.code(304).send();
      const accepts = String(request.headers["accept-encoding"] ?? "");
      if (/\bgzip\b/.test(accepts)) {
        reply.header("content-encoding", "gzip");
        return reply.send(await gzipAsync(svg, { level: 5 }));
      }
      return reply.send(svg);
    },
  );
};
