import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** Generic fetch (docs/api.md): a GET to the path that is the first element of the query key. */
export const defaultQueryFn: QueryFunction = ({ queryKey }) => apiFetch(String(queryKey[0]));

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        gcTime: 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
}
