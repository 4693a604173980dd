import { apiFetch } from '@/lib/api-client';

/** The device click-tracking record (docs/product.md §14), exactly the fields POST /api/gclid/save accepts. */
export interface ClickRecord {
  deviceFingerprint: string;
  gclid: string;
  domain: string;
  sourceUrl: string;
  referrer: string;
  userAgent: string;
  screenResolution: string;
  timezone: string;
  language: string;
  platform: string;
  sessionId: string;
}

/** POST /api/gclid/save. The answer is only logged by the caller (docs/api.md). */
export function saveClick(record: ClickRecord): Promise<unknown> {
  return apiFetch<unknown>('/api/gclid/save', { method: 'POST', body: JSON.stringify(record) });
}
