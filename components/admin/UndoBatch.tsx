"use client";

import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { buttonClass } from "@/components/ui/Button";
import { undoBatch } from "@/lib/client/api/batches";

/** Undoes the batch (until its first piece is scanned): its orders are cut on their own plans again. */
export function UndoBatch({ id }: { id: string }) {
  return <Undo id={id} />;
}

function Undo({ id }: { id: string }) {
  const router = useRouter();
  const undo = useMutation({ mutationFn: () => undoBatch(id), onSuccess: () => router.refresh() });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className={buttonClass("secondary", "sm")} disabled={undo.isPending} onClick={() => undo.mutate()}>
        {undo.isPending ? "Undoing…" : "Undo the batch"}
      </button>
      {undo.error && (
        <p role="alert" className="text-sm text-red-800">
          {(undo.error as Error).message}
        </p>
      )}
    </div>
  );
}
