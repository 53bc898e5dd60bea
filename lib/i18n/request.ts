import { getRequestConfig } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale } from "./locales";

/**
 * next-intl's per-request configuration. Pages and components always name their language
 * (`getTranslations({ locale, namespace })`): it comes from where the page lives (app/ta or not), never from a
 * header or a cookie, so every page stays pre-rendered.
 */
export default getRequestConfig(async ({ locale, requestLocale }) => {
  const asked = locale ?? (await requestLocale);
  const chosen = isLocale(asked) ? asked : DEFAULT_LOCALE;
  return { locale: chosen, messages: (await import(`../../messages/${chosen}.json`)).default };
});
