import "server-only";
import { emailField } from "./user";
import { pagingSchema } from "./paging";

/**
 * GET /api/user/: one page of the accounts, or the one account that holds an e-mail address (walk 6, C18: the owner
 * finds a person without paging through every sign-up). By the address, not a part of a name: the address is the
 * account's own key (its claim is read by `_id`), where a name search would read every account. Server-only: a
 * classic zod object's methods would bring all of zod to every page that imports the user's fields (about 90 KB).
 */
export const usersQuerySchema = pagingSchema.extend({ email: emailField.optional() });
