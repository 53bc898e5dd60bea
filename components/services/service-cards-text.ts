import type { ServiceDialogText } from "@/components/sections/ServiceDialog";

/** The list's words in the page's language (messages Services.*; the card's are raw, with `{title}` and `<sr>`). */
export interface ServiceCardsText {
  /** The spec's alert when the list cannot be loaded ("Failed to fetch services"). */
  alert: string;
  loading: string;
  failed: string;
  empty: string;
  card: { alt: string; details: string; plan: string; whatsapp: string; quoteText: string };
  dialog: ServiceDialogText;
}
