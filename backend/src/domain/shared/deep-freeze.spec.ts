import { deepFreeze } from './deep-freeze.js';

describe('deepFreeze', () => {
  it.each([
    ['an object and what it holds', { a: { b: [1, { c: 2 }] } }],
    ['an array of objects', [{ a: 1 }, { b: [2] }]],
  ])('freezes %s, and returns it', (_name, value) => {
    expect(deepFreeze(value)).toBe(value);
    const all = (v: unknown): unknown[] => (v && typeof v === 'object' ? [v, ...Object.values(v).flatMap(all)] : []);
    for (const inner of all(value)) expect(Object.isFrozen(inner)).toBe(true);
  });

  it.each([null, undefined, 3, 'text'])('leaves %p as it is', (value) => {
    expect(deepFreeze(value)).toBe(value);
  });
});
