/**
 * What the visitor typed or chose in a server-rendered form before the page was hydrated. React
 * leaves those DOM values alone while hydrating, but its state does not know them and the next render
 * of the field would put the state's value back; the forms take these values over once, right after
 * hydration. Empty fields are left out (nothing to keep).
 */
export function enteredBeforeHydration<K extends string>(form: HTMLFormElement | null, names: readonly K[]): Partial<Record<K, string>> {
  const entered: Partial<Record<K, string>> = {};
  if (!form) return entered;
  for (const name of names) {
    const el = form.elements.namedItem(name);
    if ((el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) && el.value !== '') entered[name] = el.value;
  }
  return entered;
}

/** `entered` merged into `current`, or `current` itself when nothing differs (no re-render). */
export function withEntered<T extends object>(current: T, entered: Partial<Record<keyof T & string, string>>): T {
  const changed = Object.entries(entered).filter(([k, v]) => (current as Record<string, unknown>)[k] !== v);
  return changed.length === 0 ? current : { ...current, ...Object.fromEntries(changed) };
}
