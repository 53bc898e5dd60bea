"use client";

import "client-only";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { PublicUser } from "@/lib/validation/user";

/** The spec's persistence key and restore time-out. */
const AUTH_STORAGE_KEY = "root";
const RESTORE_TIMEOUT_MS = 5000;

interface Persisted {
  user: PublicUser | null;
  token: string | null;
}

export interface AuthState extends Persisted {
  /** True once the persisted session has been restored (or the restore gave up). */
  restored: boolean;
  /** The "Please sign in to access all details" prompt. */
  promptOpen: boolean;
  login: (user: PublicUser, token: string) => void;
  /** Forgets the session in this tab's store (the whole logout is `signOut`, lib/client/auth/sign-out.ts). */
  clearSession: () => void;
  /** A signed-in request got 401: forget the session and ask the visitor to sign in again. */
  sessionExpired: () => void;
  openSignInPrompt: () => void;
  closeSignInPrompt: () => void;
}

/**
 * The auth store: `{user, token}` persisted to localStorage under `root`.
 * `skipHydration` keeps the first client render identical to the server's
 * (signed out); `restoreAuth()` then reads the storage after hydration, so
 * there is never a hydration mismatch.
 */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      token: null,
      restored: false,
      promptOpen: false,
      login: (user, token) => set({ user, token }),
      clearSession: () => set({ user: null, token: null }),
      sessionExpired: () => set({ user: null, token: null, promptOpen: true }),
      openSignInPrompt: () => set({ promptOpen: true }),
      closeSignInPrompt: () => set({ promptOpen: false }),
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s): Persisted => ({ user: s.user, token: s.token }),
      // Anything unexpected in storage (an older shape, a hand edit) means signed out.
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<Persisted>;
        const valid = !!p.user && typeof p.user.name === "string" && typeof p.token === "string" && p.token !== "";
        return valid ? { ...current, user: p.user!, token: p.token! } : { ...current, user: null, token: null };
      },
      skipHydration: true,
    },
  ),
);

let restoring: Promise<void> | null = null;

/**
 * Restores the persisted session once per page load. Gives up waiting after
 * RESTORE_TIMEOUT_MS (the visitor is then shown as signed out, and a late
 * restore still signs them in), so a stuck storage never blocks the header.
 */
export function restoreAuth(timeoutMs = RESTORE_TIMEOUT_MS): Promise<void> {
  if (restoring) return restoring;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  const rehydrate = Promise.resolve()
    .then(() => useAuthStore.persist.rehydrate())
    .catch(() => undefined);
  restoring = Promise.race([rehydrate, timeout]).then(() => {
    clearTimeout(timer);
    useAuthStore.setState({ restored: true });
  });
  // Another tab signed in or out: follow it.
  window.addEventListener("storage", (e) => {
    if (e.key === AUTH_STORAGE_KEY || e.key === null) void useAuthStore.persist.rehydrate();
  });
  return restoring;
}

/** The signed-in user once restored; null while signed out or still restoring. */
export function useSignedInUser(): PublicUser | null {
  return useAuthStore((s) => (s.restored ? s.user : null));
}
