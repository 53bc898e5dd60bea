import { NextResponse } from "next/server";
import { createUser } from "@/lib/auth/accounts";
import { parseJson } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { reserve, signupIpRule } from "@/lib/rate-limit";
import { signupSchema } from "@/lib/validation/user";

export const dynamic = "force-dynamic";

/** POST /api/user/signup {name, email, phone, password} → 201 {message, user}; 409 when the e-mail is taken. */
export const POST = route(
  async (request) => {
    const input = await parseJson(request, signupSchema);
    await reserve([{ rule: signupIpRule(), subject: clientIp(request) }]);
    const user = await createUser(input);
    return NextResponse.json({ message: "User created successfully", user }, { status: 201 });
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["POST"]);
