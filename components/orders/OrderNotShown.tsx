import Link from "next/link";
import { buttonClass } from "@/components/ui/Button";
import { orderWords } from "@/lib/i18n/islands/order";
import { localHref, type Locale } from "@/lib/i18n/locales";

/**
 * An order page the visitor may not open (no key, a wrong key, someone else's order): said plainly, with the ways in
 * (walk C3), never whose order it is or whether it exists. The answer stays a 404.
 */
export function OrderNotShown({ locale }: { locale: Locale }) {
  const t = orderWords(locale).page;
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16 sm:px-6" data-testid="order-not-shown">
      <h1 className="text-2xl font-semibold text-ink">{t.notShownTitle}</h1>
      <p className="mt-3 text-ink-muted">{t.notShownBody}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link href={localHref(locale, "/login")} className={buttonClass("primary")}>
          {t.notShownSignIn}
        </Link>
        <Link href={localHref(locale, "/")} className={buttonClass("secondary")}>
          {t.notShownHome}
        </Link>
      </div>
    </div>
  );
}
