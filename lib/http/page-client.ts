import "server-only";
import { headers } from "next/headers";
import { clientIp } from "./client-ip";

/** The rate-limit subject of the client a server-rendered page is answering (the same as its API calls would have). */
export async function pageClientIp(): Promise<string> {
  return clientIp(new Request("http://internal.invalid/", { headers: await headers() }));
}
