import { canonicalJson } from './canonical-json.js';

describe('canonicalJson', () => {
  it.each([
    [{ b: 1, a: 2 }, { a: 2, b: 1 }],
    [{ a: { d: [1, { y: 1, x: 2 }], c: 'x' } }, { a: { c: 'x', d: [1, { x: 2, y: 1 }] } }],
    [{ a: 1, skipped: undefined }, { a: 1 }],
  ])('%j and %j are the same text', (one, two) => expect(canonicalJson(one)).toBe(canonicalJson(two)));

  it.each([
    [{ a: '1' }, { a: 1 }],
    [{ a: 'x' }, { a: 'x ' }],
    [{ a: null }, { a: 1 }],
    [{ a: [1, 2] }, { a: [2, 1] }],
    [{ customerName: 'Nino Beridze' }, { customerName: 'Other Name' }],
  ])('%j and %j differ', (one, two) => expect(canonicalJson(one)).not.toBe(canonicalJson(two)));

  it('sorts keys at every level', () => {
    expect(canonicalJson({ z: 1, a: { c: 2, b: 3 } })).toBe('{"a":{"b":3,"c":2},"z":1}');
  });
});
