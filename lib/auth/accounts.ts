/**
 * Account operations used by the route handlers (which stay thin). Nothing
 * here returns a password hash: reads use lean queries without it and every
 * result goes through `toPublicUser()`.
 *
 * Every lookup is by `_id` (the only index the embedded database uses): an
 * account by its id, an e-mail address through its claim (models/UserEmail.ts),
 * the console's list through a keyed list (lib/db/ref-list.ts). FerretDB notes:
 * findOneAndUpdate() with a projection is not supported, so updates are
 * updateOne() + a find.
 */
import "server-only";
import { Types } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { isDuplicateKeyError } from "@/lib/db/keys";
import { addRef, refsPage, removeRef } from "@/lib/db/ref-list";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { checkGuess } from "@/lib/rate-limit/guesses";
import type { ProfilePatchInput, PublicUser, SignupInput } from "@/lib/validation/user";
import { User } from "@/models/User";
import { UserEmail } from "@/models/UserEmail";
import { hashPassword, verifyPassword } from "./password";
import { ROLES, type Role } from "@/vocabulary/roles";

/** A user as the session guards see it (no hash). */
export type SessionUser = PublicUser & { tokensValidAfter: Date };

type UserLike = {
  _id: Types.ObjectId | string;
  name: string;
  email: string;
  phone: string;
  role?: string | null;
  createdAt?: Date | string | null;
  updatedAt?: Date | string | null;
};

const PUBLIC_FIELDS = { name: 1, email: 1, phone: 1, role: 1, createdAt: 1, updatedAt: 1, tokensValidAfter: 1 } as const;

function iso(d: Date | string | null | undefined): string | undefined {
  if (!d) return undefined;
  return (d instanceof Date ? d : new Date(d)).toISOString();
}

/** The only shape in which a user leaves the server (an allow-list, not a deny-list). */
export function toPublicUser(u: UserLike): PublicUser {
  return {
    _id: String(u._id),
    name: u.name,
    email: u.email,
    phone: u.phone,
    // An account not yet moved by the roles' migration (lib/auth/migrate.ts) reads as what it becomes.
    role: u.role === "admin" ? "owner" : ROLES.includes(u.role as Role) ? (u.role as Role) : "user",
    createdAt: iso(u.createdAt),
    updatedAt: iso(u.updatedAt),
  };
}

/** The console's list of accounts, newest first. */
export const USERS_LIST = "users";
/** A claim whose account never appeared (a sign-up that died between its two writes) is free again after this. */
const ORPHAN_CLAIM_MS = 60_000;

/**
 * Claims `email` for the account `userId`: true when it is (now) theirs, false
 * when another existing account holds it. The insert decides between two
 * sign-ups with one address at the same moment.
 */
async function claimEmail(email: string, userId: Types.ObjectId): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await UserEmail.create({ _id: email, user: userId, at: new Date() });
      return true;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
    const claim = await UserEmail.findById(email).lean();
    if (!claim) continue;
    if (claim.user.equals(userId)) return true;
    const holder = await User.findById(claim.user, { email: 1 }).lean();
    if (holder?.email === email || Date.now() - claim.at.getTime() < ORPHAN_CLAIM_MS) return false;
    await UserEmail.deleteOne({ _id: email });
  }
  return false;
}

/** Lets go of `email` if `userId` holds it. */
async function releaseEmail(email: string, userId: Types.ObjectId): Promise<void> {
  const claim = await UserEmail.findById(email).lean();
  if (claim?.user.equals(userId)) await UserEmail.deleteOne({ _id: email });
}

const taken = () => new ConflictError(refusal("emailTaken"), { email: refusal("emailTaken") });

export async function createUser(input: SignupInput, fairnessKey = ""): Promise<PublicUser> {
  await connectToDatabase();
  const passwordHash = await hashPassword(input.password, fairnessKey);
  const _id = new Types.ObjectId();
  if (!(await claimEmail(input.email, _id))) throw taken();
  try {
    const doc = await User.create({
      _id,
      name: input.name,
      email: input.email,
      phone: input.phone,
      passwordHash,
      role: "user",
      tokensValidAfter: new Date(),
    });
    await addRef(USERS_LIST, String(_id));
    return toPublicUser(doc);
  } catch (err) {
    await releaseEmail(input.email, _id).catch(() => undefined);
    if (isDuplicateKeyError(err)) throw taken();
    throw err;
  }
}

/** The account that holds this (lower-cased) address, by its claim. */
export async function userIdByEmail(email: string): Promise<Types.ObjectId | null> {
  await connectToDatabase();
  return (await UserEmail.findById(email).lean())?.user ?? null;
}

/**
 * The user for these credentials, or null. Unknown e-mails cost a bcrypt
 * comparison too. The caller has passed the guess limiter (lib/rate-limit/guesses.ts).
 */
export async function authenticate(email: string, password: string, fairnessKey = ""): Promise<SessionUser | null> {
  await connectToDatabase();
  const id = await userIdByEmail(email);
  const found = id
    ? await User.findById(id)
        .select({ ...PUBLIC_FIELDS, passwordHash: 1 })
        .lean()
    : null;
  // A claim left by an address change that did not finish points at an account with another address.
  const doc = found?.email === email ? found : null;
  const ok = await verifyPassword(password, doc?.passwordHash ?? null, fairnessKey);
  if (!doc || !ok) return null;
  return { ...toPublicUser(doc), tokensValidAfter: doc.tokensValidAfter };
}

export async function findSessionUser(id: string): Promise<SessionUser | null> {
  await connectToDatabase();
  const doc = await User.findById(id).select(PUBLIC_FIELDS).lean();
  if (!doc) return null;
  return { ...toPublicUser(doc), tokensValidAfter: doc.tokensValidAfter ?? new Date(0) };
}

