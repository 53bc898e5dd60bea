"use client";

import { useRouter } from "next/navigation";
import { buttonClass } from "@/components/ui/Button";
import { undoBatch } from "@/lib/client/api/batches";
import { useConsoleSteps } from "@/lib/client/console-save";
import { StatusLine } from "@/components/ui/StatusLine";

/** Undoes the batch (until its first piece is scanned): its orders are cut on their own plans again. */
export function UndoBatch({ id }: { id: string }) {
  return <Undo id={id} />;
}

function Undo({ id }: { id: string }) {
  const router = useRouter();
  const { save: undo, status } = useConsoleSteps({ refresh: () => router.refresh() });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className={buttonClass("secondary", "sm")} disabled={undo.isPending} onClick={() => undo.mutate(() => undoBatch(id))}>
        {undo.isPending ? "Undoing…" : "Undo the batch"}
      </button>
      <StatusLine status={status} />
    </div>
  );
}
