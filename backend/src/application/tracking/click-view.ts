import type { StoredClick } from '../ports/click.repository.js';

/** A saved click record as answered by the API. */
export type ClickView = {
  id: string;
  deviceFingerprint: string;
  gclid: string;
  domain: string | null;
  sourceUrl: string | null;
  referrer: string | null;
  createdAt: string;
};

export function toClickView(c: StoredClick): ClickView {
  return {
    id: c.id,
    deviceFingerprint: c.deviceFingerprint,
    gclid: c.gclid,
    domain: c.domain,
    sourceUrl: c.sourceUrl,
    referrer: c.referrer,
    createdAt: c.createdAt.toISOString(),
  };
}
