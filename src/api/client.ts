import { QueryClient } from '@tanstack/react-query';
import { createApi } from './calls';
import { isApiError, type Validators } from './http';

/** The ETags a prerendered page carried for its data (src/app/startFromPrerender.tsx fills it). */
export const prerenderedValidators: Validators = new Map();

/** The site always reaches the API on its own origin; dev and preview servers proxy `/api`. */
export const api = createApi({ baseUrl: '/api/v1', validators: prerenderedValidators });

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on retry; a network or 5xx failure gets one more try.
        retry: (count, error) =>
          count < 1 && !(isApiError(error) && error.status !== null && error.status < 500),
      },
    },
  });
}

/** One client for the app: loaders (outside React) and components share its cache. */
export const queryClient = createQueryClient();
