import { NextResponse } from "next/server";
import { createUser } from "@/lib/auth/accounts";
import { assertStrongPassword, passwordWeakness } from "@/lib/auth/password-strength";
import { ValidationError } from "@/lib/errors";
import { getSite } from "@/lib/business/site-facts-store";
import { parseJson } from "@/lib/http/body";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { hitLimit, signupIpRule } from "@/lib/rate-limit";
import { clientIp } from "@/lib/http/client-ip";
import { signupSchema, type UserResponse } from "@/lib/validation/user";
import type { Saved } from "@/lib/answers";
import { refusal } from "@/lib/i18n/refusal";

export const dynamic = "force-dynamic";

/**
 * POST /api/user/signup {name, email, phone, password} → 201 {message, user}; 409 when the e-mail is taken.
 * Schema and password strength first (400 with the field), then the per-address limit, then the hash.
 */
export const POST = route(
  async (request) => {
    // Every wrong field at once (walk C13): a weak password is said beside the other fields' reasons, not after them.
    const raw = (await request
      .clone()
      .json()
      .catch(() => null)) as Record<string, unknown> | null;
    const siteName = (await getSite()).name;
    const input = await parseJson(request, signupSchema).catch((err: unknown) => {
      const password = raw && typeof raw.password === "string" ? raw.password : "";
      if (err instanceof ValidationError && password && !err.errors?.password) {
        const weak = passwordWeakness(password, [String(raw?.email ?? ""), String(raw?.name ?? ""), siteName]);
        if (weak) throw new ValidationError({ ...err.errors, password: weak }, err.refusal);
      }
      throw err;
    });
    assertStrongPassword(input.password, [input.email, input.name, siteName]);
    const address = clientIp(request);
    await hitLimit(signupIpRule(), address, refusal("tooManySignups"));
    const user = await createUser(input, address);
    return NextResponse.json<Saved<UserResponse>>({ message: "User created successfully", user }, { status: 201 });
  },
  { auth: "public" },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["POST"]);
