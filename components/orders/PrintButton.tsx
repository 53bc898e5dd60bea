"use client";

import Printer from "lucide-react/icons/printer";
import { buttonClass } from "@/components/ui/Button";

export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className={buttonClass("primary", "sm")} onClick={() => window.print()}>
      <Printer aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
