"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { useLoginFlag } from "@/components/auth/LoginFlag";
import { useAuthStore } from "@/lib/client/store/auth";
import { buttonClass } from "@/components/ui/Button";
import { usePageLocale } from "@/lib/client/page-locale";
import { accountText } from "@/lib/i18n/islands/account";
import { localePath } from "@/lib/i18n/locales";

/**
 * What a console or account page shows instead of its content: the sign-in
 * prompt for a signed-out visitor (the page reloads from the server once they
 * sign in), and for everyone else why not: staff only, or who may (issue 51).
 */
export function AccessNotice({
  reason,
  area = "console",
  message,
}: {
  reason: "signed-out" | "forbidden" | "unavailable";
  area?: "console" | "account";
  /** Why this role may not open the page ("Only the owner can change the tariff."). */
  message?: string;
}) {
  const user = useAuthStore((s) => s.user);
  const { setIsLogin } = useLoginFlag();
  const router = useRouter();
  const initialUser = useRef(user);
  const locale = usePageLocale();
  // The account page speaks the page's language; the console stays English (docs/LANGUAGES.md).
  const words = area === "account" ? accountText(locale).signIn : null;

  // Signed in from the dialog: the session cookie is set, so render the page on the server again.
  useEffect(() => {
    if (reason === "signed-out" && user && user !== initialUser.current) router.refresh();
  }, [reason, user, router]);

  if (reason === "unavailable") {
    return (
      <Notice title={words?.unavailableTitle ?? "The console is unavailable for a moment"}>
        <p>{words?.unavailableText ?? "The database is not answering. Please try again in a few seconds."}</p>
        <button type="button" className={buttonClass("primary", "sm")} onClick={() => router.refresh()}>
          {words?.tryAgain ?? "Try again"}
        </button>
      </Notice>
    );
  }
  if (reason === "forbidden") {
    return (
      <Notice title={message ? "403: not for your role" : "403: staff only"} testId="admin-forbidden">
        <p>{message ?? "Your account does not have access to the console."}</p>
        <Link href="/" className={buttonClass("secondary", "sm")}>
          Back to the site
        </Link>
      </Notice>
    );
  }
  // One prompt, not two: the card carries the sign-in prompt's words and its own Sign In button (no dialog over it).
  return (
    <Notice title={words?.title ?? "Sign in to open the business console"} testId="signin-required">
      <p>{words?.prompt ?? "Please sign in to access all details."}</p>
      <p>{words?.text ?? "The console is for the workshop's administrators."}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass("primary", "sm")} onClick={() => setIsLogin(true)}>
          {words?.button ?? "Sign In"}
        </button>
        <Link href={localePath(locale, "/")} className={buttonClass("secondary", "sm")}>
          {words?.back ?? "Back to the site"}
        </Link>
      </div>
    </Notice>
  );
}

function Notice({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <section data-testid={testId} className="mx-4 my-16 max-w-lg rounded-lg border border-rule bg-white p-6 sm:mx-auto sm:p-8">
      <h1 className="text-xl font-semibold text-brand-800">{title}</h1>
      <div className="mt-3 grid gap-4 text-ink-muted">{children}</div>
    </section>
  );
}
