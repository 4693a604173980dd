import { InvalidArgumentError } from 'commander';

/** Commander parser for a whole number from `min` to `max`. */
function wholeNumberParser(min: number, max: number): (value: string) => number {
  return (value: string) => {
    const n = Number(value);
    if (!/^\d+$/.test(value.trim()) || !Number.isInteger(n) || n < min || n > max) {
      throw new InvalidArgumentError(`use a whole number from ${min} to ${max}.`);
    }
    return n;
  };
}

/** Commander parser for --limit: a whole number from 1 to `max`. */
export function limitParser(max: number): (value: string) => number {
  return wholeNumberParser(1, max);
}

/** Commander parser for --offset: a whole number from 0 to `max`. */
export function offsetParser(max = 10_000_000): (value: string) => number {
  return wholeNumberParser(0, max);
}
