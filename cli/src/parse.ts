import { InvalidArgumentError } from 'commander';

/** Commander parser for --limit: a whole number from 1 to `max`. */
export function limitParser(max: number): (value: string) => number {
  return (value: string) => {
    const n = Number(value);
    if (!/^\d+$/.test(value.trim()) || !Number.isInteger(n) || n < 1 || n > max) {
      throw new InvalidArgumentError(`use a whole number from 1 to ${max}.`);
    }
    return n;
  };
}
