"use client";

import Printer from "lucide-react/icons/printer";
import { primaryButton } from "@/components/admin/api";

export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className={primaryButton} onClick={() => window.print()}>
      <Printer aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
