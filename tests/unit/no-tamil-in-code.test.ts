/**
 * Issue 52: every word the site shows, in either language, is a catalogue's (messages/**). A Tamil letter in a
 * string, template or JSX text of the code means a word that no catalogue test reads; nor is it quoted in comments.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const TAMIL = /[\u0B80-\u0BFF]/;

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(rel);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) yield rel;
  }
}

/** The texts of a file's string literals, templates and JSX, never its comments. */
function textsOf(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(root, file), "utf8"),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) found.push(node.getText(source));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("Tamil in the code", () => {
  it("is only ever in comments: the words are the catalogues'", () => {
    const slips = ["app", "components", "lib", "models", "scripts", "proxy.ts"].flatMap((dir) =>
      (dir.endsWith(".ts") ? [dir] : [...sources(dir)]).flatMap((file) =>
        textsOf(file)
          .filter((t) => TAMIL.test(t))
          .map((t) => `${file}: ${t.slice(0, 60)}`),
      ),
    );
    expect(slips).toEqual([]);
  });

  it("is not in comments either: an example in Tamil drifts from the catalogue it copies", () => {
    const slips = ["app", "components", "lib", "models", "scripts", "proxy.ts"].flatMap((dir) =>
      (dir.endsWith(".ts") ? [dir] : [...sources(dir)]).filter((file) => TAMIL.test(readFileSync(path.join(root, file), "utf8"))),
    );
    expect(slips).toEqual([]);
  });

  it("is found when it is there (the reader reads strings, templates and JSX, not comments)", () => {
    const probe = path.join("tests", "unit", "fixtures", "tamil-probe.tsx");
    expect(textsOf(probe).filter((t) => TAMIL.test(t))).toHaveLength(3);
  });
});
