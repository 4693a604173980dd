import { apiFetch } from '@/lib/api-client';

export interface SiteKeyAnswer {
  configured: boolean;
  siteKey: string | null;
}

/** GET /api/recaptcha/site-key (docs/api.md). */
export function getSiteKey(): Promise<SiteKeyAnswer> {
  return apiFetch<SiteKeyAnswer>('/api/recaptcha/site-key');
}
