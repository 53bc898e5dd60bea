/**
 * The one zod field for text a person types and the site stores (names of
 * parts, notes, sites, addresses, messages, captions): trimmed, at most `max`
 * characters (code points, lib/validation/text.ts), and without control,
 * invisible or text-direction characters, refused with one message per field.
 */
import { z } from "@/lib/validation/z";
import { textProblem, withinChars } from "./text";

export function personText(label: string, max: number, opts: { multiline?: boolean; required?: boolean } = {}) {
  const base = z
    .string({ error: (i) => (i.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .refine((v) => withinChars(v, max), `${label} must be at most ${max} characters`)
    .superRefine((v, ctx) => {
      const problem = textProblem(label, v, opts.multiline);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
  return opts.required ? base.refine((v) => v.length > 0, `${label} is required`) : base;
}
