// The download name of a purchase document, over every character a file name can hold: old clients' plain-ASCII
// name never carries a path separator, a quote or a percent sign, and the UTF-8 name is the name as stored.
import { parse as parseContentDisposition } from "content-disposition";
import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "./document-files.ts";

describe("attachmentDisposition", () => {
  it("gives every character of the Basic Multilingual Plane a safe plain-ASCII form", () => {
    const unsafe: string[] = [];
    for (let cp = 0x20; cp <= 0xffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue; // halves of a pair: no character alone
      const name = `a${String.fromCodePoint(cp)}b.pdf`;
      const disposition = attachmentDisposition(name);
      const fallback = parseContentDisposition(disposition, { extended: false }).parameters.filename ?? "";
      if (!/^[\x20-\x7e]*\.pdf$/.test(fallback) || /[/\\"%]/.test(fallback)) unsafe.push(`U+${cp.toString(16)}`);
      if (parseContentDisposition(disposition).parameters.filename !== name) unsafe.push(`U+${cp.toString(16)} utf-8`);
    }
    expect(unsafe).toEqual([]);
  });
});
