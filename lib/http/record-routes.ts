import { NextResponse } from "next/server";
import { NotFoundError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import type { z } from "@/lib/validation/z";
import { parseJson } from "./body";
import { route } from "./handler";
import type { Permission } from "@/vocabulary/roles";
import { requireObjectId } from "./params";
import type { Said, Saved } from "@/lib/answers";

type Params = { id: string };

/**
 * PATCH and DELETE of one record the console manages by its id (an enquiry, a
 * service, a gallery photo), answered alike everywhere: the permission each declares, 400 for a
 * malformed id or body, 404 naming the record, the updated record in the route's named answer.
 */
export function adminRecordRoutes<S extends z.ZodType, R, A extends object>(spec: {
  schema: S;
  update: (id: string, input: z.output<S>) => Promise<R | null>;
  remove: (id: string) => Promise<boolean>;
  /** What the record is called in the messages: "Photo" → "Photo not found", "Photo updated", "Photo deleted". */
  noun: string;
  /** The answer to a PATCH beside its message, a named type: `(item): GalleryItemAnswer => ({ item })`. */
  answer: (record: R) => A;
  /** The message of a successful PATCH, when not "<noun> updated". */
  updated?: string;
  /** What the caller's role must hold (vocabulary/roles.ts). */
  permission: Permission;
}) {
  const notFound = refusal("recordNotFound", { noun: spec.noun });
  const PATCH = route<Params>(
    async (request, { params }) => {
      const id = requireObjectId(params.id);
      const record = await spec.update(id, await parseJson(request, spec.schema));
      if (!record) throw new NotFoundError(notFound);
      return NextResponse.json<Saved<A>>({ message: spec.updated ?? `${spec.noun} updated`, ...spec.answer(record) });
    },
    { auth: spec.permission },
  );
  const DELETE = route<Params>(
    async (request, { params }) => {
      const id = requireObjectId(params.id);
      if (!(await spec.remove(id))) throw new NotFoundError(notFound);
      return NextResponse.json<Said>({ message: `${spec.noun} deleted` });
    },
    { auth: spec.permission },
  );
  return { PATCH, DELETE };
}
