import { notFound } from "next/navigation";

/**
 * Any other console address answers the console's own 404 (app/admin/not-found.tsx), rendered per request like the
 * console: its scripts carry the request's nonce. Without this page the site's static 404 was served under the
 * console's nonce policy, and the browser refused its scripts.
 */
export default function MissingConsolePage(): never {
  notFound();
}
