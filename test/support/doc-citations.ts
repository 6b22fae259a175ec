// Citations of the repository's own docs: `docs/<path>.md#<anchor>` in code and text, and relative links in Markdown.
// Anchors are GitHub's: the heading's text lower-cased, punctuation dropped, spaces to hyphens, a repeat numbered.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** GitHub's anchor for a heading's text (inline code marks and emphasis are not part of the rendered text). */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** Every anchor a Markdown text has, in order, repeats numbered as GitHub numbers them (`x`, `x-1`, `x-2`). */
export function anchorsOf(markdown: string): string[] {
  const seen = new Map<string, number>();
  const anchors: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split("\n")) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = slug(heading);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.push(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

export type Citation = { from: string; target: string; anchor: string | null };

/** `docs/...` files named in any text: Markdown files with an optional anchor, and the data files beside them. */
export function docCitations(from: string, text: string): Citation[] {
  const found: Citation[] = [];
  for (const m of text.matchAll(/(?<![\w./-])(docs\/(?:[\w-]+\/)*[\w.-]+\.(?:md|csv|json))(?:#([\p{L}\p{N}_-]+))?/gu))
    found.push({ from, target: m[1]!, anchor: m[2] ?? null });
  return found;
}

/** Relative links of a Markdown file (`[text](other.md#anchor)`, `[text](#anchor)`), resolved from the repository. */
export function markdownLinks(from: string, markdown: string): Citation[] {
  const found: Citation[] = [];
  for (const m of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    const link = m[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith("/")) continue;
    const [file, anchor] = link.split("#", 2) as [string, string | undefined];
    const target = file === "" ? from : path.posix.normalize(path.posix.join(path.posix.dirname(from), file));
    found.push({ from, target, anchor: anchor || null });
  }
  return found;
}

/** What is wrong with a citation: its file is missing, or the file has no such anchor; null when it holds. */
export function citationProblem(c: Citation, read: (file: string) => string | null): string | null {
  const text = read(c.target);
  if (text === null) return `${c.from}: ${c.target} does not exist`;
  if (c.anchor === null || !c.target.endsWith(".md")) return null;
  return anchorsOf(text).includes(c.anchor) ? null : `${c.from}: ${c.target}#${c.anchor} names no heading`;
}

const SKIPPED = new Set(["node_modules", ".git", "dist", "var", "generated", "migrations", "coverage"]);
const SCANNED = /\.(ts|tsx|js|mjs|cjs|html|prisma|ya?ml|md|sh|css)$/;

/** The repository's text files that may cite docs, as paths relative to `root`. */
export function repositoryFiles(root: string, dir = ""): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : repositoryFiles(root, rel);
    return SCANNED.test(entry.name) ? [rel] : [];
  });
}

/** A reader of repository files by relative path: the text of a file, "" for a directory, null when absent. */
export function repositoryReader(root: string): (file: string) => string | null {
  return (file) => {
    const full = path.join(root, file);
    if (!existsSync(full)) return null;
    return statSync(full).isDirectory() ? "" : readFileSync(full, "utf8");
  };
}
