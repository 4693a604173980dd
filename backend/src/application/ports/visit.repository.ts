/** One page visit (docs/product.md §14). */
export type StoredVisit = {
  id: number;
  ipAddress: string;
  visitedAt: Date;
  isGoogleAdsTraffic: boolean;
};

export abstract class VisitRepository {
  abstract record(visit: { ipAddress: string; visitedAt: Date; isGoogleAdsTraffic: boolean }): Promise<StoredVisit>;
  /** Newest first. */
  abstract list(limit: number): Promise<StoredVisit[]>;
  /** Deletes every visit; returns how many. */
  abstract clear(): Promise<number>;
  /** Deletes visits before `cutoff`; returns how many. */
  abstract deleteBefore(cutoff: Date): Promise<number>;
}
