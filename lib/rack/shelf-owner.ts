import "server-only";
import { getUser, userIdByEmail } from "@/lib/auth/accounts";
import { ValidationError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import type { ShelfOwner } from "@/vocabulary/offcuts";

/**
 * The customer account a piece is shelved for, by its e-mail (400 at `owner` when no account has it), with the
 * language of the order it was left over from when there is one (`language`), for the reminder.
 */
export async function shelfOwnerByEmail(email: string, language?: string): Promise<ShelfOwner> {
  const id = await userIdByEmail(email.toLowerCase());
  if (!id) throw new ValidationError({ owner: refusal("noCustomerWithEmail") });
  const user = await getUser(String(id));
  return { id: String(id), name: user.name, email: user.email, phone: user.phone ?? "", ...(language ? { language } : {}) };
}
