/**
 * The one rule against spreadsheet formulas in the CSV files the CLI writes (docs/cli.md;
 * OWASP "CSV injection"): some cells hold text that visitors typed or sent (names, e-mail
 * addresses, click ids), and a spreadsheet runs a cell that starts with `=`, `+`, `-`, `@`, a tab
 * or a carriage return as a formula (`=HYPERLINK(...)` makes a live link).
 *
 * Such a cell gets a leading apostrophe, which spreadsheets show as text and do not display.
 * Two kinds of text that start with `+` or `-` stay as they are, because no formula can hide in
 * them and staff read them as they are:
 * - a plain number: an optional sign, digits, an optional decimal part (`-5`, `+3.25`);
 * - a phone number: `+`, then digits and single spaces, ending in a digit (`+995 555 12 34 56`).
 * Anything else starting with one of those characters (`+995-555`, `-1+2`, `@SUM(A1)`) is
 * neutralised. Numbers passed as numbers are never touched.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(?:\.\d+)?$/;
const PHONE_NUMBER = /^\+\d(?: ?\d)*$/;

/** Whether a spreadsheet could read this text as a formula (see above). */
export function isFormulaLike(text: string): boolean {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) && !PHONE_NUMBER.test(text);
}

/** The text a CSV cell should hold: formula-like text with a leading apostrophe, anything else unchanged. */
export function neutraliseFormula(text: string): string {
  return isFormulaLike(text) ? `'${text}` : text;
}
