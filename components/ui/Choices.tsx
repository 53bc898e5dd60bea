"use client";

/** A question answered by one of a few choices, shown as radio chips (the chosen one outlined). */
export function Choices<T extends string>({
  legend,
  name,
  value,
  onChange,
  options,
}: {
  legend: string;
  name: string;
  value: T;
  onChange: (value: T) => void;
  options: Record<T, string>;
}) {
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {(Object.keys(options) as T[]).map((v) => (
          <label
            key={v}
            className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm ${value === v ? "border-brand-700 bg-brand-50" : "border-rule bg-white"}`}
          >
            <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} />
            {options[v]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
