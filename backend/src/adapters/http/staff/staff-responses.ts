import type { Response } from 'express';
import type { Flash } from './staff-pages.js';

/** A submitted form's fields (urlencoded or multipart). */
export type Form = Record<string, unknown>;

/** Messages after a change, chosen by a fixed key in the address (nothing from the address is shown). */
const DONE: Record<string, string> = {
  confirmed: 'Confirmed.',
  cancelled: 'Cancelled; the car is free again.',
  moved: 'Moved to the other unit.',
  'checked-out': 'Handover recorded.',
  'checked-in': 'Return recorded.',
  paid: 'Payment recorded.',
  refunded: 'Refund recorded.',
  blocked: 'Block added.',
  unblocked: 'Block removed.',
  password: 'Your password is set. Sign in with it.',
  cleared: 'Every visit record is deleted.',
};

export function flashOf(done: unknown): Flash {
  return typeof done === 'string' && DONE[done] ? { kind: 'ok', text: DONE[done] } : null;
}

/** Every back-office answer: never cached, never indexed. */
export function privateHeaders(res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
}

/** A back-office page with its status. */
export function sendPage(res: Response, status: number, page: string): void {
  privateHeaders(res);
  res.status(status).type('html').send(page);
}

/** After a form: 303 to the page that shows the result. */
export function seeOther(res: Response, location: string): void {
  privateHeaders(res);
  res.redirect(303, location);
}

export function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}
