/** The header a Tamil page's calls to this site's API carry, so that refusals come back in Tamil (./server-messages.ts). */
export const LANGUAGE_HEADER = "X-Language";
