import { ApiError } from '@/lib/api-client';
import { fetchLatestGclid } from './api/fetch-latest-gclid';
import { saveClick, type ClickRecord } from './api/save-click';
import { deviceFingerprint, readDeviceTraits } from './device-fingerprint';
import { addGclidToLocation, repairEncodedGclidInLocation } from './gclid-url';
import { gclidFromSearch, isPlausibleGclid, storeGclid } from './lib/gclid-storage';
import { trackingSessionId } from './session-id';

export type ClickTrackingOutcome = 'saved' | 'restored' | 'none' | 'failed';

/**
 * Click ids (docs/product.md §14). With a gclid in the URL: keep it in local and session storage and save the
 * device's click record. Without: ask the server for this device's latest gclid and put it in the
 * URL without reloading. Never throws; failures are only logged (docs/booking.md).
 */
export async function trackClick(): Promise<ClickTrackingOutcome> {
  try {
    repairEncodedGclidInLocation();
    const traits = readDeviceTraits();
    const fingerprint = await deviceFingerprint(traits);
    const gclid = gclidFromSearch(window.location.search);

    if (gclid) {
      storeGclid(gclid);
      const record: ClickRecord = {
        deviceFingerprint: fingerprint,
        gclid,
        domain: window.location.hostname,
        // Without the fragment: the thank-you page carries the booking page's token there.
        sourceUrl: `${window.location.origin}${window.location.pathname}${window.location.search}`,
        referrer: document.referrer,
        userAgent: traits.userAgent,
        screenResolution: traits.screenResolution,
        timezone: traits.timezone,
        language: traits.language,
        platform: traits.platform,
        sessionId: trackingSessionId(),
      };
      const answer = await saveClick(record);
      console.debug('Click id saved', answer);
      return 'saved';
    }

    const latest = await fetchLatestGclid(fingerprint);
    if (!isPlausibleGclid(latest)) return 'none';
    // The visitor may have navigated on while the answer was on its way: only touch the URL if it still has none.
    if (gclidFromSearch(window.location.search)) return 'none';
    addGclidToLocation(latest);
    storeGclid(latest);
    return 'restored';
  } catch (error) {
    if (error instanceof ApiError) console.error(`Server error: ${error.status}`);
    else console.error('Click tracking failed', error);
    return 'failed';
  }
}
