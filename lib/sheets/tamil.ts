/**
 * The order sheets in Tamil (issue 55: the Tamil pages linked to the English sheets). The same definitions, each
 * text put in Tamil from one catalogue, messages/sheets/ta.json (`words`: the English text, or its template with
 * `{shortName}`, and its Tamil; `layout`: the sheet's own lines), into files of their own under public/sheets/ta/.
 * Board names, sizes, codes and units stay as written (docs/GLOSSARY-TAMIL.md). The cut-list page imports a Tamil
 * sheet as it does an English one: `toEnglish` reads each Tamil text back (lib/sheets/import-xlsx.ts).
 *
 * Relative imports only: this module runs under tsx and vitest as well as Next.
 */
import catalogue from "../../messages/sheets/ta.json";
import englishSheet from "../../messages/sheets/en.json";
import { siteOf } from "../site/site";
import { SEED_FACTS } from "../site/seed";

/** The sheets are static files built by `npm run sheets`: they carry the seed's facts (docs/BUSINESS-CONSOLE.md). */
const site = siteOf(SEED_FACTS);
import { headerFields, noteEnding, type HeaderField, type OrderSheetDefinition, type SheetColumn } from "./definitions";
import { sheetFile } from "./files";

const fillSite = (text: string) => text.replace("{shortName}", site.shortName);

/** English → Tamil, with the site's own facts filled in. */
const TAMIL = new Map(Object.entries(catalogue.words).map(([english, tamil]) => [fillSite(english), fillSite(tamil)]));
/** Tamil → English: one Tamil text per English one (tests/unit/sheets.test.ts checks it), and the totals line. */
const ENGLISH = new Map<string, string>([
  ...[...TAMIL].map(([english, tamil]): [string, string] => [tamil, english]),
  [catalogue.layout.totals, englishSheet.layout.totals],
]);

/** A sheet's text in Tamil; as it is when it is a name, size or code the catalogue leaves alone. */
export const inTamil = (text: string): string => TAMIL.get(text) ?? text;

/** A cell of a filled Tamil sheet as the English sheet says it (the import reads English); any other text as it is. */
export const toEnglish = (text: string): string => ENGLISH.get(text.trim()) ?? text;

function column(c: SheetColumn): SheetColumn {
  return {
    ...c,
    header: inTamil(c.header),
    ...(c.options ? { options: c.options.map(inTamil) } : {}),
    ...(c.prompt ? { prompt: inTamil(c.prompt) } : {}),
    example: typeof c.example === "string" ? inTamil(c.example) : c.example,
  };
}

/** One sheet's definition in Tamil, at its Tamil file. */
export function tamilSheet(definition: OrderSheetDefinition): OrderSheetDefinition {
  const noteBody = inTamil(definition.noteBody);
  return {
    ...definition,
    service: inTamil(definition.service),
    file: sheetFile(definition.file, "ta"),
    sheetName: inTamil(definition.sheetName),
    noteBody,
    note: `${noteBody} ${noteEnding(catalogue.layout[definition.ending])}`,
    columns: definition.columns.map(column),
  };
}

/** The header block in Tamil. */
export const tamilHeaderFields: HeaderField[] = headerFields.map((f) => ({
  ...f,
  label: inTamil(f.label),
  ...(f.options ? { options: f.options.map(inTamil) } : {}),
  ...(f.prompt ? { prompt: inTamil(f.prompt) } : {}),
  ...(f.value ? { value: inTamil(f.value) } : {}),
}));

/** The sheet's own lines in Tamil (title, footer, checks' messages, totals, office use). */
export const tamilLayout = catalogue.layout;
