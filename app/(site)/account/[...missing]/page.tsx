import { notFound } from "next/navigation";

/**
 * Any other address under the account page answers the 404 rendered per request, like the account page: its scripts
 * carry the request's nonce (the site's static 404 served under the account's nonce policy had its scripts refused).
 */
export default function MissingAccountPage(): never {
  notFound();
}
