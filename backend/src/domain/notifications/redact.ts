/** Hides e-mail addresses and phone numbers in a text meant for a log line. */
export function redactContacts(text: string): string {
  return text
    .replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '[address]')
    .replace(/\+?\d(?:[\s()-]*\d){8,}/g, '[number]');
}
