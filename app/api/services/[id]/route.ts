import { NextResponse } from "next/server";
import { NotFoundError } from "@/lib/errors";
import { parseJson } from "@/lib/http/body";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { requireObjectId } from "@/lib/http/params";
import { deleteService, updateService } from "@/lib/services/admin";
import { serviceUpdateSchema } from "@/lib/validation/service-admin";

export const dynamic = "force-dynamic";

type Params = { id: string };

/** PATCH /api/services/{id} {title?, des?, image?, order?} → {message, service}. Admins only. */
export const PATCH = route<Params>(
  async (request, { params }) => {
    const id = requireObjectId(params.id);
    const patch = await parseJson(request, serviceUpdateSchema);
    const service = await updateService(id, patch);
    if (!service) throw new NotFoundError("Service not found");
    return NextResponse.json({ message: "Service updated", service });
  },
  { auth: "admin" },
);

/** DELETE /api/services/{id} → {message}; its uploaded image is removed; 404 the second time. Admins only. */
export const DELETE = route<Params>(
  async (request, { params }) => {
    const id = requireObjectId(params.id);
    if (!(await deleteService(id))) throw new NotFoundError("Service not found");
    return NextResponse.json({ message: "Service deleted" });
  },
  { auth: "admin" },
);

export const { GET, POST, PUT, OPTIONS } = otherMethods(["PATCH", "DELETE"]);
