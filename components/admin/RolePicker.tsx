"use client";

import { Select } from "@/components/ui/Select";
import { ROLE_LABEL, ROLES, type Role } from "@/vocabulary/roles";

/** An account's role, chosen in place (the Users and Staff pages): one picker, named by the account's e-mail. */
export function RolePicker({ role, email, disabled, onChange }: { role: Role; email: string; disabled: boolean; onChange: (role: Role) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm text-ink-muted">
      <span>Role</span>
      <Select value={role} disabled={disabled} onChange={(e) => onChange(e.target.value as Role)} aria-label={`Role of ${email}`}>
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABEL[r]}
          </option>
        ))}
      </Select>
    </label>
  );
}
