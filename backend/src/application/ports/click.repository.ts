/** A device click-tracking record (docs/product.md §14). */
export type ClickRecord = {
  deviceFingerprint: string;
  gclid: string;
  domain: string | null;
  sourceUrl: string | null;
  referrer: string | null;
  userAgent: string | null;
  screenResolution: string | null;
  timezone: string | null;
  language: string | null;
  platform: string | null;
  sessionId: string | null;
};

export type StoredClick = ClickRecord & { id: string; createdAt: Date };

export abstract class ClickRepository {
  abstract save(record: ClickRecord, at: Date): Promise<StoredClick>;
  /** The most recent record of that device, or null. */
  abstract latestFor(deviceFingerprint: string): Promise<StoredClick | null>;
}
