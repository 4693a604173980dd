/**
 * Control characters (C0, DEL, C1) and invisible format characters (bidi embeddings, overrides and
 * isolates such as U+202E, zero-width joiners, ...) and the line and paragraph separators: they let
 * a text rewrite a terminal line (an ESC sequence through `bookings show`) or reverse what customers
 * read on price lines and PDFs. Refused in staff names, charge notes, season names and car texts.
 */
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
/** The same, line feeds and tabs allowed (a text of several lines). */
const CONTROL_BUT_LINES = /[^\P{Cc}\n\t]|[\p{Cf}\u2028\u2029]/u;

export function hasControlCharacters(text: string, options: { lines?: boolean } = {}): boolean {
  return (options.lines ? CONTROL_BUT_LINES : CONTROL).test(text);
}
