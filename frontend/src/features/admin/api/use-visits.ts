import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { VISITS_PATH, VISITS_REFRESH_MS, bearer, type Visit } from './visit';

/** GET /api/ip/visits with the admin token, refetched every 10 seconds (docs/product.md §2; docs/api.md). */
export function useVisits(token: string) {
  return useQuery({
    queryKey: [VISITS_PATH, token],
    queryFn: async () => {
      const answer = await apiFetch<{ visits: Visit[] }>(VISITS_PATH, { headers: bearer(token) });
      return Array.isArray(answer?.visits) ? answer.visits : [];
    },
    enabled: token !== '',
    refetchInterval: VISITS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
