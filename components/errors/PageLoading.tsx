/** Shown while a page waits for the database (the session check of /account and the console). */
export function PageLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-10 sm:px-6">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="h-8 w-48 animate-pulse rounded bg-stone-warm motion-reduce:animate-none" />
      <div aria-hidden="true" className="h-40 animate-pulse rounded-lg border border-rule bg-white motion-reduce:animate-none" />
      <div aria-hidden="true" className="h-28 animate-pulse rounded-lg border border-rule bg-white motion-reduce:animate-none" />
    </div>
  );
}
