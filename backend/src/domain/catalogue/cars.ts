/** A car the company prices: its display name and base daily rate in EUR (for 1-3 days). */
export type CarRate = { readonly name: string; readonly baseRate: number };

/** The 14 cars of docs/product.md §3 with their base daily rates (EUR per day for 1-3 days). */
export const CARS: readonly CarRate[] = Object.freeze([
  { name: 'Hyundai Elantra', baseRate: 45 },
  { name: 'Toyota FJ Cruiser', baseRate: 70 },
  { name: 'Chevrolet Suburban', baseRate: 73 },
  { name: 'Toyota 4Runner', baseRate: 75 },
  { name: 'Mitsubishi Pajero IO', baseRate: 53 },
  { name: 'Renault Duster', baseRate: 64 },
  { name: 'Toyota Camry', baseRate: 57 },
  { name: 'Toyota Corolla Hybrid', baseRate: 55 },
  { name: 'Jeep Renegade', baseRate: 58 },
  { name: 'Jeep Wrangler', baseRate: 86 },
  { name: 'Jeep Grand Cherokee', baseRate: 75 },
  { name: 'Subaru Forester', baseRate: 68 },
  { name: 'Tesla Model 3', baseRate: 72 },
  { name: 'Cadillac Escalade', baseRate: 220 },
].map((car) => Object.freeze(car)));


/** Lower case, hyphens and underscores as spaces, trimmed, runs of spaces collapsed. */
export function carKey(raw: string): string {
  return String(raw ?? '')
    .replace(/[-_]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

const BY_KEY = new Map(CARS.map((car) => [carKey(car.name), car]));

/** Words that keep a fixed spelling when a car name is normalised. */
const SPECIAL_WORDS: Record<string, string> = { '4runner': '4Runner', fj: 'FJ', io: 'IO' };

/**
 * Normalises a car name from a URL or a form: capitalised words, with `4Runner` and `FJ` kept
 * special; hyphens and underscores count as spaces. A known car gets its catalogue spelling.
 * "toyota 4runner" -> "Toyota 4Runner", "TOYOTA FJ CRUISER" -> "Toyota FJ Cruiser".
 */
export function normaliseCarName(raw: string | null | undefined): string {
  const key = carKey(raw ?? '');
  if (!key) return '';
  const known = BY_KEY.get(key);
  if (known) return known.name;
  return key
    .split(' ')
    .map((word) => SPECIAL_WORDS[word] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
