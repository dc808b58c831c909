import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { sanitizeLegalHtml } from '../utils/sanitize-legal-html';

export const LEGAL_TEXT_STALE_MS = 60 * 60 * 1000;

/**
 * GET /texts/<file> (SPEC §2.1, §7): a static HTML fragment. Anything that is not one (the app's own
 * index.html from a misconfigured proxy, an empty answer) counts as a failed load.
 */
export async function getLegalText(file: string, signal?: AbortSignal): Promise<string> {
  const body = await api.get(`/texts/${file}`, { signal });
  if (typeof body !== 'string' || body.trim() === '' || /<div id="root"|<!doctype/i.test(body)) {
    throw new Error('El documento legal no tiene el formato esperado');
  }
  return sanitizeLegalHtml(body);
}

export function getLegalTextQueryOptions(file: string) {
  return queryOptions({
    queryKey: ['legal-text', file],
    queryFn: ({ signal }) => getLegalText(file, signal),
    staleTime: LEGAL_TEXT_STALE_MS,
    // A missing document stays missing; other failures get one more try.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 1,
  });
}

export function useLegalText(file: string) {
  return useQuery(getLegalTextQueryOptions(file));
}
