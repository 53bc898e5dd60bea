"use client";

import { lazy, Suspense, type ComponentProps } from "react";

const load = () => import("./ServiceDialog");
const ServiceDialog = lazy(load);

/** Starts loading the dialog's code (a hover, focus or touch of a service button): it is ready by the click. */
export const warmServiceDialog = () => void load();

/**
 * A job-work service's modal (ServiceDialog), loaded on demand: neither its code nor the services' descriptions are
 * in the page's first load. React's own lazy(), not next/dynamic: the modal only ever opens on a click, so it needs
 * none of next/dynamic's server-rendering machinery (about 2.5 KB on every page that has service buttons).
 */
export function LazyServiceDialog(props: ComponentProps<typeof ServiceDialog>) {
  return (
    <Suspense fallback={null}>
      <ServiceDialog {...props} />
    </Suspense>
  );
}
