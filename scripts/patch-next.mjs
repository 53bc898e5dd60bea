// Runs after `npm ci` / `npm install` (package.json "postinstall").
//
// Next.js 16.4 with `experimental.inlineCss` writes the root layout's stylesheet three times into every page: the
// <style> that paints, the page segment's copy in the RSC payload (documented: client navigation needs it), and a
// third copy as the styles of the global error boundary, which it renders with an empty set of styles already sent
// (vercel/next.js#98110; the fixes, #98136 and #98241, are not released). On a slow phone that copy is about 60 KB
// more to receive and parse before the first paint (issue 56, item 6; docs/PERFORMANCE.md).
//
// The fix here is #98241's: when a page is rendered (not the error document, which has no root layout), the global
// error's styles skip the root layout's sheets, which the page already carries; a sheet of the global error's own
// would still be sent. Next's production runtimes are minified, so the change is made by pattern, in the four
// app-page runtimes, and checked: each pattern must match exactly once, or the file is left as it is and the script
// says why. A release with the upstream fix no longer matches, and e2e/budget.spec.ts (the page's stylesheet twice,
// not three times) tells whether the patch is still needed. If a pattern ever matched the wrong code, the build's
// prerendering fails or that test does.
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const runtimes = ["app-page", "app-page-experimental", "app-page-turbo", "app-page-turbo-experimental"].map((name) =>
  path.join(root, "node_modules/next/dist/compiled/next-server", `${name}.runtime.prod.js`),
);
const MARK = "/* panel-jobwork: global-error styles dedupe (vercel/next.js#98110) */";
const id = "[\\w$]+";

/** The two edits in one runtime's source, or the reason they cannot be made. */
export function patchRuntime(source) {
  if (source.includes(MARK)) return { source, done: "already patched" };
  // getLinkAndScriptTags(filePath, injectedCSS, injectedJS, collectNewImports): a layout's sheets, added to the set.
  const linkTags = new RegExp(`function (${id})\\((${id}),${id},${id},${id}\\)\\{let ${id}=\\2\\.replace\\(`, "g");
  // getGlobalErrorStyles(tree, ctx): a third argument says the root layout's sheets are already in the page.
  const definition = new RegExp(
    `(=async\\((${id}),${id})(\\)=>\\{let ${id}=${id}\\(\\2\\)\\.modules\\["global-error"\\];(?:(?!injectedCSS:)[^])*?)injectedCSS:new Set,(injectedJS:new Set\\}\\);return\\{GlobalError:)`,
    "g",
  );
  // getRSCPayload: the call after the page's tree (its root layout included) was rendered says so.
  const call = new RegExp(
    `(injectedCSS:${id},injectedJS:${id},injectedFontPreloadTags:${id},rootLayoutIncluded:!1,(?:(?!injectedCSS:|async function)[^])*?\\{GlobalError:${id},styles:${id}\\}=await ${id}\\(${id},${id})\\)`,
    "g",
  );
  const found = [linkTags, definition, call].map((re) => [...source.matchAll(re)].length);
  if (found.some((n) => n !== 1)) return { source, skipped: `patterns matched ${found.join(", ")} times, not once each` };
  const tags = [...source.matchAll(linkTags)][0][1];
  const seeded = (tree) => `__rootLayoutSent?((s,l)=>(l&&${tags}(l[1],s,new Set,!0),s))(new Set,${tree}[2].layout):new Set`;
  const patched = source
    .replace(definition, (_, head, tree, body, tail) => `${head},__rootLayoutSent${body}injectedCSS:${seeded(tree)},${tail}`)
    .replace(call, (_, head) => `${head},!0)`);
  return { source: `${MARK}\n${patched}`, done: "patched" };
}

function main() {
  if (!existsSync(path.join(root, "node_modules/next/package.json"))) return;
  const version = JSON.parse(readFileSync(path.join(root, "node_modules/next/package.json"), "utf8")).version;
  for (const file of runtimes) {
    if (!existsSync(file)) continue;
    const result = patchRuntime(readFileSync(file, "utf8"));
    if (result.done === "patched") writeFileSync(file, result.source);
    console.log(`[patch-next] next ${version} ${path.basename(file)}: ${result.done ?? `left as it is (${result.skipped})`}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
