/**
 * The beacon of real visitors' figures (loaded by ./vitals.ts when the browser is idle): web-vitals
 * (attribution build) measures LCP, INP, CLS, FCP and TTFB of this page view; the figures are sent
 * to POST /api/vitals with navigator.sendBeacon as a Blob of application/json (a string would go as
 * text/plain, which the API refuses) whenever the page is hidden: the visitor switches away, closes
 * the tab or leaves. Only what docs/api.md lists goes: the page (its path without the language
 * prefix or any query), the language, the device class, the connection type and the CSS selector
 * of the element concerned; no address, no user agent.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { splitLocalePath } from '@domain/site/locales.js';
import { CONNECTION_TYPES, VITAL_LIMITS, VITAL_TARGET_MAX_LENGTH, VITALS_BATCH_MAX, type ConnectionType, type VitalName } from '@domain/vitals/vital-figures.js';

const ENDPOINT = '/api/vitals';

type Figure = { name: VitalName; value: number; id: string; page: string; language: string; device: 'mobile' | 'desktop'; connection?: ConnectionType; target?: string };

function deviceClass(): 'mobile' | 'desktop' {
  const hinted = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData?.mobile;
  if (typeof hinted === 'boolean') return hinted ? 'mobile' : 'desktop';
  return matchMedia('(pointer: coarse)').matches ? 'mobile' : 'desktop';
}

function connectionType(): ConnectionType | undefined {
  const type = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return (CONNECTION_TYPES as readonly string[]).includes(type ?? '') ? (type as ConnectionType) : undefined;
}

/** The element a figure is about, as web-vitals names it (a CSS selector), cleaned to what the API takes. */
function targetOf(metric: MetricWithAttribution): string | undefined {
  const a = metric.attribution as { interactionTarget?: string; largestShiftTarget?: string; target?: string };
  const raw = metric.name === 'INP' ? a.interactionTarget : metric.name === 'CLS' ? a.largestShiftTarget : metric.name === 'LCP' ? a.target : undefined;
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  const clean = raw?.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '').slice(0, VITAL_TARGET_MAX_LENGTH);
  return clean || undefined;
}

/** Starts measuring this page view (`page`: the site's page, as routes.ts names it). */
export function measure(page: string): void {
  const { locale } = splitLocalePath(location.pathname);
  const device = deviceClass();
  const connection = connectionType();
  const queue = new Map<string, Figure>();

  const add = (metric: MetricWithAttribution) => {
    const name: VitalName = metric.name;
    // A figure the API would refuse (a page left open for hours) is not sent: it would take the others with it.
    if (!Number.isFinite(metric.value) || metric.value < 0 || metric.value > VITAL_LIMITS[name].max) return;
    const target = targetOf(metric);
    queue.set(`${metric.id}:${name}`, {
      name,
      value: metric.value,
      id: metric.id,
      page,
      language: locale,
      device,
      ...(connection ? { connection } : {}),
      ...(target ? { target } : {}),
    });
  };

  const flush = () => {
    if (queue.size === 0) return;
    const figures = [...queue.values()].slice(0, VITALS_BATCH_MAX);
    queue.clear();
    navigator.sendBeacon(ENDPOINT, new Blob([JSON.stringify(figures)], { type: 'application/json' }));
  };

  onLCP(add);
  onINP(add);
  onCLS(add);
  onFCP(add);
  onTTFB(add);
  // After web-vitals' own listeners (added above), so the figures they report on hiding are sent.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
  // Measuring from now on (the browser tests wait for this mark before they interact).
  document.documentElement.setAttribute('data-vitals', '');
}
