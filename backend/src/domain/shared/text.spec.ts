import { hasControlCharacters } from './text.js';

describe('hasControlCharacters', () => {
  it.each([
    ['plain text', 'Summer peak', false, false],
    ['Georgian, Russian, Hebrew, Arabic letters', 'ზაფხული Лето קיץ صيف', false, false],
    ['an emoji', 'Summer ☀️', false, false],
    ['ESC (C0)', 'Peak\u001b[2J', true, true],
    ['NUL', 'a\u0000b', true, true],
    ['DEL', 'a\u007fb', true, true],
    ['C1 (CSI U+009B)', 'a\u009b2Jb', true, true],
    ['right-to-left override U+202E', 'Summer \u202Ekaep', true, true],
    ['left-to-right embedding U+202A', '\u202Aa', true, true],
    ['first strong isolate U+2068', '\u2068a', true, true],
    ['zero-width space U+200B', 'a\u200bb', true, true],
    ['line separator U+2028', 'a\u2028b', true, true],
    ['a line feed', 'line one\nline two', true, false],
    ['a tab', 'a\tb', true, false],
    ['a carriage return', 'a\rb', true, true],
  ])('%s', (_, text, single, lines) => {
    expect(hasControlCharacters(text)).toBe(single);
    expect(hasControlCharacters(text, { lines: true })).toBe(lines);
  });
});
