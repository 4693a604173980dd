import { ValidationError, type FieldError } from '../errors.js';

/**
 * Staff accounts of the back office (docs/staff.md): who may sign in at /staff, the rules of their
 * passwords, sessions and lockout. One place for every number and message of these rules.
 */
export const STAFF_ROLES = ['staff', 'manager'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A set-password link is valid this long. */
export const SET_PASSWORD_LINK_HOURS = 24;
/** A session ends after this long without a request. */
export const SESSION_IDLE_HOURS = 12;
/** A session ends this long after sign-in, however much it is used. */
export const SESSION_MAX_DAYS = 7;
/** Sign-in attempts per client address (IPv6 per /64) per minute (STAFF_SIGN_IN_RATE_LIMIT's default). */
export const DEFAULT_SIGN_IN_ATTEMPTS_PER_MINUTE = 30;
/** This many wrong passwords for one account from one client address ... */
export const LOCKOUT_FAILURES = 5;
/** ... within this many minutes ... */
export const LOCKOUT_WINDOW_MINUTES = 15;
/** ... lock it for this many minutes, for that address only (elsewhere its staff member still signs in). */
export const LOCKOUT_MINUTES = 15;

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
export const STAFF_NAME_MAX_LENGTH = 64;

/** Sign-in answers. Wrong name and wrong password read the same, so names cannot be probed. */
export const SIGN_IN_MESSAGES = {
  credentials: 'Wrong name or password.',
  locked: (minutes: number) =>
    `This account is locked for ${minutes} minute${minutes === 1 ? '' : 's'} after ${LOCKOUT_FAILURES} wrong passwords. Try again later, or ask a manager.`,
  tooMany: (seconds: number) => `Too many sign-in attempts from this address. Try again in ${seconds} seconds.`,
  link: 'This link to set a password has expired or was used already. Ask a manager for a new one (rentals staff add or reset).',
} as const;

export type StaffMember = {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  active: boolean;
  /** False until the set-password link is used. */
  hasPassword: boolean;
  createdAt: Date;
  disabledAt: Date | null;
};

// Letters, digits, spaces, dots, hyphens, apostrophes and underscores: a name staff can type in a
// command and that reads well in the booking history.
const NAME = /^[\p{L}\p{N}][\p{L}\p{N} .'_-]*$/u;
const EMAIL = /^[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[^\s@<>"'(),;:]+$/;

/** Trims and checks a staff member's name (it becomes the actor of their changes). */
export function validateStaffName(raw: unknown, field = 'name'): string {
  const name = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : '';
  if (!name) throw new ValidationError([{ field, type: 'required', message: 'the staff member needs a name' }]);
  if ([...name].length > STAFF_NAME_MAX_LENGTH) {
    throw new ValidationError([{ field, type: 'max', message: `a staff name is at most ${STAFF_NAME_MAX_LENGTH} characters` }]);
  }
  if (!NAME.test(name)) {
    throw new ValidationError([{ field, type: 'format', message: "a staff name may hold letters, digits, spaces and . ' _ - only" }]);
  }
  return name;
}

/** The input of `rentals staff add`, checked. */
export function parseNewStaff(input: { name: unknown; email: unknown; role?: unknown }): { name: string; email: string; role: StaffRole } {
  const errors: FieldError[] = [];
  let name = '';
  try {
    name = validateStaffName(input.name);
  } catch (e) {
    if (e instanceof ValidationError) errors.push(...e.errors);
    else throw e;
  }
  const email = typeof input.email === 'string' ? input.email.trim() : '';
  if (!email) errors.push({ field: 'email', type: 'required', message: 'the staff member needs an e-mail address' });
  else if (email.length > 254 || !EMAIL.test(email)) errors.push({ field: 'email', type: 'format', message: `"${email}" is not an e-mail address` });
  const role = input.role === undefined || input.role === null || input.role === '' ? 'staff' : String(input.role).trim().toLowerCase();
  if (!(STAFF_ROLES as readonly string[]).includes(role)) {
    errors.push({ field: 'role', type: 'invalid', message: `the role is one of ${STAFF_ROLES.join(', ')}` });
  }
  if (errors.length > 0) throw new ValidationError(errors);
  return { name, email, role: role as StaffRole };
}

/** A new password as typed twice on the set-password page. */
export function validateNewPassword(password: unknown, repeat: unknown): string {
  const p = typeof password === 'string' ? password : '';
  if ([...p].length < PASSWORD_MIN_LENGTH) {
    throw new ValidationError([{ field: 'password', type: 'min', message: `the password needs at least ${PASSWORD_MIN_LENGTH} characters` }]);
  }
  if ([...p].length > PASSWORD_MAX_LENGTH) {
    throw new ValidationError([{ field: 'password', type: 'max', message: `the password may have at most ${PASSWORD_MAX_LENGTH} characters` }]);
  }
  if (repeat !== p) throw new ValidationError([{ field: 'repeat', type: 'rule', message: 'the two passwords differ' }]);
  return p;
}

/** Whole minutes (at least 1) from `now` until `until`. */
export function minutesLeft(now: Date, until: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}
