"use client";

import Link from "next/link";
import { TaggedText } from "@/components/ui/TaggedText";
import { chooseFloorLanguage } from "@/lib/client/floor-language";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/Button";
import { words } from "@/lib/i18n/islands/words";
import { bindText, Field } from "@/components/ui/Field";
import { pairThisPhone } from "@/lib/client/api/devices";
import { ApiError } from "@/lib/client/api/request";
import { floorText } from "@/lib/i18n/islands/floor";
import type { Locale } from "@/lib/i18n/locales";

/**
 * A phone with nobody signed in, on the scan page (issue 51): it pairs by the one-time code the console shows, typed
 * here or brought by the QR code's link (`?pair=`, sent at once). In English or Tamil, as the person holding it
 * chooses (kept on the phone); the server's refusal comes in the same language, under the field.
 */
export function PairPhone({ initialCode, initialLocale }: { initialCode?: string; initialLocale: Locale }) {
  const router = useRouter();
  // The language chosen before on this phone (its cookie, read by the server: no English flash before the Tamil).
  const [locale, setLocale] = useState<Locale>(initialLocale);
  const t = floorText(locale).pair;
  const [code, setCode] = useState(initialCode ?? "");
  const [error, setError] = useState("");
  const [state, setState] = useState<"idle" | "busy" | "done">("idle");
  const sent = useRef(false);

  const pair = async (value: string) => {
    if (state === "busy") return;
    setState("busy");
    setError("");
    try {
      await pairThisPhone(value, locale);
      setState("done");
      router.replace("/admin/scan");
      router.refresh();
    } catch (err) {
      setState("idle");
      setError(err instanceof ApiError ? (err.errors.code ?? err.message) : String(err));
    }
  };

  // Opened from the QR code's link: pair at once, once.
  useEffect(() => {
    if (initialCode && !sent.current) {
      sent.current = true;
      void pair(initialCode);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialCode]);

  const choose = (l: Locale) => {
    setLocale(l);
    chooseFloorLanguage(l);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return setError(t.codeHint);
    void pair(code);
  };

  return (
    <section className="grid max-w-md gap-4" aria-labelledby="pair-title" lang={locale === "ta" ? "ta" : "en"} data-testid="pair-phone">
      <div role="group" aria-label={t.language} className="flex gap-2">
        {(["en", "ta"] as const).map((l) => (
          <button
            key={l}
            type="button"
            aria-pressed={locale === l}
            onClick={() => choose(l)}
            className={`min-h-11 rounded-md border px-4 text-sm font-semibold ${locale === l ? "border-brand-700 bg-brand-700 text-white" : "border-rule bg-white text-ink"}`}
          >
            {words(l).languageNames[l]}
          </button>
        ))}
      </div>
      <h1 id="pair-title" className="text-2xl font-semibold text-ink">
        {t.title}
      </h1>
      <p className="text-sm text-ink-muted">{t.intro}</p>
      <form onSubmit={onSubmit} noValidate className="grid gap-3">
        <Field
          id="pair-code"
          name="code"
          label={t.code}
          hint={t.codeHint}
          {...bindText(code, setCode)}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          error={error || undefined}
        />
        <button type="submit" className={buttonClass("primary", "md")} disabled={state !== "idle"}>
          {state === "busy" ? t.busy : state === "done" ? t.done : t.submit}
        </button>
      </form>
      <p className="text-sm text-ink-muted">
        <TaggedText
          text={t.orSignIn}
          tags={{
            signin: (chunk) => (
              <Link href="/login" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2">
                {chunk}
              </Link>
            ),
          }}
        />
      </p>
    </section>
  );
}
