/**
 * The shape of a phone number, an e-mail address and a PIN code, written once (client-safe, no schema library): the server's
 * schemas (./user.ts) and the forms' checks before anything is sent (the contact form on the home page, whose
 * JavaScript budget has no room for the schema library; the order form, which checks before it queues an order with
 * no network) use the same rules, so a form never lets through what the server refuses (issue 55).
 */

/** Digits with optional +, spaces, dashes and brackets. */
export const PHONE_CHARACTERS = /^\+?[0-9(][0-9 ()-]*$/;
export const PHONE_MAX = 25;

/** 7 to 15 digits (E.164 allows 15). */
export const phoneDigitsOk = (v: string) => {
  const digits = v.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 15;
};

export const isPhone = (v: string) => v.length <= PHONE_MAX && PHONE_CHARACTERS.test(v) && phoneDigitsOk(v);

/** A plausible address (the server's own check is stricter): something@domain.tld, no spaces, at most 254 characters. */
export const isEmailShaped = (v: string) => v.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(v);

/** An Indian PIN code: six digits, not starting with 0 (the order's delivery, the business's address, the e-way bill). */
export const PINCODE = /^[1-9]\d{5}$/;
