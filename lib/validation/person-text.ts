/**
 * The one zod field for text a person types and the site stores (names of
 * parts, notes, sites, addresses, messages, captions): trimmed, at most `max`
 * characters (code points, lib/validation/text.ts), and without control,
 * invisible or text-direction characters, refused with one message per field.
 * zod/mini, as the cut-list page checks its rows with it (lib/validation/z.ts).
 */
import "./zod-config";
import * as z from "zod/mini";
import { checkInZod, type Field } from "@/lib/i18n/field";
import { textProblem, withinChars } from "./text";

/** `printed`: the text goes on the tax documents or labels, so it must be in a script their fonts carry (./text.ts). */
export function personText(label: Field, max: number, opts: { multiline?: boolean; required?: boolean; printed?: boolean } = {}) {
  return z.string({ error: (i) => checkInZod(i.input === undefined ? "fieldRequired" : "fieldMustBeText", label) }).check(
    z.trim(),
    z.refine((v) => withinChars(v, max), checkInZod("fieldTooLong", label, { n: max })),
    z.superRefine((v, ctx) => {
      const problem = textProblem(label, v, opts.multiline, opts.printed);
      if (problem) ctx.addIssue({ code: "custom", message: problem, input: v });
    }),
    ...(opts.required ? [z.refine<string>((v) => v.length > 0, checkInZod("fieldRequired", label))] : []),
  );
}
