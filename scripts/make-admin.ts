// `npm run user:admin -- someone@example.com [--demote]`: gives an existing
// account the admin role (or takes it away). The only way to make an admin:
// the public API never lets anyone set their own role.
import { connectToDatabase } from "../lib/db/connect";
import { revokeSessions, userIdByEmail } from "../lib/auth/accounts";
import { emailField } from "../lib/validation/user";
import { User } from "../models/User";
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
  const user = id ? await User.findById(id).select({ _id: 1, role: 1 }).lean() : null;
  if (!user) throw new Error(`no account with the email ${email}: sign up on the site first`);
  const role = demote ? "user" : "admin";
  if (user.role === role) return `${email} is already ${demote ? "a regular user" : "an admin"}`;
  await User.updateOne({ _id: user._id }, { $set: { role } });
  // A demotion takes effect at once anyway (roles are read on every request); sign the account out for good measure.
  if (demote) await revokeSessions(String(user._id));
  return demote ? `${email} is no longer an admin` : `${email} is now an admin`;
})
  .then((message) => console.log(`[admin] ${message}`))
  .catch((err) => {
    console.error(`[admin] failed: ${(err as Error).message}`);
    process.exit(1);
  });
