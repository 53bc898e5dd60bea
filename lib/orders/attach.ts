import "server-only";
import { Types } from "mongoose";
import type { Session } from "@/lib/auth/guards";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import type { OrderDto } from "./dto";
import { fileUnderOwner } from "./store/book";
import { changeOrder } from "./store/change";
import { fullDto, keyMatches } from "./view";

/**
 * Attaches a guest order to the signed-in account: the guest link's key proves it is theirs. Idempotent; 404 for a
 * wrong key (as for any lookup), 409 when another account already holds it.
 */
export async function attachGuestOrder(reference: string, key: string | null, user: Session["user"]): Promise<OrderDto> {
  const ref = reference.toUpperCase();
  const owner = new Types.ObjectId(user._id);
  await changeOrder(ref, async (doc) => {
    if (!keyMatches(key, doc.accessKey)) throw new NotFoundError(refusal("orderNotFound"));
    if (doc.owner && !doc.owner.equals(owner)) throw new ConflictError(refusal("orderInAnotherAccount"));
    return { set: doc.owner ? undefined : { owner, updatedAt: new Date() }, result: undefined };
  });
  await fileUnderOwner(ref, user._id);
  return (await fullDto(ref))!;
}
