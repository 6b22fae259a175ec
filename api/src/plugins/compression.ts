// Compresses answers for clients that accept it (every browser): a search page of 48-96 lots is 100-200 KB of JSON, 8x
// smaller in brotli. Brotli at quality 1 first, then gzip at level 1: the answers are built per request, so compression
// time is paid on each, and on two cores it is the API's CPU the searches queue for; quality 1 comes close to the
// plugin's default ratio in under half its time (bench/search/README.md). Compressed on the event loop up to 1 MB, so
// an answer keeps its Content-Length (past that: a stream through the thread pool). Event streams, images and answers
// that carry their own Content-Encoding (the SPA's precompressed files, demo images) are left alone by the plugin. No
// secret rides in an answer's body (sessions are cookies, the CSRF defence checks Origin), so compressing beside text a
// visitor typed gives a BREACH-style length attack nothing to find.
import fastifyCompress from "@fastify/compress";
import fp from "fastify-plugin";
import { constants } from "node:zlib";

export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      encodings: ["br", "gzip"],
      threshold: 1024,
      syncThreshold: 1024 * 1024,
      brotliOptions: {
        params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
      },
      zlibOptions: { level: 1 },
    });
  },
  { name: "compression" },
);
