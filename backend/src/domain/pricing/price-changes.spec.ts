import { parseCarEntry } from '../catalogue/car-entry.js';
import { parseSeason, parseTiers } from './price-changes.js';
import { DEFAULT_PRICE_TABLES } from './price-tables.js';

const season = (name: string) => () => parseSeason({ name, from: '2027-07-01', to: '2027-08-31', percent: '20' }, DEFAULT_PRICE_TABLES);

describe('control characters in season names and car texts (the rule of charge notes: domain/shared/text.ts)', () => {
  it.each([
    ['an ESC sequence', 'Peak\u001b[2J'],
    ['a C1 control', 'Peak\u009b'],
    ['a right-to-left override', 'Summer \u202Ekaep'],
    ['a zero-width space', 'Sum\u200bmer'],
  ])('a season name with %s is refused', (_, name) => {
    expect(season(name)).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED', errors: [expect.objectContaining({ field: 'name', message: 'the name must not contain control characters' })] }));
  });

  it('a plain season name in any script is taken', () => {
    expect(season('Summer peak')()).toMatchObject({ name: 'Summer peak' });
    expect(season('ზაფხული')()).toMatchObject({ name: 'ზაფხული' });
  });

  it.each([
    ['description', { en: { description: 'Great car \u202Edeen' } }, 'description-en'],
    ['description (ESC)', { ru: { description: 'Хорошая\u001b[31m машина' } }, 'description-ru'],
    ['features', { he: { features: 'GPS, \u2066roof\u2069 tent' } }, 'features-he'],
  ])('a car %s with control characters is refused', (_, texts, field) => {
    expect(() => parseCarEntry({ texts })).toThrow(expect.objectContaining({ errors: [expect.objectContaining({ field, type: 'format' })] }));
  });

  it('a car description may have several lines', () => {
    expect(parseCarEntry({ texts: { en: { description: 'Line one\nLine two', features: 'GPS, 4x4' } } }).texts.en).toEqual({ description: 'Line one\nLine two', features: ['GPS', '4x4'] });
  });
});

describe('a daily rate below 1 EUR is refused (a car priced at 0 EUR a day)', () => {
  it.each([
    ['tiers with a 0', () => parseTiers('70,68,67,0'), 'tiers'],
    ['tiers all 0', () => parseTiers('0,0,0,0'), 'tiers'],
    ['a new car at 0 a day', () => parseCarEntry({ daily: '0' }), 'daily'],
  ])('%s', (_, parse, field) => {
    expect(parse).toThrow(expect.objectContaining({ errors: [expect.objectContaining({ field, type: 'min', message: 'a daily rate is at least 1 euro (got 0)' })] }));
  });
  it('1 EUR a day is the least taken', () => {
    expect(parseTiers('1,1,1,1')).toEqual([1, 1, 1, 1]);
    expect(parseCarEntry({ daily: '1' }).tiers).toEqual([1, 1, 1, 1]);
  });
});