export async function getUser(id: string): Promise<PublicUser> {
  const user = await findSessionUser(id);
  if (!user) throw new NotFoundError(refusal("userNotFound"));
  return toPublicUser(user);
}

/** One page of the accounts, newest first, and how many there are. */
export async function listUsers(page = 1, limit = 100): Promise<{ users: PublicUser[]; total: number }> {
  await connectToDatabase();
  const { refs, total } = await refsPage(USERS_LIST, (page - 1) * limit, limit);
  const docs = await Promise.all(refs.map((id) => User.findById(id).select(PUBLIC_FIELDS).lean()));
  return { users: docs.filter((d) => d !== null).map(toPublicUser), total };
}

/** The account that holds this address, as a list of none or one (the Users page's search). */
export async function usersWithEmail(email: string): Promise<{ users: PublicUser[]; total: number }> {
  const id = await userIdByEmail(email);
  const doc = id && (await User.findById(id).select(PUBLIC_FIELDS).lean());
  return doc ? { users: [toPublicUser(doc)], total: 1 } : { users: [], total: 0 };
}

/** Revokes every outstanding token of the user: tokens carry the old epoch and stop matching. */
export async function revokeSessions(id: string): Promise<Date> {
  await connectToDatabase();
  const epoch = new Date();
  await User.updateOne({ _id: id }, { $set: { tokensValidAfter: epoch } });
  return epoch;
}

/**
 * Revokes the sessions of one epoch only (a sign-out mark, lib/auth/guards.ts):
 * when the user has since signed in again elsewhere, or changed the password,
 * that newer epoch is left alone.
 */
export async function revokeSessionEpoch(id: string, epochMs: number): Promise<void> {
  await connectToDatabase();
  await User.updateOne({ _id: id, tokensValidAfter: new Date(epochMs) }, { $set: { tokensValidAfter: new Date(Math.max(Date.now(), epochMs + 1)) } });
}

export type ProfileChange = ProfilePatchInput;

export type UpdateResult = { user: PublicUser; passwordChanged: boolean; sessionEpoch: Date };

/** Who asks for a change: the signed-in actor and the client address they come from. */
export type Actor = { id: string; email: string; address: string };

/**
 * Applies a profile change that the caller has already authorised
 * (lib/auth/policy.ts: password changes by the account's holder). A role change is not applied here: the route
 * passes it to lib/auth/staff.ts.
 * The owner must give the current password to change the password or the
 * e-mail; it is checked through the same guess limiter as sign-in (per address
 * and per account) before any hashing. A password change revokes the other
 * sessions.
 */
export async function updateUser(id: string, change: ProfileChange, actor: Actor): Promise<UpdateResult> {
  await connectToDatabase();
  const own = id === actor.id;

  const set: Record<string, unknown> = {};
  if (change.name !== undefined) set.name = change.name;
  if (change.phone !== undefined) set.phone = change.phone;
  // A role is changed only through lib/auth/staff.ts `setRole` (its rules, its sessions, its audit line).

  const current = await User.findById(id).select({ email: 1, passwordHash: 1 }).lean();
  if (!current) throw new NotFoundError(refusal("userNotFound"));

  const emailChanges = change.email !== undefined && change.email !== current.email;
  const needsCurrent = change.password !== undefined || (own && emailChanges);
  if (needsCurrent && change.currentPassword === undefined) {
    throw new ValidationError({ currentPassword: refusal("currentPasswordForEmail") });
  }

  if (needsCurrent) {
    const ticket = await checkGuess({ account: current.email, address: actor.address });
    let ok: boolean;
    try {
      ok = await verifyPassword(change.currentPassword ?? "", current.passwordHash, actor.address);
    } catch (err) {
      ticket.abandon();
      throw err;
    }
    if (!ok) {
      await ticket.fail();
      throw new ValidationError({ currentPassword: refusal("currentPasswordWrong") });
    }
    await ticket.succeed();
  }

  // The new address is claimed only once the current password has been checked.
  const userId = new Types.ObjectId(id);
  if (emailChanges) {
    if (!(await claimEmail(change.email!, userId))) throw taken();
    set.email = change.email;
  }

  let passwordChanged = false;
  if (change.password !== undefined) {
    set.passwordHash = await hashPassword(change.password, actor.address);
    set.tokensValidAfter = new Date();
    passwordChanged = true;
  }

  if (Object.keys(set).length) {
    try {
      const res = await User.updateOne({ _id: id }, { $set: set }, { runValidators: true });
      if (res.matchedCount === 0) throw new NotFoundError(refusal("userNotFound"));
    } catch (err) {
      if (emailChanges) await releaseEmail(change.email!, userId).catch(() => undefined);
      if (isDuplicateKeyError(err)) throw taken();
      throw err;
    }
    if (emailChanges) await releaseEmail(current.email, userId);
  }
  const after = await findSessionUser(id);
  if (!after) throw new NotFoundError(refusal("userNotFound"));
  return { user: toPublicUser(after), passwordChanged, sessionEpoch: after.tokensValidAfter };
}

/** Deletes the account; its tokens die with it (the session guard requires the user to exist). */
export async function deleteUser(id: string): Promise<void> {
  await connectToDatabase();
  const userId = new Types.ObjectId(id);
  const doc = await User.findById(userId, { email: 1 }).lean();
  const res = await User.deleteOne({ _id: userId });
  if (!doc || res.deletedCount === 0) throw new NotFoundError(refusal("userNotFound"));
  await Promise.all([releaseEmail(doc.email, userId), removeRef(USERS_LIST, id)]);
}
