import { randomId } from './random-id';
import { readStorage, writeStorage } from '@/lib/safe-storage';

const KEY = 'trackingSessionId';

/** One id per browser tab session, kept in session storage. */
export function trackingSessionId(): string {
  const existing = readStorage('session', KEY);
  if (existing) return existing;
  const id = randomId();
  writeStorage('session', KEY, id);
  return id;
}
