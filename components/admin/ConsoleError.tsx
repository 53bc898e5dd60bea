import { describeError } from "@/lib/client/api/request";

/** A console's error line: the last action's message, else why the list could not load. */
export function ConsoleError({ message, loadError }: { message: string; loadError: unknown }) {
  if (!message && !loadError) return null;
  return (
    <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
      {message || describeError(loadError).message}
    </p>
  );
}
