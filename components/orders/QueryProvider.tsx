"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { browserQueryClient } from "@/lib/client/query/client";

/** The browser's one TanStack Query client for the order islands (account, order page, console, cut-list slot). */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={browserQueryClient()}>{children}</QueryClientProvider>;
}
