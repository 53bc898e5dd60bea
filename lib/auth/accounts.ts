/**
 * Account operations used by the route handlers (which stay thin). Nothing
 * here returns a password hash: reads use lean queries without it and every
 * result goes through `toPublicUser()`.
 *
 * FerretDB notes: findOneAndUpdate() with a projection is not supported, so
 * updates are updateOne() + a find; a unique-index violation on update comes
 * back as an internal error, not code 11000 (see isDuplicateKeyError).
 */
import type { Types } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors";
import { checkGuess } from "@/lib/rate-limit/guesses";
import type { ProfilePatchInput, PublicUser, SignupInput } from "@/lib/validation/user";
import { User } from "@/models/User";
import { hashPassword, verifyPassword } from "./password";

const EMAIL_TAKEN_MESSAGE = "This email is already registered";

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
    role: u.role === "admin" ? "admin" : "user",
    createdAt: iso(u.createdAt),
    updatedAt: iso(u.updatedAt),
  };
}

/** 11000 from inserts; FerretDB's update path reports a SQLite UNIQUE constraint as an internal error. */
export function isDuplicateKeyError(err: unknown): boolean {
  const e = err as { code?: number; message?: string } | null;
  if (!e) return false;
  return e.code === 11000 || e.code === 11001 || /E11000|UNIQUE constraint failed|duplicate key/i.test(e.message ?? "");
}

export async function createUser(input: SignupInput, fairnessKey = ""): Promise<PublicUser> {
  await connectToDatabase();
  const passwordHash = await hashPassword(input.password, fairnessKey);
  try {
    const doc = await User.create({
      name: input.name,
      email: input.email,
      phone: input.phone,
      passwordHash,
      role: "user",
      tokensValidAfter: new Date(),
    });
    return toPublicUser(doc);
  } catch (err) {
    // The unique index decides, not a find-then-insert: parallel sign-ups cannot both win.
    if (isDuplicateKeyError(err)) throw new ConflictError(EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
    throw err;
  }
}

/**
 * The user for these credentials, or null. Unknown e-mails cost a bcrypt
 * comparison too. The caller has passed the guess limiter (lib/rate-limit/guesses.ts).
 */
export async function authenticate(email: string, password: string, fairnessKey = ""): Promise<SessionUser | null> {
  await connectToDatabase();
  const doc = await User.findOne({ email })
    .select({ ...PUBLIC_FIELDS, passwordHash: 1 })
    .lean();
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
  if (!user) throw new NotFoundError("User not found");
  return toPublicUser(user);
}

export async function listUsers(): Promise<PublicUser[]> {
  await connectToDatabase();
  const docs = await User.find({}).select(PUBLIC_FIELDS).sort({ createdAt: 1 }).lean();
  return docs.map(toPublicUser);
}

/** Revokes every outstanding token of the user: tokens carry the old epoch and stop matching. */
export async function revokeSessions(id: string): Promise<Date> {
  await connectToDatabase();
  const epoch = new Date();
  await User.updateOne({ _id: id }, { $set: { tokensValidAfter: epoch } });
  return epoch;
}

export type ProfileChange = ProfilePatchInput;

export type UpdateResult = { user: PublicUser; passwordChanged: boolean; sessionEpoch: Date };

export const CURRENT_PASSWORD_WRONG = "Current password is incorrect";
export const CURRENT_PASSWORD_FOR_EMAIL = "Enter your current password to change your email";

/** Who asks for a change: the signed-in actor and the client address they come from. */
export type Actor = { id: string; email: string; address: string };

/**
 * Applies a profile change that the caller has already authorised
 * (lib/auth/policy.ts: role changes by admins, password changes by the owner).
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
  if (change.role !== undefined) set.role = change.role;

  const current = await User.findById(id).select({ email: 1, passwordHash: 1 }).lean();
  if (!current) throw new NotFoundError("User not found");

  const emailChanges = change.email !== undefined && change.email !== current.email;
  const needsCurrent = change.password !== undefined || (own && emailChanges);
  if (needsCurrent && change.currentPassword === undefined) {
    throw new ValidationError({ currentPassword: CURRENT_PASSWORD_FOR_EMAIL });
  }

  if (emailChanges) {
    // FerretDB cannot report a duplicate on update reliably, so look first; the index still has the last word.
    const taken = await User.exists({ email: change.email });
    if (taken && String(taken._id) !== id) throw new ConflictError(EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
    set.email = change.email;
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
      throw new ValidationError({ currentPassword: CURRENT_PASSWORD_WRONG });
    }
    await ticket.succeed();
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
      if (res.matchedCount === 0) throw new NotFoundError("User not found");
    } catch (err) {
      if (isDuplicateKeyError(err)) throw new ConflictError(EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
      throw err;
    }
  }
  const after = await findSessionUser(id);
  if (!after) throw new NotFoundError("User not found");
  return { user: toPublicUser(after), passwordChanged, sessionEpoch: after.tokensValidAfter };
}

/** Deletes the account; its tokens die with it (the session guard requires the user to exist). */
export async function deleteUser(id: string): Promise<void> {
  await connectToDatabase();
  const res = await User.deleteOne({ _id: id });
  if (res.deletedCount === 0) throw new NotFoundError("User not found");
}
