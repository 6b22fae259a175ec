// Every citation of the repository's docs resolves: a `docs/...` path in code, comments, seeded sources or text names
// a file that exists, its anchor a heading of that file, and every relative link of a Markdown file lands.
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  anchorsOf,
  citationProblem,
  docCitations,
  markdownLinks,
  repositoryFiles,
  repositoryReader,
  slug,
  type Citation,
} from "./support/doc-citations.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const read = repositoryReader(root);
const files = repositoryFiles(root);

function citationsOf(file: string): Citation[] {
  const text = read(file) ?? "";
  return [...docCitations(file, text), ...(file.endsWith(".md") ? markdownLinks(file, text) : [])];
}

describe("GitHub anchors", () => {
  it.each([
    ["Step 1: the outbox row", "step-1-the-outbox-row"],
    ["Copart buyer fee (table A)", "copart-buyer-fee-table-a"],
    ["Demo logins (seeded by `make start`, `SEED_DEMO=1`)", "demo-logins-seeded-by-make-start-seed_demo1"],
    ["BaltBid — US and European vehicle auctions", "baltbid--us-and-european-vehicle-auctions"],
    ["Loading, empty and confirming", "loading-empty-and-confirming"],
    ["Lithuanian registration tax", "lithuanian-registration-tax"],
    ["E-mails", "e-mails"],
    ["Klaipėda port", "klaipėda-port"],
  ])("%s -> #%s", (heading, anchor) => expect(slug(heading)).toBe(anchor));

  it("numbers a repeated heading and ignores headings inside code fences", () => {
    const md = ["# Search", "## Totals", "```sh", "# not a heading", "```", "### Totals", "## Totals #"].join("\n");
    expect(anchorsOf(md)).toEqual(["search", "totals", "totals-1", "totals-2"]);
  });

  it("gives anchors of letters, digits, hyphens and underscores only, whatever the heading", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (heading) => {
        expect(slug(heading)).toMatch(/^[\p{L}\p{M}\p{N}\p{Pc}-]*$/u);
      }),
    );
  });
});

describe("doc citations", () => {
  const docs = files.filter((f) => f.startsWith("docs/") && f.endsWith(".md"));

  it("finds the repository's docs and its citations of them", () => {
    expect(docs).toEqual(expect.arrayContaining(["docs/architecture.md", "docs/product/lots.md"]));
    const cited = files.flatMap(citationsOf);
    expect(cited.filter((c) => !c.from.endsWith(".md") && c.anchor !== null).length).toBeGreaterThan(100);
  });

  it("resolves every citation to an existing file and heading", () => {
    const problems = files.flatMap(citationsOf).flatMap((c) => citationProblem(c, read) ?? []);
    expect(problems).toEqual([]);
  });

  it("accepts a citation of every heading the docs have, spelt as a comment would cite it", () => {
    for (const doc of docs)
      for (const anchor of anchorsOf(read(doc)!))
        for (const c of docCitations("x.ts", `// (${doc}#${anchor}).`)) expect(citationProblem(c, read)).toBeNull();
  });

  it("reports a citation of an anchor no doc has, a missing doc, and a broken relative link", () => {
    const anchors = new Set(docs.flatMap((d) => anchorsOf(read(d)!)));
    fc.assert(
      fc.property(
        fc.constantFrom(...docs),
        fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,30}$/).filter((a) => !anchors.has(a)),
        (doc, anchor) => {
          const [c] = docCitations("x.ts", `see ${doc}#${anchor}, and`);
          expect(c).toEqual({ from: "x.ts", target: doc, anchor });
          expect(citationProblem(c!, read)).toMatch(/names no heading/);
        },
      ),
    );
    const missing = ["docs", "product", "nowhere.md#a"].join("/"); // spelt apart, so this file cites nothing missing
    expect(citationProblem(docCitations("x.ts", missing)[0]!, read)).toMatch(/does not exist/);
    const [link] = markdownLinks("docs/product/lots.md", "[money](money.md#no-such-rule)");
    expect(link).toEqual({ from: "docs/product/lots.md", target: "docs/product/money.md", anchor: "no-such-rule" });
    expect(citationProblem(link!, read)).toMatch(/names no heading/);
  });
});
