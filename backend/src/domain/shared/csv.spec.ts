import { isFormulaLike, neutraliseFormula } from './csv.js';

describe('neutraliseFormula (docs/cli.md spreadsheet formulas)', () => {
  it.each([
    ['=HYPERLINK("http://x","click")', `'=HYPERLINK("http://x","click")`],
    ['=1+1', `'=1+1`],
    ['+SUM(A1:A3)', `'+SUM(A1:A3)`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1', `'\t=1`],
    ['\r=1', `'\r=1`],
    ['+995-555-123', `'+995-555-123`],
    ['+995 555  12', `'+995 555  12`],
    ['-cmd|"/c calc"!A0', `'-cmd|"/c calc"!A0`],
    ['=1+2@example.com', `'=1+2@example.com`],
  ])('neutralises %j', (raw, out) => {
    expect(isFormulaLike(raw)).toBe(true);
    expect(neutraliseFormula(raw)).toBe(out);
  });

  it.each([
    ['a plain number', '-5'],
    ['a signed decimal', '+3.25'],
    ['a phone number with spaces', '+995 555 12 34 56'],
    ['a phone number without spaces', '+995555123456'],
    ['a click id', 'CjwKCAiA-abc_123'],
    ['a name', "O'Brien"],
    ['an e-mail address', 'nino@example.com'],
    ['a formula sign later in the text', 'a=b'],
    ['empty text', ''],
  ])('keeps %s: %j', (_what, raw) => {
    expect(isFormulaLike(raw)).toBe(false);
    expect(neutraliseFormula(raw)).toBe(raw);
  });
});
