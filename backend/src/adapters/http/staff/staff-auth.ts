import type { Request, Response } from 'express';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** The session cookie (its token's SHA-256 is the key of `staff_sessions`). */
export const SESSION_COOKIE = 'staff_session';
/** The form token of the pages before sign-in (sign-in, set password): a double-submit cookie. */
export const PRE_SESSION_COOKIE = 'staff_csrf';
/** The form field every POST carries. */
export const CSRF_FIELD = '_csrf';

export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * Sets a back-office cookie: HttpOnly, SameSite=Lax, for /staff only, Secure when the request came
 * over HTTPS (directly, or through a trusted proxy: TRUST_PROXY and X-Forwarded-Proto: https).
 * No Max-Age: the server ends sessions after 12 idle hours (docs/staff.md).
 */
export function setCookie(req: Request, res: Response, name: string, value: string): void {
  const attrs = [`${name}=${encodeURIComponent(value)}`, 'Path=/staff', 'HttpOnly', 'SameSite=Lax'];
  if (req.secure) attrs.push('Secure');
  res.append('Set-Cookie', attrs.join('; '));
}

export function clearCookie(req: Request, res: Response, name: string): void {
  res.append('Set-Cookie', `${name}=; Path=/staff; HttpOnly; SameSite=Lax; Max-Age=0${req.secure ? '; Secure' : ''}`);
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Constant-time comparison of a form token with the expected one (never equal when either is missing). */
export function csrfMatches(given: unknown, expected: string | undefined): boolean {
  return typeof given === 'string' && given.length > 0 && !!expected && timingSafeEqual(digest(given), digest(expected));
}

/** The pre-session form token: the cookie's when it has a sane one, else a new one set now. */
export function preSessionToken(req: Request, res: Response): string {
  const current = readCookie(req, PRE_SESSION_COOKIE);
  if (current && /^[A-Za-z0-9_-]{43}$/.test(current)) return current;
  const token = randomBytes(32).toString('base64url');
  setCookie(req, res, PRE_SESSION_COOKIE, token);
  return token;
}
