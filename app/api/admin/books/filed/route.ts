import { NextResponse } from "next/server";
import { personActor } from "@/lib/auth/actor";
import { audit } from "@/lib/audit/log";
import { parseJson } from "@/lib/http/body";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { filedRequestSchema } from "@/lib/money/payment-fields";
import { markFiled, type BooksMonth } from "@/lib/money/returns";
import type { Saved } from "@/lib/answers";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/books/filed {month} → {message, ...the month}: the month's GSTR-1 is filed; from now no invoice or
 * credit note is dated in it. 409 before its file was downloaded, or while the month runs. Owner and office.
 */
export const POST = route(
  async (request, { session }) => {
    const { month } = await parseJson(request, filedRequestSchema);
    const books = await markFiled(month, session.user.name);
    await audit(personActor(session), "return-filed", { detail: { month } });
    return NextResponse.json<Saved<BooksMonth>>({ message: `The GSTR-1 of ${month} is marked filed`, ...books });
  },
  { auth: "books.returns" },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["POST"]);
