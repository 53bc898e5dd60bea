import { useId } from "react";
import { Select } from "@/components/ui/Select";
import { GST_STATES } from "@/lib/business/states";
import { stateLabelIn } from "@/lib/business/state-names";
import { usePageLocale } from "@/lib/client/page-locale";

/** A GST state, by name, with its code as the value (Tamil Nadu first: most customers are there). */
export function StateSelect({
  label,
  value,
  onChange,
  error,
  id,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  id?: string;
}) {
  const auto = useId();
  // The states by name in the page's language (issue 67).
  const locale = usePageLocale();
  const sid = id ?? auto;
  // Tamil Nadu first, then by code: the codes "01" to "09" are not array-index keys, so an object lists them last (walk K11).
  const codes = [
    "33",
    ...Object.keys(GST_STATES)
      .filter((c) => c !== "33")
      .sort(),
  ];
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={sid} className="text-sm font-medium text-ink">
        {label}
      </label>
      <Select
        id={sid}
        // Its longest name (Dadra and Nagar Haveli and Daman and Diu) would widen it past a phone's column.
        className="w-full min-w-0"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${sid}-error` : undefined}
      >
        {codes.map((c) => (
          <option key={c} value={c}>
            {stateLabelIn(c, locale)}
          </option>
        ))}
      </Select>
      {error && (
        <p id={`${sid}-error`} className="text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
