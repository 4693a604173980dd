import type { StoredVisit } from '../ports/visit.repository.js';

/** A visit record as answered by the API (docs/product.md §14). */
export type VisitView = { id: number; ipAddress: string; visitedAt: string; isGoogleAdsTraffic: boolean };

export function toVisitView(v: StoredVisit): VisitView {
  return { id: v.id, ipAddress: v.ipAddress, visitedAt: v.visitedAt.toISOString(), isGoogleAdsTraffic: v.isGoogleAdsTraffic };
}
