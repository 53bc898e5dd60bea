import { NextResponse } from "next/server";
import { NotFoundError } from "@/lib/errors";
import { deleteEnquiry, setEnquiryStatus } from "@/lib/enquiries/store";
import { parseJson } from "@/lib/http/body";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { requireObjectId } from "@/lib/http/params";
import { enquiryUpdateSchema } from "@/lib/validation/enquiry";

export const dynamic = "force-dynamic";

type Params = { id: string };

/** PATCH /api/enquiries/{id} {status} → {message, enquiry}. Admins only. */
export const PATCH = route<Params>(
  async (request, { params }) => {
    const id = requireObjectId(params.id);
    const { status } = await parseJson(request, enquiryUpdateSchema);
    const enquiry = await setEnquiryStatus(id, status);
    if (!enquiry) throw new NotFoundError("Enquiry not found");
    return NextResponse.json({ message: "Status updated", enquiry });
  },
  { auth: "admin" },
);

/** DELETE /api/enquiries/{id} → {message}; 404 when it is already gone. Admins only. */
export const DELETE = route<Params>(
  async (request, { params }) => {
    const id = requireObjectId(params.id);
    if (!(await deleteEnquiry(id))) throw new NotFoundError("Enquiry not found");
    return NextResponse.json({ message: "Enquiry deleted" });
  },
  { auth: "admin" },
);

export const { GET, POST, PUT, OPTIONS } = otherMethods(["PATCH", "DELETE"]);
