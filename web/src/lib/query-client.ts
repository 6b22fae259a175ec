// The request cache (docs/product/constants.md#browser-caches): identical requests within 2 s share one answer, and a
// failed request is retried every 5 s (a few times; a 4xx answer, which will not change by asking again, is not
// retried).
import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "@/lib/api-client";

export const REQUEST_DEDUPE_MS = 2_000;
export const ERROR_RETRY_INTERVAL_MS = 5_000;
const MAX_RETRIES = 3;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: REQUEST_DEDUPE_MS,
        retry: shouldRetry,
        retryDelay: ERROR_RETRY_INTERVAL_MS,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
