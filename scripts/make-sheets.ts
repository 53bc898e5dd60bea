/**
 * `npm run sheets`: writes the four job-work order sheets and the combined cut-list sheet to public/sheets/, and
 * their Tamil twins to public/sheets/ta/ (lib/sheets/tamil.ts),
 * from lib/sheets/definitions.ts. The output is deterministic, so a file is
 * rewritten only when its definition (or a business fact in lib/site/site.ts, e.g.
 * the WhatsApp number set through NEXT_PUBLIC_* variables) has changed.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildXlsx, SHEET_LANGUAGES } from "./sheets/build";
import { cutListSheet, orderSheets } from "../lib/sheets/definitions";
import { tamilSheet } from "../lib/sheets/tamil";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = path.join(root, "public");

async function main() {
  const english = [...orderSheets, cutListSheet].map((d) => [d, SHEET_LANGUAGES.en] as const);
  const tamil = [...orderSheets, cutListSheet].map((d) => [tamilSheet(d), SHEET_LANGUAGES.ta] as const);
  for (const [definition, language] of [...english, ...tamil]) {
    const target = path.join(publicDir, definition.file);
    await mkdir(path.dirname(target), { recursive: true });
    const buffer = await buildXlsx(definition, language);
    const current = await readFile(target).catch(() => null);
    const rel = path.relative(root, target);
    if (current && current.equals(buffer)) {
      console.log(`unchanged  ${rel}`);
      continue;
    }
    await writeFile(target, buffer);
    console.log(`written    ${rel} (${(buffer.length / 1024).toFixed(1)} KB)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
