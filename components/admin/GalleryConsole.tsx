"use client";

import { EmptyState } from "@/components/ui/EmptyState";
import { useState, type FormEvent } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { buttonClass } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import { Field } from "@/components/ui/Field";
import { Select } from "@/components/ui/Select";
import { newSubmissionKey } from "@/lib/client/submission-key";
import { changePicture, deletePicture, loadGallery, reorderGallery, uploadPicture, type GalleryPatch } from "@/lib/client/api/gallery";
import { useConsoleSteps } from "@/lib/client/console-save";
import { galleryExample } from "@/lib/gallery/fallback";
import { queryKeys } from "@/lib/client/query/keys";
import type { AdminGalleryItem } from "@/lib/validation/gallery";
import { CAPTION_MIN, GALLERY_KIND_LABELS, GALLERY_MAX_ITEMS, GALLERY_UPLOAD_MAX_BYTES } from "@/lib/validation/gallery";
import { CAPTION_MAX, GALLERY_KINDS, type GalleryKind } from "@/vocabulary/gallery";
import { ConsoleHeading, ConsoleLoad, MoveButtons } from "./ConsoleParts";
import { StatusLine } from "@/components/ui/StatusLine";

const galleryKey = queryKeys.adminGallery;
const primaryButton = buttonClass("primary", "sm");
const secondaryButton = buttonClass("secondary", "sm");
const dangerButton = buttonClass("danger", "sm");

