import Link from "next/link";

/**
 * An order cut in a batch prints nothing of its own (walk C4): the batch's pack and labels number the sheets through
 * the whole batch, and the order's own plan is not what the saw cuts. Both the office and the floor may open them.
 */
export function CutInBatch({ reference, batch, what }: { reference: string; batch: string; what: "pack" | "labels" }) {
  const link = "inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline";
  return (
    <div className="grid max-w-xl gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-ink" role="status" data-testid="cut-in-batch">
      <p>
        <strong className="tabular">{reference}</strong> is cut in batch <strong className="tabular">{batch}</strong>: its sheets are numbered through
        the batch, so print its {what === "pack" ? "workshop pack" : "part labels"} from the batch.
      </p>
      <div className="flex flex-wrap gap-4">
        <Link href={`/admin/batches/${batch}/pack`} className={link}>
          Batch {batch}: workshop pack
        </Link>
        <Link href={`/admin/batches/${batch}/labels`} className={link}>
          Batch {batch}: part labels
        </Link>
      </div>
    </div>
  );
}
