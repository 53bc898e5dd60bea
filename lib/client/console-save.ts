"use client";

import { useState } from "react";
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { ApiError, describeError } from "@/lib/client/api/request";

/** The line under a console's save button: what was saved, or what stopped it. */
export interface ConsoleStatus {
  ok: boolean;
  text: string;
}

/**
 * A console form's save, written once (issue 39): the answer replaces the loaded data in the query cache, the
 * field errors and the status line follow the answer, and a conflict (409: someone saved the same thing in the
 * meantime, or the stored state forbids the change) is handled here for every console: the stored version is
 * loaded again (the message says so when the save was made on an older copy), the draft is kept to be checked and
 * saved again. `fieldOf` maps the
 * server's field names to the form's (e.g. "prices.cutting.upto-9" → "cutting.upto-9"). A console whose answer is not
 * the loaded data itself (a piece added to a list) says `refresh: "invalidate"`: the list is loaded again instead; a
 * form on a server-rendered page (an order's money panel) passes a function that reloads the page's data, called
 * after a save and after a conflict alike; a form that keeps what it shows itself (the account page, an order's offcuts)
 * says `refresh: "none"`.
 */
export function useConsoleSave<TInput, TBody>({
  queryKey,
  send,
  savedText,
  fieldOf = (k) => k,
  onSaved,
  refresh = "set",
}: {
  /** The loaded data's query (not needed when `refresh` is a function). */
  queryKey?: QueryKey;
  send: (input: TInput) => Promise<TBody>;
  savedText: string | ((body: TBody) => string);
  fieldOf?: (serverField: string) => string;
  /** After a save: the answer and what was sent. */
  onSaved?: (body: TBody, input: TInput) => void;
  refresh?: "set" | "invalidate" | "none" | (() => void);
}) {
  const client = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<ConsoleStatus>({ ok: true, text: "" });
  const save = useMutation({
    mutationFn: send,
    onSuccess: (body, input) => {
      if (typeof refresh === "function") refresh();
      else if (refresh === "set") client.setQueryData(queryKey!, body);
      else if (refresh === "invalidate") void client.invalidateQueries({ queryKey });
      setErrors({});
      setStatus({ ok: true, text: typeof savedText === "function" ? savedText(body) : savedText });
      onSaved?.(body, input);
    },
    onError: (err) => {
      const e = err instanceof ApiError ? err : new ApiError(0, describeError(err).message);
      setErrors(Object.fromEntries(Object.entries(e.errors ?? {}).map(([k, v]) => [fieldOf(k), v])));
      if (e.status === 409) {
        if (typeof refresh === "function") refresh();
        else if (refresh !== "none") void client.invalidateQueries({ queryKey });
      }
      // Only a save made on an older copy (the server names `version`) is told that the stored copy was loaded again; a
      // refusal of the state itself (more than the balance, a piece reserved elsewhere) says just why (issue 55).
      setStatus({
        ok: false,
        text: e.status === 409 && e.errors?.version ? `${e.message} The stored version was loaded again: check your changes and save.` : e.message,
      });
    },
  });
  return {
    save,
    errors,
    status,
    /** Stops a save before it is sent: the form's own checks, with the line to show. */
    refuse: (local: Record<string, string>, text: string) => {
      setErrors(local);
      setStatus({ ok: false, text });
    },
    /** Says what happened elsewhere (a form that saved and closed): the line the console shows next. */
    note: (text: string) => setStatus({ ok: true, text }),
    /** Forgets errors and the status line (the draft was undone). */
    clear: () => {
      setErrors({});
      setStatus({ ok: true, text: "" });
    },
  };
}

/** One of a console's actions: it calls the API and answers the line to show (the server's message, or its own). */
export type ConsoleStep = () => Promise<{ message: string } | string>;

/**
 * A console of several actions on a list (add, reserve, hide, delete, reorder…) with one status line: each
 * `save.mutate(step)` runs one action through the same save, its line is what the step answers.
 */
export function useConsoleSteps(options: { queryKey?: QueryKey; refresh: "invalidate" | (() => void) }) {
  return useConsoleSave({
    ...options,
    send: (step: ConsoleStep) => step().then((said) => ({ message: typeof said === "string" ? said : said.message })),
    savedText: (body) => body.message,
  });
}
