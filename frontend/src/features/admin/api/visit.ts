/** A visit record (docs/product.md §14): one page request. */
export interface Visit {
  id: string | number;
  ipAddress: string;
  visitedAt: string;
  isGoogleAdsTraffic: boolean;
}

export const VISITS_PATH = '/api/ip/visits';
export const VISITS_REFRESH_MS = 10_000;

export const bearer = (token: string): HeadersInit => ({ Authorization: `Bearer ${token}` });
