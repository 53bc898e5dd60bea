"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { browserQueryClient } from "@/lib/client/query/client";

/**
 * TanStack Query for one island (the console, the account page). Not in the
 * root layout: the landing page loads the query library only when its services
 * list comes near the viewport (components/services/ServicesList.tsx).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={browserQueryClient()}>{children}</QueryClientProvider>;
}
