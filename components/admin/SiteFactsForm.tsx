"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Field } from "@/components/ui/Field";
import { loadSiteFacts, saveSiteFacts } from "@/lib/client/api/admin";
import { queryKeys } from "@/lib/client/query/keys";
import { useConsoleSave } from "@/lib/client/console-save";
import { formatWhen } from "@/lib/format/date";
import { formatIndianPhone } from "@/lib/site/contact";
import type { SiteFacts, SiteFactsAnswer } from "@/vocabulary/site-facts";
import { ConsoleLoad, SaveBar } from "./ConsoleParts";

type Draft = SiteFacts;
const SOCIALS = [
  ["facebook", "Facebook page"],
  ["instagram", "Instagram page"],
  ["linkedin", "LinkedIn page"],
  ["twitter", "Twitter (X) page"],
] as const;

/** A number as the owner reads it ("+91 98765 43210"); the server takes any usual way of writing it. */
const shown = (digits: string) => (digits ? formatIndianPhone(digits) : "");

const toDraft = (f: SiteFactsAnswer["facts"]): Draft => ({
  name: f.name,
  shortName: f.shortName,
  phone: shown(f.phone),
  whatsapp: shown(f.whatsapp),
  email: f.email,
  street: f.street,
  streetTamil: f.streetTamil,
  postalCode: f.postalCode,
  mapUrl: f.mapUrl,
  socials: { ...f.socials },
  opens: f.opens,
  closes: f.closes,
});

/**
 * The business's facts as the site shows them (issue 56): name, numbers, address, map, social links and hours. A save
 * reaches every page, WhatsApp link, paper and the structured data at once, with no rebuild.
 */
export function SiteFactsSection() {
  const { data, error, isPending } = useQuery({ queryKey: queryKeys.siteFacts, queryFn: loadSiteFacts });
  if (!data) return <ConsoleLoad isPending={isPending} error={error} what="the site's facts" />;
  return <SiteFactsForm facts={data.facts} />;
}

function SiteFactsForm({ facts }: { facts: SiteFactsAnswer["facts"] }) {
  const [d, setD] = useState<Draft>(() => toDraft(facts));
  // The version this form stands on: the loaded one, then each of its own saves'.
  const [version, setVersion] = useState(facts.version);
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setD((old) => ({ ...old, [k]: v }));
  const client = useQueryClient();
  const { save, errors, status } = useConsoleSave({
    queryKey: queryKeys.siteFacts,
    // Saved over the version this form was loaded at: someone else's save meanwhile is a 409, not undone.
    send: () => saveSiteFacts(d, version),
    savedText: "Saved. Every page, WhatsApp link and new paper shows these now.",
    onSaved: (body) => {
      setD(toDraft(body.facts));
      setVersion(body.facts.version);
    },
    // The business details above print the same address, phone and e-mail: both are loaded again.
    refresh: () => void client.invalidateQueries({ queryKey: queryKeys.business }),
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(undefined);
  };
  const field = (
    k: "name" | "shortName" | "phone" | "whatsapp" | "email" | "street" | "streetTamil" | "postalCode" | "mapUrl" | "opens" | "closes",
  ) => ({
    name: `facts-${k}`,
    value: d[k],
    onChange: (e: { target: { value: string } }) => set(k, e.target.value),
    error: errors[k],
  });

  return (
    <section aria-labelledby="facts-title" className="grid gap-3">
      <h2 id="facts-title" className="text-xl font-semibold text-ink">
        The business on the site
      </h2>
      <p className="max-w-2xl text-sm text-ink-muted">
        The name, numbers, address, links and hours every page, WhatsApp link, quotation, invoice and search result shows. Saving changes them
        everywhere at once; papers already issued keep what they were issued with.
      </p>
      {facts.example ? (
        <p className="rounded-md border border-accent-400 bg-accent-50 px-3 py-2 text-sm text-ink" data-testid="facts-examples">
          These are the <strong>starting facts</strong>, not saved yet: check each one and save.
        </p>
      ) : (
        <p className="text-xs text-ink-muted">
          Last saved {facts.updatedAt ? formatWhen(facts.updatedAt) : ""}
          {facts.updatedBy && ` by ${facts.updatedBy}`}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="grid gap-5" data-testid="facts-form">
        <fieldset className="grid min-w-0 gap-3 rounded-lg border border-rule bg-white p-4 sm:grid-cols-2 sm:p-5">
          <legend className="px-1 text-lg font-semibold text-ink">Name and numbers</legend>
          <Field label="Business name" maxLength={80} {...field("name")} />
          <Field label="Short name (WhatsApp greetings, the phone's home screen)" maxLength={40} {...field("shortName")} />
          <Field label="Phone" type="tel" inputMode="tel" hint="e.g. 98765 43210 or 0422 234 5678" {...field("phone")} />
          <Field label="WhatsApp number" type="tel" inputMode="tel" hint="Empty: the phone's" {...field("whatsapp")} />
          <Field label="E-mail" type="email" inputMode="email" className="sm:col-span-2" {...field("email")} />
        </fieldset>
        <fieldset className="grid min-w-0 gap-3 rounded-lg border border-rule bg-white p-4 sm:grid-cols-2 sm:p-5">
          <legend className="px-1 text-lg font-semibold text-ink">Address and hours</legend>
          <Field
            label="Street address"
            maxLength={120}
            className="sm:col-span-2"
            hint="The city and state follow it: Coimbatore, Tamil Nadu"
            {...field("street")}
          />
          <Field
            label="Street address in Tamil (optional)"
            lang="ta"
            maxLength={120}
            className="sm:col-span-2"
            hint="Empty: the Tamil pages show the city alone"
            {...field("streetTamil")}
          />
          <Field label="PIN code" inputMode="numeric" maxLength={6} {...field("postalCode")} />
          <Field label="Map link (optional)" type="url" hint="Your pin's share link; empty: a map search for the address" {...field("mapUrl")} />
          <Field label="Opens at" type="time" {...field("opens")} />
          <Field label="Closes at" type="time" {...field("closes")} />
        </fieldset>
        <fieldset className="grid min-w-0 gap-3 rounded-lg border border-rule bg-white p-4 sm:grid-cols-2 sm:p-5">
          <legend className="px-1 text-lg font-semibold text-ink">Social links</legend>
          <p className="text-sm text-ink-muted sm:col-span-2">Each an https:// link to your page; an empty one is left off the footer.</p>
          {SOCIALS.map(([k, label]) => (
            <Field
              key={k}
              label={label}
              name={`facts-${k}`}
              type="url"
              value={d.socials[k]}
              onChange={(e) => setD((old) => ({ ...old, socials: { ...old.socials, [k]: e.target.value } }))}
              error={errors[`socials.${k}`]}
            />
          ))}
        </fieldset>
        <SaveBar label="Save the site's facts" saving={save.isPending} status={status} />
      </form>
    </section>
  );
}
