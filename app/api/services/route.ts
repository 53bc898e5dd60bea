import { NextResponse } from "next/server";
import { once } from "@/lib/idempotency/once";
import { parseJson } from "@/lib/http/body";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { BadRequestError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { isLocale } from "@/lib/i18n/locales";
import { servicesSnapshot } from "@/lib/services/read";
import { createService } from "@/lib/services/admin";
import { serviceCreateSchema, type PublicService, type ServiceAnswer } from "@/lib/validation/service-admin";
import { answerText, type Saved } from "@/lib/answers";

export const dynamic = "force-dynamic";

/** Public data: shared caches may keep it for a minute, serve it stale while they refresh, and for 15 minutes if the site errs. */
const CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=900";

/**
 * GET /api/services → `[{_id, title, des, image}]` sorted by `order`. During a
 * database outage the last good list is served (lib/services/read.ts); `Age` says how old it is.
 * `?lang=ta` answers the cards' Tamil words (English where the console left them empty) and, on each card,
 * `jobWork`: the job-work modal it opens (found from its English title). No `lang`, or `lang=en`, is the spec's list.
 */
export const GET = route(
  async (request) => {
    const lang = new URL(request.url).searchParams.get("lang") ?? "en";
    if (!isLocale(lang)) throw new BadRequestError(refusal("correctFields"), { lang: refusal("langEnOrTa") });
    const snapshot = await servicesSnapshot();
    const { json, etag } = snapshot[lang];
    const age = Math.max(0, Math.floor((Date.now() - snapshot.at) / 1000));
    const headers = { "Content-Type": "application/json", ETag: etag, Age: String(age) };
    if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
    return answerText<PublicService[]>(json, { status: 200, headers });
  },
  { auth: "public", cache: CACHE_CONTROL },
);

/** POST /api/services {title, des[, image][, order]} → 201 {message, service}. Admins only (see app/api/services/[id] for the rest). */
export const POST = route(
  async (request) => {
    const { idempotencyKey: key, ...input } = await parseJson(request, serviceCreateSchema);
    // A double tap on "Save" makes one service (issue 65: every creating staff write takes a key).
    const { result: service, repeated } = await once({ scope: "service", key, request: input }, () => createService(input));
    return NextResponse.json<Saved<ServiceAnswer>>({ message: "Service created", service }, { status: repeated ? 200 : 201 });
  },
  { auth: "content.manage" },
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET", "POST"]);
