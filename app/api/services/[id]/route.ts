import { otherMethods } from "@/lib/http/methods";
import { adminRecordRoutes } from "@/lib/http/record-routes";
import { deleteService, updateService } from "@/lib/services/admin";
import { type ServiceAnswer, serviceUpdateSchema } from "@/lib/validation/service-admin";

export const dynamic = "force-dynamic";

/**
 * PATCH /api/services/{id} {title?, des?, image?, order?} → {message, service}. Admins only.
 * DELETE /api/services/{id} → {message}; its uploaded image is removed; 404 the second time. Admins only.
 */
export const { PATCH, DELETE } = adminRecordRoutes({
  permission: "content.manage",
  noun: "Service",
  answer: (service): ServiceAnswer => ({ service }),
  schema: serviceUpdateSchema,
  update: updateService,
  remove: deleteService,
});

export const { GET, POST, PUT, OPTIONS } = otherMethods(["PATCH", "DELETE"]);