/** Our work: upload photos of finished jobs, machines and edges; caption, order, hide and delete them. */
export function GalleryConsole() {
  const qc = useQueryClient();
  const list = useQuery({
    queryKey: galleryKey,
    queryFn: ({ signal }) => loadGallery(signal),
    retry: false,
  });
  const setList = (items: AdminGalleryItem[]) => qc.setQueryData(galleryKey, items);

  // One save for the console (issue 39): upload, caption, hide, delete and the new order; the list is loaded
  // again after each, and one status line says what happened (or why not, field by field for the upload).
  const { save: act, errors, status, refuse } = useConsoleSteps({ queryKey: galleryKey, refresh: "invalidate" });
  const update = (id: string, patch: GalleryPatch) =>
    act.mutate(() =>
      changePicture(id, patch).then(({ item }) => (item.hidden ? `Hidden from the site: “${item.caption}”.` : `Saved “${item.caption}”.`)),
    );
  const remove = (item: AdminGalleryItem) => act.mutate(() => deletePicture(item._id).then(() => `Deleted “${item.caption}”.`));
  // The new order shows at once; a refusal loads the stored order again.
  const reorder = (ids: string[]) =>
    act.mutate(() => reorderGallery(ids).then(() => "The new order is saved."), {
      onError: () => void qc.invalidateQueries({ queryKey: galleryKey }),
    });
  // One photo per "Add" however many clicks reach the server; the next photo gets a new key.
  const [uploadKey, setUploadKey] = useState(newSubmissionKey);
  const upload = (data: FormData, form: HTMLFormElement) =>
    act.mutate(() => uploadPicture(data, uploadKey).then(({ item }) => `Added “${item.caption}”. It is first on the site.`), {
      onSuccess: () => {
        form.reset();
        setUploadKey(newSubmissionKey());
      },
    });

  const items = list.data;

  function move(index: number, delta: number) {
    if (!items) return;
    const next = [...items];
    const [it] = next.splice(index, 1);
    next.splice(index + delta, 0, it);
    setList(next);
    reorder(next.map((i) => i._id));
  }

  return (
    <section aria-labelledby="gallery-title">
      <ConsoleHeading
        id="gallery-title"
        title="Our work"
        intro="Photos of finished jobs, machines and edges, shown on the About page and in a strip on the home page (the first six). Until you add one, the site shows drawings. Changes show on the site within a minute."
      />
      <StatusLine status={status} boxed />
      <UploadForm full={(items?.length ?? 0) >= GALLERY_MAX_ITEMS} uploading={act.isPending} errors={errors} refuse={refuse} onUpload={upload} />
      <ConsoleLoad isPending={list.isPending} error={list.error} what="photos" className="mt-6" />
      {!items ? null : items.length === 0 ? (
        <EmptyState className="mt-6">No photos yet: the site shows the drawings.</EmptyState>
      ) : (
        <ol className="mt-6 grid gap-3" data-testid="gallery-list">
          {items.map((item, i) => (
            <GalleryRow
              key={item._id}
              item={item}
              first={i === 0}
              last={i === items.length - 1}
              busy={act.isPending}
              onMove={(d) => move(i, d)}
              onSave={(patch) => update(item._id, patch)}
              onDelete={() => {
                if (window.confirm(`Delete “${item.caption}”? The photo leaves the site within a minute.`)) remove(item);
              }}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

/** The kinds a photo may be, for both the upload's and a card's picker. */
function KindOptions() {
  return GALLERY_KINDS.map((k) => (
    <option key={k} value={k}>
      {GALLERY_KIND_LABELS[k]}
    </option>
  ));
}

function GalleryRow({
  item,
  first,
  last,
  busy,
  onMove,
  onSave,
  onDelete,
}: {
  item: AdminGalleryItem;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (delta: number) => void;
  onSave: (patch: Partial<Pick<AdminGalleryItem, "caption" | "captionTa" | "kind" | "hidden">>) => void;
  onDelete: () => void;
}) {
  const [caption, setCaption] = useState(item.caption);
  const [captionTa, setCaptionTa] = useState(item.captionTa);
  const [kind, setKind] = useState<GalleryKind>(item.kind);
  const changed = caption.trim() !== item.caption || captionTa.trim() !== item.captionTa || kind !== item.kind;
  const thumb = item.image.sources.find((s) => s.format === "webp")?.url ?? item.image.src;
  return (
    <li
      className={`flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-start ${item.hidden ? "border-dashed border-stone-500 bg-stone-warm" : "border-rule bg-white"}`}
      data-testid="gallery-item"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- console thumbnail of a stored rendition */}
      <img src={thumb} alt="" width={128} height={96} className="h-24 w-32 shrink-0 rounded border border-rule object-cover" />
      <form
        className="grid min-w-0 flex-1 gap-2"
        aria-label={`Photo: ${item.caption}`}
        onSubmit={(e) => {
          e.preventDefault();
          onSave({ caption: caption.trim(), captionTa: captionTa.trim(), kind });
        }}
      >
        <label className="text-sm font-semibold text-ink">
          Caption
          <Input value={caption} maxLength={CAPTION_MAX} onChange={(e) => setCaption(e.target.value)} className="mt-1" />
        </label>
        <label className="text-sm font-semibold text-ink">
          Caption in Tamil <span className="font-normal text-ink-muted">(empty: the Tamil pages show the English one)</span>
          <Input lang="ta" value={captionTa} maxLength={CAPTION_MAX} onChange={(e) => setCaptionTa(e.target.value)} className="mt-1" />
        </label>
        <div className="flex flex-wrap items-end gap-2">
          <label className="text-sm font-semibold text-ink">
            Kind
            <Select value={kind} onChange={(e) => setKind(e.target.value as GalleryKind)} className="mt-1 block">
              <KindOptions />
            </Select>
          </label>
          <button type="submit" className={primaryButton} disabled={!changed || busy}>
            Save
          </button>
          {item.hidden && <span className="rounded bg-stone-500 px-2 py-1 text-xs font-semibold text-white">Hidden</span>}
        </div>
      </form>
      <div className="flex flex-wrap gap-2 sm:w-48 sm:justify-end">
        <MoveButtons what={`“${item.caption}”`} first={first} last={last} disabled={busy} onMove={onMove} />
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => onSave({ hidden: !item.hidden })}>
          {item.hidden ? "Show" : "Hide"}
          <span className="sr-only"> “{item.caption}”</span>
        </button>
        <button type="button" className={dangerButton} disabled={busy} onClick={onDelete}>
          Delete<span className="sr-only"> “{item.caption}”</span>
        </button>
      </div>
    </li>
  );
}

function UploadForm({
  full,
  uploading,
  errors,
  refuse,
  onUpload,
}: {
  full: boolean;
  uploading: boolean;
  errors: Record<string, string>;
  refuse: (local: Record<string, string>, text: string) => void;
  onUpload: (data: FormData, form: HTMLFormElement) => void;
}) {
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const file = data.get("image");
    const caption = String(data.get("caption") ?? "").trim();
    const local: Record<string, string> = {};
    if (!(file instanceof File) || file.size === 0) local.image = "Choose a photo";
    else if (file.size > GALLERY_UPLOAD_MAX_BYTES) local.image = "The photo must be at most 10 MB";
    if (caption.length < CAPTION_MIN) local.caption = `Caption must be at least ${CAPTION_MIN} characters`;
    if (Object.keys(local).length) return refuse(local, "Check the photo and its caption.");
    onUpload(data, e.currentTarget);
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Add a photo"
      className="mt-5 grid gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 sm:grid-cols-2"
    >
      <h2 className="text-lg font-semibold text-ink sm:col-span-2">Add a photo</h2>
      <div className="sm:col-span-2">
        <label htmlFor="gallery-image" className="text-sm font-semibold text-ink">
          Photo
        </label>
        <input
          id="gallery-image"
          name="image"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          aria-invalid={!!errors.image}
          aria-describedby="gallery-image-help"
          className="mt-1 block w-full text-sm text-ink file:mr-3 file:min-h-10 file:rounded-md file:border file:border-rule file:bg-white file:px-3 file:font-semibold"
        />
        <p id="gallery-image-help" className="mt-1 text-xs text-ink-muted">
          JPEG, PNG, WebP or AVIF, at most 10 MB (a phone photo is fine). Resized for phones and desktops; the camera&apos;s location data is removed.
        </p>
        {errors.image && <p className="mt-1 text-sm text-red-800">{errors.image}</p>}
      </div>
      <Field label="Caption" name="caption" id="gallery-caption" maxLength={CAPTION_MAX} placeholder={galleryExample("en")} error={errors.caption} />
      <Field
        label="Caption in Tamil (optional)"
        name="captionTa"
        id="gallery-caption-ta"
        lang="ta"
        maxLength={CAPTION_MAX}
        placeholder={galleryExample("ta")}
        error={errors.captionTa}
      />
      <div>
        <label htmlFor="gallery-kind" className="text-sm font-semibold text-ink">
          Kind
        </label>
        <Select id="gallery-kind" name="kind" defaultValue="job" className="mt-1 block w-full">
          <KindOptions />
        </Select>
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className={primaryButton} disabled={uploading || full}>
          {uploading ? "Uploading…" : "Upload"}
        </button>
        {full && <p className="mt-2 text-sm text-ink-muted">The gallery is full ({GALLERY_MAX_ITEMS} photos): delete one to add another.</p>}
      </div>
    </form>
  );
}
