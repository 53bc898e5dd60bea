import type { SiteFacts } from "../../vocabulary/site-facts";

/**
 * The facts a new database starts with (issue 56): clearly fictional (the social links the networks' home pages, as the spec has them), or the NEXT_PUBLIC_* variables of the README
 * when they are set (read once, at build time). The console's saved facts replace them everywhere.
 */
const env = (value: string | undefined, fallback: string) => (value && value.trim() ? value.trim() : fallback);
const digits = (value: string) => value.replace(/\D/g, "");

const phone = digits(env(process.env.NEXT_PUBLIC_BUSINESS_PHONE, "919876543210"));

export const SEED_FACTS: SiteFacts = {
  name: env(process.env.NEXT_PUBLIC_BUSINESS_NAME, "Kovai Panel Works"),
  shortName: env(process.env.NEXT_PUBLIC_BUSINESS_SHORT_NAME, "Kovai Panels"),
  phone,
  whatsapp: digits(env(process.env.NEXT_PUBLIC_BUSINESS_WHATSAPP, phone)),
  email: env(process.env.NEXT_PUBLIC_BUSINESS_EMAIL, "sales@kovaipanelworks.example"),
  street: env(process.env.NEXT_PUBLIC_BUSINESS_STREET, "Plot 14, SIDCO Industrial Estate, Kurichi"),
  streetTamil: "",
  postalCode: env(process.env.NEXT_PUBLIC_BUSINESS_POSTCODE, "641021"),
  mapUrl: env(process.env.NEXT_PUBLIC_BUSINESS_MAP_URL, ""),
  socials: {
    facebook: env(process.env.NEXT_PUBLIC_SOCIAL_FACEBOOK, "https://www.facebook.com/"),
    instagram: env(process.env.NEXT_PUBLIC_SOCIAL_INSTAGRAM, "https://www.instagram.com/"),
    linkedin: env(process.env.NEXT_PUBLIC_SOCIAL_LINKEDIN, "https://www.linkedin.com/"),
    twitter: env(process.env.NEXT_PUBLIC_SOCIAL_TWITTER, "https://x.com/"),
  },
  opens: "09:00",
  closes: "19:00",
};
