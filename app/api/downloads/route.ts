import { recordDownload } from "@/lib/downloads/counts";
import { downloadBeaconSchema } from "@/lib/downloads/schema";
import { parseJson } from "@/lib/http/body";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { clientIp } from "@/lib/http/client-ip";

export const dynamic = "force-dynamic";

/**
 * POST /api/downloads {file: "cutting"|…} → 204: one download of a job-work
 * order sheet (the beacon). Counted at most once per client address, file and
 * hour; repeats get the same 204 and write nothing.
 */
export const POST = route(
  async (request) => {
    const { file } = await parseJson(request, downloadBeaconSchema);
    await recordDownload(file, clientIp(request));
    return new Response(null, { status: 204 });
  },
  { auth: "public" },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["POST"]);
