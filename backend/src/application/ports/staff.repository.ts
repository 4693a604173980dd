import type { StaffMember, StaffRole } from '../../domain/staff/staff-account.js';

/** A one-time set-password link as stored: only the SHA-256 of its token. */
export type PasswordLink = { tokenHash: string; createdAt: Date; expiresAt: Date };

/** A staff member with what signing in needs. */
export type StaffCredentials = StaffMember & { passwordHash: string | null };

/** Whose wrong passwords are counted together: an account (or a typed name that is none) from one client address. */
export type SignInKey = { name: string; client: string };

/** A signed-in session as stored (the cookie's token is kept as its SHA-256 only). */
export type StaffSession = { staff: StaffMember; csrfToken: string; createdAt: Date; lastSeenAt: Date };

export type AddStaffResult = { outcome: 'added'; staff: StaffMember } | { outcome: 'name-taken' } | { outcome: 'email-taken' };

/** Staff accounts, their set-password links, wrong-password counts and sessions (docs/staff.md). */
export abstract class StaffRepository {
  /** Adds an account (no password yet) with its first set-password link, in one transaction. */
  abstract add(staff: { name: string; email: string; role: StaffRole }, link: PasswordLink, at: Date): Promise<AddStaffResult>;
  /** Adds another set-password link for an account (the earlier ones stop working). */
  abstract addLink(staffId: number, link: PasswordLink): Promise<void>;
  abstract list(): Promise<StaffMember[]>;
  /** Case-insensitive. */
  abstract findByName(name: string): Promise<StaffCredentials | null>;
  /** Disables the account and ends its sessions; null when there is no such name. */
  abstract disable(name: string, at: Date): Promise<StaffMember | null>;
  /** The account a valid (unused, unexpired at `at`) link belongs to, or null. */
  abstract findLink(tokenHash: string, at: Date): Promise<StaffMember | null>;
  /**
   * Uses the link (once: a conditional update) to set the password hash; also clears the lock
   * and the wrong-password count. False when the link was used or expired meanwhile.
   */
  abstract usePasswordLink(tokenHash: string, passwordHash: string, at: Date): Promise<boolean>;
  /** Until when sign-in for `key` is locked at `at`, or null when it is not. */
  abstract lockedUntil(key: SignInKey, at: Date): Promise<Date | null>;
  /**
   * Counts a wrong password for `key` at `at`; when `threshold` of them (since the last lock) fall
   * after `windowStart`, locks `key` until `lockUntil`. Answers whether it is locked now.
   */
  abstract recordFailure(key: SignInKey, at: Date, windowStart: Date, threshold: number, lockUntil: Date): Promise<boolean>;
  abstract clearFailures(key: SignInKey): Promise<void>;
  abstract createSession(tokenHash: string, staffId: number, csrfToken: string, at: Date): Promise<void>;
  /**
   * The session, if its account is still active; sessions idle since before `idleSince`, or
   * started before `startedSince`, are deleted and not found.
   */
  abstract findSession(tokenHash: string, idleSince: Date, startedSince: Date): Promise<StaffSession | null>;
  abstract touchSession(tokenHash: string, at: Date): Promise<void>;
  abstract deleteSession(tokenHash: string): Promise<void>;
  /**
   * Deletes sessions idle since before `idleSince` or started before `startedSince`, links expired
   * or used before `now`, wrong passwords older than `failuresBefore` (and not locking); answers how many rows.
   */
  abstract purgeExpired(idleSince: Date, startedSince: Date, now: Date, failuresBefore: Date): Promise<number>;
}
