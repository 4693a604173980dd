import type { StaffMember } from '../../domain/staff/staff-account.js';

/** A staff account as printed (`rentals staff list --json`). */
export type StaffView = {
  name: string;
  email: string;
  role: string;
  active: boolean;
  /** False until the set-password link was used. */
  passwordSet: boolean;
  createdAt: string;
  disabledAt: string | null;
};

export function toStaffView(s: StaffMember): StaffView {
  return {
    name: s.name,
    email: s.email,
    role: s.role,
    active: s.active,
    passwordSet: s.hasPassword,
    createdAt: s.createdAt.toISOString(),
    disabledAt: s.disabledAt?.toISOString() ?? null,
  };
}

/** A token as it may arrive from a link or a cookie: URL-safe base64 of 32 bytes. */
export function isTokenShaped(raw: unknown): raw is string {
  return typeof raw === 'string' && /^[A-Za-z0-9_-]{43}$/.test(raw);
}
