// `npm run user:admin -- someone@example.com [--demote]`: makes an existing account the workshop's owner (issue 51:
// the one staff role there was, "admin", is "owner" now), or, with --demote, a customer again. The same change as
// `npm run user:role` and the console's Staff page (lib/auth/staff.ts). The public API never lets anyone set a role.
import { connectToDatabase } from "../lib/db/connect";
import { userIdByEmail } from "../lib/auth/accounts";
import { setRole } from "../lib/auth/staff";
import { emailField } from "../lib/validation/user";
import { withDatabase } from "./lib/with-database";

const args = process.argv.slice(2);
const demote = args.includes("--demote");
const raw = args.find((a) => !a.startsWith("--"));

if (!raw) {
  console.error("Usage: npm run user:admin -- <email> [--demote]");
  process.exit(2);
}
const parsed = emailField.safeParse(raw);
if (!parsed.success) {
  console.error(`[admin] not a valid email address: ${raw}`);
  process.exit(2);
}
const email = parsed.data;

withDatabase(async () => {
  await connectToDatabase();
  const id = await userIdByEmail(email);
  if (!id) throw new Error(`no account with the email ${email}: sign up on the site first`);
  const { before } = await setRole(String(id), demote ? "user" : "owner", { actor: { kind: "system", name: "npm run user:admin" } });
  if (demote) return before === "user" ? `${email} is already a regular user` : `${email} is no longer an admin`;
  return before === "owner" ? `${email} is already an admin (owner)` : `${email} is now an admin (owner)`;
})
  .then((message) => console.log(`[admin] ${message}`))
  .catch((err) => {
    console.error(`[admin] failed: ${(err as Error).message}`);
    process.exit(1);
  });
