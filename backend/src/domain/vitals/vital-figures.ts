/**
 * The figures of real visitors' speed (Core Web Vitals, docs/api.md POST /api/vitals): their names, sane
 * ranges and web.dev's thresholds. No imports: the page's beacon (frontend/src/lib/vitals-beacon.ts)
 * reads this file too, the API's checks (./vitals.ts), the staff page and `rentals vitals`.
 */

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export const DEVICE_CLASSES = ['mobile', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The Network Information API's effectiveType, the only connection a beacon may name. */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

/** Figures per beacon (one page view reports at most five metrics, each maybe twice). */
export const VITALS_BATCH_MAX = 20;
/** The largest beacon body the server reads (bytes); anything longer is a 413. */
export const VITALS_BODY_MAX_BYTES = 8 * 1024;
/** How long figures are kept (the retention job deletes older ones), and so the longest window a report shows. */
export const VITALS_RETENTION_DAYS = 90;
/** The windows the staff page shows, and the CLI's default. */
export const VITALS_WINDOWS_DAYS = [7, 28] as const;
export const VITALS_DEFAULT_DAYS = 28;
/** The longest interaction target (a CSS selector web-vitals builds) and metric id stored. */
export const VITAL_TARGET_MAX_LENGTH = 200;

/**
 * The sane range of each figure: milliseconds up to two minutes, CLS (a unitless score) up to 10.
 * `good` and `poor` are web.dev's thresholds (at or under `good`: good; over `poor`: poor).
 */
export const VITAL_LIMITS: Readonly<Record<VitalName, { max: number; good: number; poor: number; unit: 'ms' | '' }>> = Object.freeze({
  LCP: { max: 120_000, good: 2500, poor: 4000, unit: 'ms' },
  INP: { max: 120_000, good: 200, poor: 500, unit: 'ms' },
  CLS: { max: 10, good: 0.1, poor: 0.25, unit: '' },
  FCP: { max: 120_000, good: 1800, poor: 3000, unit: 'ms' },
  TTFB: { max: 120_000, good: 800, poor: 1800, unit: 'ms' },
});

/** good / needs improvement / poor for a 75th percentile, by web.dev's thresholds. */
export function vitalRating(name: VitalName, value: number): 'good' | 'needs-improvement' | 'poor' {
  const { good, poor } = VITAL_LIMITS[name];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** A figure as the staff page and the CLI write it: milliseconds rounded, CLS to three places. */
export function formatVital(name: VitalName, value: number): string {
  return VITAL_LIMITS[name].unit === 'ms' ? `${Math.round(value)} ms` : value.toFixed(3);
}
