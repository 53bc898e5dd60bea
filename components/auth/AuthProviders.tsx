"use client";

import { useEffect, type ReactNode } from "react";
import { restoreAuth, useAuthStore } from "@/lib/client/store/auth";
import { finishPendingSignOut } from "@/lib/client/auth/sign-out";
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
      // A logout tapped with no signal: tell the server as soon as there is one.
      if (!useAuthStore.getState().user) finishPendingSignOut();
      // Only a restored session needs checking (and its short-lived token renewing); that code loads only then.
      if (useAuthStore.getState().user) void import("@/lib/client/api/user").then((m) => m.verifySession());
    });
    // A sign-in on this page: keep its short-lived token renewed from now on.
    return useAuthStore.subscribe((state, prev) => {
      if (state.token && state.token !== prev.token) void import("@/lib/client/api/user").then((m) => m.scheduleRenewal());
    });
  }, []);
  return (
    <LoginFlagProvider>
      {children}
      <AuthDialogsHost />
    </LoginFlagProvider>
  );
}
