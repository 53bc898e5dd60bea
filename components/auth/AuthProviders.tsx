"use client";

import { useEffect, type ReactNode } from "react";
import { restoreAuth, useAuthStore } from "@/lib/client/store/auth";
import { LoginFlagProvider } from "./LoginFlag";
import { AuthDialogsHost } from "./AuthDialogsHost";

/**
 * Client state for the public site: the login-flag context, the restore of
 * the persisted auth store (after hydration, so server and first client
 * render agree), and the auth dialogs, which load on demand.
 */
export function AuthProviders({ children }: { children: ReactNode }) {
  useEffect(() => {
    // The attribute tells tests (and anything else) that the page is interactive and the session known.
    void restoreAuth().then(() => {
      document.documentElement.setAttribute("data-auth-restored", "");
      // Only a restored session needs checking; its code loads only then.
      if (useAuthStore.getState().user) void import("@/lib/client/api/user").then((m) => m.verifySession());
    });
  }, []);
  return (
    <LoginFlagProvider>
      {children}
      <AuthDialogsHost />
    </LoginFlagProvider>
  );
}
