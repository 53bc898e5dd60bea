"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonClass } from "@/components/ui/Button";
import { markRestoreNoticeRead } from "@/lib/client/api/backup";

/** "I have read this": the restore notice leaves the console's home once the owner has noted what it says. */
export function RestoreNoticeRead({ id }: { id: string }) {
  const router = useRouter();
  const [state, setState] = useState<"idle" | "saving" | "failed">("idle");
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={buttonClass("secondary", "sm")}
        disabled={state === "saving"}
        onClick={async () => {
          setState("saving");
          const ok = await markRestoreNoticeRead(id);
          setState(ok ? "idle" : "failed");
          if (ok) router.refresh();
        }}
      >
        I have noted these numbers
      </button>
      {state === "failed" && (
        <p role="alert" className="text-sm text-red-800">
          Not saved: try again.
        </p>
      )}
    </div>
  );
}
