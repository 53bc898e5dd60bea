"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { SERVICE_DES_MAX, SERVICE_TITLE_MAX, type AdminService as Service } from "@/lib/validation/service-admin";
import { buttonClass } from "@/components/ui/Button";
import { Field } from "@/components/ui/Field";
import { useSubmissionKey } from "@/lib/client/submission-key";
import { deleteService, loadAdminServices, putServiceImage, reorderServices, saveService } from "@/lib/client/api/admin-services";
import { describeError } from "@/lib/client/api/request";
import { useConsoleSave, useConsoleSteps } from "@/lib/client/console-save";
import { queryKeys } from "@/lib/client/query/keys";
import { ConsoleHeading, ConsoleLoad, MoveButtons } from "./ConsoleParts";
import { StatusLine } from "@/components/ui/StatusLine";

/** After any change: the console's list and the public list (another island may show it). */
function useRefreshServices() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.adminServices }),
      queryClient.invalidateQueries({ queryKey: queryKeys.services }),
    ]);
}

/** Services: list, create, edit, reorder, delete, with an image upload. */
export function ServicesConsole() {
  const queryClient = useQueryClient();
  const refresh = useRefreshServices();
  const list = useQuery({ queryKey: queryKeys.adminServices, queryFn: ({ signal }) => loadAdminServices(signal) });
  const items = list.data ?? null;
  const [editing, setEditing] = useState<Service | "new" | null>(null);

  // One save for the list's actions (issue 39): the new order, a deletion, and the form's "saved" line; both
  // lists are loaded again after each, and one status line says what happened.
  const { save: act, status, note } = useConsoleSteps({ refresh: () => void refresh() });

  function move(index: number, delta: number) {
    if (!items) return;
    const next = [...items];
    const [it] = next.splice(index, 1);
    next.splice(index + delta, 0, it);
    // Shown at once; the server's order replaces it when it answers, a refusal loads the stored one again.
    queryClient.setQueryData(queryKeys.adminServices, next);
    act.mutate(() => reorderServices(next.map((s) => s._id)).then(() => "The new order is saved."), { onError: () => void refresh() });
  }

  function remove(s: Service) {
    if (!window.confirm(`Delete “${s.title}”? It disappears from the site within a minute.`)) return;
    act.mutate(() => deleteService(s._id).then(() => `Deleted “${s.title}”.`));
  }

  return (
    <section aria-labelledby="services-title">
      <ConsoleHeading id="services-title" title="Services" intro="The “All Services” cards. Changes show on the site within a minute.">
        <button type="button" className={buttonClass("primary", "sm")} onClick={() => setEditing("new")}>
          Add a service
        </button>
      </ConsoleHeading>
      <StatusLine status={status} boxed />
      {editing && (
        <ServiceForm
          key={editing === "new" ? "new" : editing._id}
          service={editing === "new" ? null : editing}
          onDone={(message) => {
            // The form has saved (both lists load again) and closes: its line goes on the list's status.
            setEditing(null);
            note(message);
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <ConsoleLoad isPending={list.isPending} error={list.error} what="services" className="mt-6" />
      {!items ? null : (
        <ol className="mt-5 grid gap-3" data-testid="service-list">
          {items.map((s, i) => (
            <li key={s._id} className="flex flex-col gap-3 rounded-lg border border-rule bg-white p-3 sm:flex-row sm:items-center">
              {/* eslint-disable-next-line @next/next/no-img-element -- admin thumbnails of uploaded files */}
              <img src={s.image} alt="" width={96} height={64} className="h-16 w-24 shrink-0 rounded border border-rule object-cover" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink">{s.title}</p>
                <p className="line-clamp-2 text-sm text-ink-muted">{s.des}</p>
              </div>
              <div className="flex flex-wrap gap-2">
                <MoveButtons what={s.title} first={i === 0} last={i === items.length - 1} onMove={(d) => move(i, d)} />
                <button type="button" className={buttonClass("secondary", "sm")} onClick={() => setEditing(s)}>
                  Edit
                </button>
                <button type="button" className={buttonClass("danger", "sm")} onClick={() => remove(s)}>
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

type ServiceTexts = Pick<Service, "title" | "des" | "titleTa" | "desTa">;

/** The card's words in both languages: the English ones required, each Tamil one falling back to its English. */
const TEXT_FIELDS: { key: keyof ServiceTexts; label: string; id: string; max: number; rows?: number; tamil?: true; hint?: string }[] = [
  { key: "title", label: "Title", id: "svc-title", max: SERVICE_TITLE_MAX },
  { key: "des", label: "Description", id: "svc-des", max: SERVICE_DES_MAX, rows: 4 },
  {
    key: "titleTa",
    label: "Title in Tamil",
    id: "svc-title-ta",
    max: SERVICE_TITLE_MAX,
    tamil: true,
    hint: "On the Tamil pages. Left empty, they show the English title.",
  },
  {
    key: "desTa",
    label: "Description in Tamil",
    id: "svc-des-ta",
    max: SERVICE_DES_MAX,
    rows: 4,
    tamil: true,
    hint: "Left empty, the Tamil pages show the English description.",
  },
];

function ServiceForm({ service, onDone, onCancel }: { service: Service | null; onDone: (message: string) => void; onCancel: () => void }) {
  const [texts, setTexts] = useState<ServiceTexts>({
    title: service?.title ?? "",
    des: service?.des ?? "",
    titleTa: service?.titleTa ?? "",
    desTa: service?.desTa ?? "",
  });
  const { title } = texts;
  const [file, setFile] = useState<File | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // On a phone the form opens above a long list: bring it into view with the title focused.
  useEffect(() => {
    formRef.current?.scrollIntoView({ block: "start", behavior: "smooth" });
    formRef.current?.querySelector<HTMLInputElement>("#svc-title")?.focus({ preventScroll: true });
  }, []);

  // A new service is made once per press, however many clicks reach the server.
  const createKey = useSubmissionKey();
  const refresh = useRefreshServices();
  /**
   * Saves the text, then the picture if one was chosen; a failed upload keeps the saved text and says so. The lists
   * are loaded again after a refusal too: a new service may exist without its picture.
   */
  const { save, errors, status, refuse } = useConsoleSave({
    send: async () => {
      const saved = await saveService(service?._id ?? null, texts, service ? undefined : createKey.keyOf(texts));
      if (file) {
        const body = new FormData();
        body.set("image", file);
        try {
          await putServiceImage(saved.service._id, body);
        } catch (err) {
          const { message: why, errors: fields } = describeError(err);
          throw Object.assign(new Error(`Saved, but the picture was not: ${why}`), { errors: fields.image ? fields : { image: why } });
        }
      }
      return saved;
    },
    savedText: "",
    refresh: () => void refresh(),
    onSaved: () => onDone(service ? `Saved “${title}”.` : `Added “${title}”.`),
  });
  const saving = save.isPending;

  function onSubmit(ev: FormEvent) {
    ev.preventDefault();
    if (file && file.size > 2 * 1024 * 1024) return refuse({ image: "The picture must be at most 2 MB" }, "The picture must be at most 2 MB");
    save.mutate(undefined, { onError: () => void refresh() });
  }

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      className="mt-5 grid scroll-mt-4 gap-4 rounded-lg border border-brand-200 bg-brand-50 p-4"
      aria-label={service ? "Edit service" : "New service"}
    >
      <h2 className="text-lg font-semibold text-ink">{service ? `Edit “${service.title}”` : "New service"}</h2>
      {!status.ok && <StatusLine status={status} />}
      {TEXT_FIELDS.map((f) => {
        const common = {
          label: f.label,
          name: f.key,
          id: f.id,
          lang: f.tamil ? "ta" : undefined,
          value: texts[f.key],
          maxLength: f.max,
          error: errors[f.key],
          hint: f.hint,
          required: !f.tamil,
        };
        const change = (value: string) => setTexts((t) => ({ ...t, [f.key]: value }));
        return f.rows ? (
          <Field key={f.key} {...common} multiline rows={f.rows} onChange={(e) => change(e.target.value)} />
        ) : (
          <Field key={f.key} {...common} onChange={(e) => change(e.target.value)} />
        );
      })}
      <div>
        <label htmlFor="svc-image" className="text-sm font-semibold text-ink">
          Picture {service && <span className="font-normal text-ink-muted">(leave empty to keep the current one)</span>}
        </label>
        <input
          id="svc-image"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className="mt-1 block w-full text-sm text-ink file:mr-3 file:min-h-10 file:rounded-md file:border file:border-rule file:bg-white file:px-3 file:font-semibold"
        />
        <p className="mt-1 text-xs text-ink-muted">PNG, JPEG or WebP, at most 2 MB. Stored at most 1200 px wide.</p>
        {errors.image && <p className="mt-1 text-sm text-red-800">{errors.image}</p>}
      </div>
      <div className="flex gap-2">
        <button type="submit" className={buttonClass("primary", "sm")} disabled={saving}>
          {saving ? "Saving…" : "Save"}
        </button>
        <button type="button" className={buttonClass("secondary", "sm")} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
