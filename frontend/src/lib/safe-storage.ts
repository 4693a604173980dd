/** Web storage that never throws (storage can be disabled, full, or blocked in private modes). */
export function readStorage(kind: 'local' | 'session', key: string): string | null {
  try {
    return (kind === 'local' ? window.localStorage : window.sessionStorage).getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(kind: 'local' | 'session', key: string, value: string): void {
  try {
    (kind === 'local' ? window.localStorage : window.sessionStorage).setItem(key, value);
  } catch {
    // storage unavailable: the value is simply not kept
  }
}

export function removeStorage(kind: 'local' | 'session', key: string): void {
  try {
    (kind === 'local' ? window.localStorage : window.sessionStorage).removeItem(key);
  } catch {
    // nothing to do
  }
}
