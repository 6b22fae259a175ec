// POST /api/search/parse over HTTP: the parser's answer, the provider spelling per source, and bad input.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app.ts";
import { testApiConfig } from "../../../../test/support/config.ts";
import { InjectClient } from "../../../../test/support/inject-client.ts";

let app: FastifyInstance;

beforeAll(async () => {
  const redisPrefix = `${inject("redisPrefix")}search-parse-${randomUUID().slice(0, 6)}:`;
  app = await buildApp(testApiConfig({ REDIS_PREFIX: redisPrefix }));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

const parse = (body: unknown) => new InjectClient(app).post("/api/search/parse", body);

describe("POST /api/search/parse", () => {
  it("answers the parse result, in Copart's spelling by default", async () => {
    const res = await parse({ text: "f 150 xlt" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      confidence: 0.935,
      make: "FORD",
      makeName: "Ford",
      model: "F150",
      modelName: "F150",
      keywords: ["xlt"],
    });
  });

  it("uses the requested source's spelling", async () => {
    expect((await parse({ text: "f 150 xlt", source: "iaai" })).json().model).toBe("F-150");
    expect((await parse({ text: "bmw 328i", source: "iaai" })).json().model).toBe("3 SERIES");
    expect((await parse({ text: "bmw 328i", source: "both" })).json().model).toBe("328I");
  });

  it("leaves VINs, lot numbers and blank text unparsed", async () => {
    expect((await parse({ text: "WAUC4CF55JA123456" })).json()).toMatchObject({ confidence: 0, make: null });
    expect((await parse({ text: "64951306" })).json()).toMatchObject({ confidence: 0, keywords: ["64951306"] });
    expect((await parse({ text: "  " })).json()).toMatchObject({ confidence: 0, keywords: [] });
  });

  it.each([
    ["no text", { source: "copart" }],
    ["text that is not a string", { text: 42 }],
    ["an unknown source", { text: "camry", source: "ebay" }],
    ["text over 200 characters", { text: "x".repeat(201) }],
  ])("answers 400 for %s", async (_label, body) => {
    const res = await parse(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
  });
});
