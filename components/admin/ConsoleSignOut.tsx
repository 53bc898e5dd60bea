"use client";

import LogOut from "lucide-react/icons/log-out";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { signOut } from "@/lib/client/auth/sign-out";

/**
 * Signing out of the console (walk C19): a counter PC is shared, so the person at it leaves it signed out. The same
 * sign-out as the site's header (the server's session ended, the phone's copies forgotten), then the sign-in page.
 */
export function ConsoleSignOut() {
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  return (
    <button
      type="button"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await signOut();
        router.push("/login");
      }}
      className="inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-md border border-white/40 px-3 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-60"
      data-testid="console-sign-out"
    >
      <LogOut aria-hidden="true" className="size-4" />
      {busy ? "Signing out…" : "Sign out"}
    </button>
  );
}
