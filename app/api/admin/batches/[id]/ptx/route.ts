import { NotFoundError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { sawFileResponse } from "@/lib/http/saw-file";
import { getBatch } from "@/lib/batches/life";
import { batchIdParam } from "@/lib/batches/params";
import { batchSawFile } from "@/lib/batches/saw-file";

export const dynamic = "force-dynamic";

/** GET /api/admin/batches/{id}/ptx → the batch's plan as the beam saw's PTX file, each piece named by its own order. */
export const GET = route<{ id: string }>(
  async (_request, { params }) => {
    const id = batchIdParam(params.id);
    const batch = await getBatch(id);
    if (!batch) throw new NotFoundError(refusal("noSuchBatch"));
    return sawFileResponse(await batchSawFile(batch), id);
  },
  { auth: "batches.manage" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
