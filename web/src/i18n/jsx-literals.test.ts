// Every visible string goes through react-intl: this test fails when a component's JSX holds a literal
// user-facing text (a word between tags, or a string in an attribute people read or hear).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import en from "./messages-en";

const SRC = path.resolve(__dirname, "..");
const READ_ATTRIBUTES = new Set([
  "aria-label",
  "placeholder",
  "title",
  "alt",
  "label",
  "loadingText",
  "aria-valuetext",
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : sourceFiles(full);
    return entry.name.endsWith(".tsx") && !entry.name.includes(".test.") ? [full] : [];
  });
}

const hasWords = (text: string) => /\p{L}{2,}/u.test(text);
/** A prop holding a message id (e.g. title="auth.login.title") is translated by the component it goes to. */
const isMessageId = (text: string) => text in en;

export function literalTexts(file: string, code: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    return `${path.relative(SRC, file)}:${line + 1}`;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(`${where(node)} ${node.text.trim()}`);
    if (
      ts.isJsxAttribute(node) &&
      READ_ATTRIBUTES.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      hasWords(node.initializer.text) &&
      !isMessageId(node.initializer.text)
    )
      found.push(`${where(node)} ${node.name.getText(source)}="${node.initializer.text}"`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("JSX texts", () => {
  it("are all message ids, never literal words", () => {
    const offenders = sourceFiles(SRC).flatMap((file) => literalTexts(file, readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });

  it("catch a literal word and a literal aria-label", () => {
    const code = `export const A = () => <button aria-label="Close menu">Send</button>;`;
    expect(literalTexts(path.join(SRC, "x.tsx"), code)).toHaveLength(2);
  });
});
