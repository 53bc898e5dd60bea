/**
 * The title and description of each page that has a Tamil twin, in the twin's language, from
 * messages/<locale>.json: one source for both pages (the English words are the specification's and the glossary's
 * Tamil is beside them, key for key). Each page file only names its function and its language.
 */
import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { placeOf } from "@/lib/i18n/site-facts";
import { getSite } from "@/lib/business/site-facts-store";
import { languageAlternates, pageMetadata } from "./metadata";

/** The sign-in and sign-up pages: the landing page under a dialog; the landing page is the one to index. */
function authMetadata(title: string, description: string, path: string, locale: Locale, siteName: string): Metadata {
  return { ...pageMetadata({ title, description, path, locale, siteName }), robots: { index: false, follow: true } };
}

export async function landingMetadata(locale: Locale): Promise<Metadata> {
  const site = await getSite();
  const t = await getTranslations({ locale, namespace: "Home" });
  const facts = { ...placeOf(locale), year: site.foundedYear };
  return pageMetadata({ siteTitle: t("siteTitle", facts), description: t("landingDescription", facts), path: "/", locale, siteName: site.name });
}

export async function homeMetadata(locale: Locale): Promise<Metadata> {
  const site = await getSite();
  const t = await getTranslations({ locale, namespace: "Home" });
  return pageMetadata({
    title: t("metaTitle"),
    description: t("metaDescription", { ...placeOf(locale) }),
    path: "/home",
    locale,
    siteName: site.name,
  });
}

export async function aboutMetadata(locale: Locale): Promise<Metadata> {
  const site = await getSite();
  const t = await getTranslations({ locale, namespace: "About" });
  const facts = { name: site.name, ...placeOf(locale), year: site.foundedYear, years: site.experienceYears };
  return pageMetadata({ title: t("metaTitle"), description: t("metaDescription", facts), path: "/about", locale, siteName: site.name });
}

export async function servicesMetadata(locale: Locale): Promise<Metadata> {
  const site = await getSite();
  const t = await getTranslations({ locale, namespace: "Services" });
  return pageMetadata({
    title: t("metaTitle"),
    description: t("metaDescription", { ...placeOf(locale) }),
    path: "/services",
    locale,
    siteName: site.name,
  });
}

export async function contactMetadata(locale: Locale): Promise<Metadata> {
  const site = await getSite();
  const t = await getTranslations({ locale, namespace: "Contact" });
  const facts = { phone: site.phone.display, street: site.streetIn(locale), hasStreet: site.streetIn(locale) ? "yes" : "no", ...placeOf(locale) };
  return pageMetadata({ title: t("metaTitle"), description: t("metaDescription", facts), path: "/contact", locale, siteName: site.name });
}

export async function testimonialsMetadata(locale: Locale): Promise<Metadata> {
  const site = await getSite();
  const t = await getTranslations({ locale, namespace: "Testimonials" });
  return pageMetadata({
    title: t("metaTitle"),
    description: t("metaDescription", { ...placeOf(locale) }),
    path: "/testimonials",
    locale,
    siteName: site.name,
  });
}

export async function loginMetadata(locale: Locale): Promise<Metadata> {
  const site = await getSite();
  const t = await getTranslations({ locale, namespace: "Auth" });
  return authMetadata(t("loginTitle"), t("loginDescription", { name: site.name }), "/login", locale, site.name);
}

export async function signupMetadata(locale: Locale): Promise<Metadata> {
  const site = await getSite();
  const t = await getTranslations({ locale, namespace: "Auth" });
  return authMetadata(t("signupTitle"), t("signupDescription", { name: site.name }), "/signup", locale, site.name);
}

/** The account page: per person, never indexed. */
export async function accountMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Auth" });
  return { title: t("accountTitle"), robots: { index: false, follow: false }, alternates: { languages: languageAlternates("/account") } };
}

/** The service worker's page for a page that needs the network: never indexed. */
export async function offlineMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Offline" });
  return { title: t("metaTitle"), robots: { index: false } };
}
