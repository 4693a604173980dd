import type { StoredVisit } from '../ports/visit.repository.js';

/** A visit record as answered by the API (SPEC §3). */
export type VisitView = { id: number; ipAddress: string; visitedAt: string; isGoogleAdsTraffic: boolean };

export function toVisitView(v: StoredVisit): VisitView {
  return { id: v.id, ipAddress: v.ipAddress, visitedAt: v.visitedAt.toISOString(), isGoogleAdsTraffic: v.isGoogleAdsTraffic };
}
