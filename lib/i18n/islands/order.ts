/**
 * The words of an order, both languages (messages/islands/<locale>/order.json): placing it from the cut list (the
 * estimate, the form, the outbox) and reading it on its page (details, money, list, plan, history). Read on the
 * server only: the pages pass their language's words down, so neither language's words are in the JavaScript.
 */
import "server-only";
import en from "@/messages/islands/en/order.json";
import ta from "@/messages/islands/ta/order.json";
import type { Locale } from "../locales";

export type OrderText = typeof en;
const TEXT: Record<Locale, OrderText> = { en, ta };

export const orderWords = (locale: Locale): OrderText => TEXT[locale];
