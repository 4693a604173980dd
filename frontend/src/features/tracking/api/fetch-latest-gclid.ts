import { ApiError, apiFetch } from '@/lib/api-client';

/** GET /api/gclid/latest: the newest click id saved for this device, or null (the server answers 404). */
export async function fetchLatestGclid(deviceFingerprint: string): Promise<string | null> {
  try {
    const answer = await apiFetch<{ gclid?: string | null }>(
      `/api/gclid/latest?deviceFingerprint=${encodeURIComponent(deviceFingerprint)}`,
    );
    return typeof answer?.gclid === 'string' && answer.gclid ? answer.gclid : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
