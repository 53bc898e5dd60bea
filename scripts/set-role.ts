// `npm run user:role -- someone@example.com <owner|office|floor|user>`: sets an account's role (issue 51), as the
// console's Staff page does (the workshop always keeps an owner; the person's other sessions end; the audit log says
// so). Exit 0 and one line saying what changed; exit 1 with a clear message for an unknown e-mail or role.
import { connectToDatabase } from "../lib/db/connect";
import { userIdByEmail } from "../lib/auth/accounts";
import { ROLES, type Role } from "../vocabulary/roles";
import { setRole } from "../lib/auth/staff";
import { emailField } from "../lib/validation/user";
import { withDatabase } from "./lib/with-database";

const [rawEmail, rawRole] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const usage = `Usage: npm run user:role -- <email> <${ROLES.join("|")}>`;
if (!rawEmail || !rawRole) {
  console.error(usage);
  process.exit(1);
}
const email = emailField.safeParse(rawEmail);
if (!email.success) {
  console.error(`[role] not a valid email address: ${rawEmail}`);
  process.exit(1);
}
if (!ROLES.includes(rawRole as Role)) {
  console.error(`[role] no such role: ${rawRole} (one of ${ROLES.join(", ")})`);
  process.exit(1);
}
const role = rawRole as Role;

withDatabase(async () => {
  await connectToDatabase();
  const id = await userIdByEmail(email.data);
  if (!id) throw new Error(`no account with the email ${email.data}: sign up on the site first`);
  const { before, ended } = await setRole(String(id), role, { actor: { kind: "system", name: "npm run user:role" } });
  if (before === role) return `${email.data} is already ${role}`;
  return `${email.data}: ${before} → ${role}${ended ? ` (${ended} session${ended === 1 ? "" : "s"} ended)` : ""}`;
})
  .then((message) => console.log(`[role] ${message}`))
  .catch((err) => {
    console.error(`[role] failed: ${(err as Error).message}`);
    process.exit(1);
  });
