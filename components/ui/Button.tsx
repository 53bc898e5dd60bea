import type { ButtonHTMLAttributes } from "react";

export type ButtonVariant = "primary" | "secondary" | "danger" | "text";
export type ButtonSize = "lg" | "md" | "sm";

const base =
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed";
const sizes: Record<ButtonSize, string> = {
  /** A page's main call to action. */
  lg: "min-h-12 px-6 py-3 text-base",
  /** Dialogs and forms: a 44 px target. */
  md: "min-h-11 px-5 py-2.5 text-sm",
  /** Dense working screens (the console): 40 px. */
  sm: "min-h-11 min-w-11 px-3.5 py-2 text-sm",
};
const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/70",
  secondary: "border border-ink-muted/40 bg-white text-ink hover:border-brand-600 hover:bg-brand-50 disabled:opacity-60",
  danger: "border border-red-300 bg-white text-red-800 hover:bg-red-50 disabled:opacity-60",
  text: "",
};
const textLink =
  "rounded font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** The classes of a button look, for <a> and <Link> that should look like buttons. */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = ""): string {
  if (variant === "text") return `${textLink} ${extra}`.trim();
  return `${base} ${sizes[size]} ${variants[variant]} ${extra}`.trim();
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize };

/**
 * The site's button component (type="button" unless told otherwise, so it never submits a form by accident).
 * Raw `<button>`s that need their own attributes take the same look from `buttonClass`.
 */
export function Button({ variant = "primary", size = "md", className = "", type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}
