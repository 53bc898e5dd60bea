"use client";

import { usePathname, useRouter } from "next/navigation";
import { lazy, Suspense, useCallback } from "react";
import { useAuthStore } from "@/lib/client/store/auth";
import { englishPath, localeOf, localePath } from "@/lib/i18n/locales";
import { useLoginFlag } from "./LoginFlag";
import { loadLoginDialog, loadSignInPrompt, loadSignupDialog } from "./preload";

/** While a dialog's code downloads (first open on a slow phone), dim the page at once. */
function Loading() {
  return <div className="fixed inset-0 z-50 bg-ink/60" aria-hidden="true" />;
}

// React.lazy rather than next/dynamic: the same on-demand chunks without next/dynamic's extra runtime.
// The dialogs render only after a click or a restore, never on the server.
const LoginDialog = lazy(() => loadLoginDialog().then((m) => ({ default: m.LoginDialog })));
const SignupDialog = lazy(() => loadSignupDialog().then((m) => ({ default: m.SignupDialog })));
const SignInPromptDialog = lazy(() => loadSignInPrompt().then((m) => ({ default: m.SignInPromptDialog })));

/** The routes that exist only to show an auth dialog over the landing page. */
const AUTH_ROUTES = ["/login", "/signup"];

export function AuthDialogsHost() {
  const { isLogin, setIsLogin } = useLoginFlag();
  const promptOpen = useAuthStore((s) => s.promptOpen);
  const closePrompt = useAuthStore((s) => s.closeSignInPrompt);
  const pathname = usePathname();
  const router = useRouter();

  // /login and /signup, or their Tamil twins; "home" is the landing page in the page's language.
  const onAuthRoute = AUTH_ROUTES.includes(englishPath(pathname));
  const home = localePath(localeOf(pathname), "/");

  /** Closing a dialog on /login or /signup leaves for the landing page. */
  const close = useCallback(() => {
    setIsLogin(null);
    if (onAuthRoute) router.push(home);
  }, [onAuthRoute, home, router, setIsLogin]);

  /**
   * The spec's "go to /" of sign-up's Cancel, from the pages about the business; from the cut list or an order (a list
   * and an order form being typed), Cancel only closes the dialog, so nothing typed is lost (walk C1, docs/LANGUAGES.md).
   */
  const closeToHome = useCallback(() => {
    setIsLogin(null);
    const working = /^\/(cut-list|orders)(\/|$)/.test(englishPath(pathname));
    if (pathname !== home && !working) router.push(home);
  }, [pathname, home, router, setIsLogin]);

  /**
   * A new account lands where the customer came from (the cut list, an order
   * page), signed in; from the landing page and /signup, on the landing page.
   * The server-rendered parts of the page are rendered again for the session.
   */
  const afterSignup = useCallback(() => {
    setIsLogin(null);
    if (onAuthRoute) router.push(home);
    else router.refresh();
  }, [onAuthRoute, home, router, setIsLogin]);

  return (
    <Suspense fallback={<Loading />}>
      {isLogin === true && <LoginDialog onClose={close} onSwitch={() => setIsLogin(false)} />}
      {isLogin === false && <SignupDialog onClose={close} onCancel={closeToHome} onCreated={afterSignup} onSwitch={() => setIsLogin(true)} />}
      {promptOpen && isLogin === null && (
        <SignInPromptDialog
          onClose={closePrompt}
          onSignIn={() => {
            closePrompt();
            setIsLogin(true);
          }}
        />
      )}
    </Suspense>
  );
}
