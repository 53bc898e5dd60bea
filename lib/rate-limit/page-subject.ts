import "server-only";
import { headers } from "next/headers";
import { clientSubject } from "./client-key";

/** The rate-limit subject of the client a server-rendered page is answering (the same as its API calls would have). */
export async function pageClientSubject(): Promise<string> {
  return clientSubject(new Request("http://internal.invalid/", { headers: await headers() }));
}
