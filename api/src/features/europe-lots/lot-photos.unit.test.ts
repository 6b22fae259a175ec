// A photo's bytes are identified by their signature before any decoder sees them: SVG, HTML, PDF and other formats
// never reach sharp (librsvg, poppler, libheif), so a hostile file meets no parser beyond a signature check.
import fc from "fast-check";
import type Sharp from "sharp";
import { describe, expect, it, vi } from "vitest";

const decoded = vi.hoisted(() => ({ inputs: [] as unknown[] }));
vi.mock("sharp", async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof Sharp }>()).default;
  const counting = ((input?: unknown, ...rest: unknown[]) => {
    decoded.inputs.push(input);
    return (real as unknown as (...args: unknown[]) => unknown)(input, ...rest);
  }) as unknown as typeof real;
  return { default: counting };
});

const { processPhoto } = await import("./lot-photos.ts");
const sharp = (await import("sharp")).default;

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${body}</svg>`;

describe("processPhoto", () => {
  it("refuses files without a photo's signature before any decoder opens them", async () => {
    const notPhotos = fc.constantFrom(
      svg('<image href="file:///etc/passwd" width="10" height="10"/>'),
      `<?xml version="1.0"?>${svg("<rect width='10' height='10'/>")}`,
      "<!doctype html><script>alert(1)</script>",
      "%PDF-1.4\n1 0 obj << >> endobj\n%%EOF",
      "GIF89a\x01\x00\x01\x00",
    );
    await fc.assert(
      fc.asyncProperty(notPhotos, fc.string({ maxLength: 20 }), async (text, tail) => {
        decoded.inputs.length = 0;
        await expect(processPhoto(Buffer.from(text + tail))).rejects.toMatchObject({
          statusCode: 415,
          message: "Photos must be JPEG, PNG or WebP images.",
        });
        expect(decoded.inputs).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });

  it("decodes a real photo", async () => {
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    decoded.inputs.length = 0;
    const photo = await processPhoto(png);
    expect(decoded.inputs.length).toBeGreaterThan(0);
    expect(Object.keys(photo.files).sort()).toEqual(["large", "thumb"]);
  });
});
