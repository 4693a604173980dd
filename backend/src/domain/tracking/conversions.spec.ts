import { conversionRow, conversionsCsv, csvField, tbilisiDateTime } from './conversions.js';

describe('tbilisiDateTime', () => {
  it.each([
    ['2026-11-23T10:15:30.900Z', '2026-11-23 14:15:30'],
    ['2026-12-31T20:00:00Z', '2027-01-01 00:00:00'],
    ['2026-03-29T00:30:00Z', '2026-03-29 04:30:00'], // no daylight saving time in Georgia
  ])('%s -> %s', (iso, text) => expect(tbilisiDateTime(new Date(iso))).toBe(text));
});

describe('csvField', () => {
  it.each([
    ['CjwKCAiA-abc_123', 'CjwKCAiA-abc_123'],
    ['Booking confirmed', 'Booking confirmed'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded', '" padded"'],
    [636, '636'],
    // docs/cli.md: a click id that a spreadsheet would run as a formula is neutralised.
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['@SUM(A1)', `'@SUM(A1)`],
  ])('%j -> %j', (raw, out) => expect(csvField(raw)).toBe(out));
});

describe('conversionsCsv', () => {
  it('starts with the time zone line and Google\'s header, then one row per conversion', () => {
    const rows = [
      conversionRow({ gclid: 'CjwKCAiA-abc', confirmedAt: new Date('2026-11-23T10:15:30Z'), totalPrice: 636 }, 'Booking confirmed'),
      conversionRow({ gclid: 'g2', confirmedAt: new Date('2026-11-23T21:00:00Z'), totalPrice: 135 }, 'Rental, confirmed'),
    ];
    expect(conversionsCsv(rows)).toBe(
      'Parameters:TimeZone=Asia/Tbilisi\n' +
        'Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency\n' +
        'CjwKCAiA-abc,Booking confirmed,2026-11-23 14:15:30,636,EUR\n' +
        'g2,"Rental, confirmed",2026-11-24 01:00:00,135,EUR\n',
    );
    expect(conversionsCsv([])).toBe('Parameters:TimeZone=Asia/Tbilisi\nGoogle Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency\n');
  });
});
