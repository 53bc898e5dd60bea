import { describeError } from "@/lib/client/api/request";

/** What went wrong with a request, in words, announced to screen readers; nothing when there is no error. */
export function ErrorText({ error, className = "" }: { error: unknown; className?: string }) {
  if (!error) return null;
  return (
    <p role="alert" className={`text-sm text-red-800 ${className}`}>
      {describeError(error).message}
    </p>
  );
}
