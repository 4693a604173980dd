import { REFERENCE_ALPHABET, generateReference, isReference, normaliseReference } from './reference.js';

describe('booking references (docs/product.md §10)', () => {
  it('generates GR- and six characters of the alphabet', () => {
    for (let i = 0; i < 500; i++) {
      const ref = generateReference();
      expect(ref).toMatch(/^GR-[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/);
      expect(isReference(ref)).toBe(true);
    }
  });

  it('uses the random source, including its extremes', () => {
    expect(generateReference(() => 0)).toBe('GR-AAAAAA');
    expect(generateReference(() => 0.999999)).toBe('GR-999999');
    expect(generateReference(() => 1)).toBe('GR-999999');
    const values = [0, 1 / 32, 2 / 32, 31 / 32, 8 / 32, 24 / 32];
    let i = 0;
    expect(generateReference(() => values[i++])).toBe('GR-ABC9J2');
  });

  it('leaves out I, O, 0 and 1', () => {
    expect(REFERENCE_ALPHABET).toHaveLength(32);
    expect(REFERENCE_ALPHABET).not.toMatch(/[IO01]/);
  });

  it.each([
    ['GR-7K3Q9P', true],
    ['gr-7k3q9p', true],
    [' GR-7K3Q9P ', true],
    ['GR-7K3Q9', false],
    ['GR-7K3Q9PX', false],
    ['GR-7K3Q0P', false],
    ['GR-IK3Q9P', false],
    ['XX-7K3Q9P', false],
    ['7K3Q9P', false],
    ['', false],
    [42, false],
  ])('isReference(%j) = %s', (s, expected) => {
    expect(isReference(s)).toBe(expected);
  });

  it('normalises typed references', () => {
    expect(normaliseReference(' gr-7k3q9p ')).toBe('GR-7K3Q9P');
  });
});
