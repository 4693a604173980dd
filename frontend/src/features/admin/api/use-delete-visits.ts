import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { VISITS_PATH, bearer } from './visit';

/** DELETE /api/ip/visits; on success the list is fetched again (docs/api.md). */
export function useDeleteVisits(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        return await apiFetch<{ deleted: number }>(VISITS_PATH, { method: 'DELETE', headers: bearer(token) });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) throw error; // the page asks for the token again
        throw new Error('Failed to delete IP visits');
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [VISITS_PATH] }),
  });
}
