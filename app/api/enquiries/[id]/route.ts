import { deleteEnquiry, setEnquiryStatus } from "@/lib/enquiries/store";
import { otherMethods } from "@/lib/http/methods";
import { adminRecordRoutes } from "@/lib/http/record-routes";
import { type EnquiryAnswer, type EnquiryDto, enquiryUpdateSchema } from "@/lib/validation/enquiry";

export const dynamic = "force-dynamic";

/**
 * PATCH /api/enquiries/{id} {status} → {message, enquiry}. Admins only.
 * DELETE /api/enquiries/{id} → {message}; 404 when it is already gone. Admins only.
 */
export const { PATCH, DELETE } = adminRecordRoutes({
  permission: "enquiries.manage",
  noun: "Enquiry",
  answer: (enquiry: EnquiryDto): EnquiryAnswer => ({ enquiry }),
  updated: "Status updated",
  schema: enquiryUpdateSchema,
  update: (id, { status }) => setEnquiryStatus(id, status),
  remove: deleteEnquiry,
});

export const { GET, POST, PUT, OPTIONS } = otherMethods(["PATCH", "DELETE"]);
