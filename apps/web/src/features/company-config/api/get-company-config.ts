import { type CompanyConfig, companyConfigSchema, DEFAULT_COMPANY_CONFIG } from '@jornada/shared/api/company-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';

export const companyConfigQueryKey = ['company-config'] as const;

/** SPEC §9: the company config is cached 60 s. */
export const COMPANY_CONFIG_STALE_TIME_MS = 60_000;

/** SPEC §7 POS defaults: company_id 0 when the real config could not be read. */
export const FALLBACK_COMPANY_CONFIG: CompanyConfig = { ...DEFAULT_COMPANY_CONFIG, company_id: 0 };

/**
 * GET /api/company/config. A failure is not an error for the screens (SPEC §7: user_limit falls back
 * to 80, break settings to the defaults): the card must keep working with sensible limits, and the
 * server applies the real ones anyway.
 */
export async function getCompanyConfig(signal?: AbortSignal): Promise<CompanyConfig> {
  try {
    return parseResponse(companyConfigSchema, await api.get('/api/company/config', { signal }));
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('No se pudo leer la configuración de la empresa; se usan los valores por defecto', error);
    return FALLBACK_COMPANY_CONFIG;
  }
}

export function getCompanyConfigQueryOptions() {
  return queryOptions({
    queryKey: companyConfigQueryKey,
    queryFn: ({ signal }) => getCompanyConfig(signal),
    staleTime: COMPANY_CONFIG_STALE_TIME_MS,
  });
}

export function useCompanyConfig() {
  return useQuery(getCompanyConfigQueryOptions());
}

/**
 * The same call for the settings form, where a failure must be an error: editing the defaults
 * instead of the real values and saving them would silently change the company's rules. Its key
 * starts with companyConfigQueryKey, so one invalidation refreshes both.
 */
export function getEditableCompanyConfigQueryOptions() {
  return queryOptions({
    queryKey: [...companyConfigQueryKey, 'edit'] as const,
    queryFn: async ({ signal }) => parseResponse(companyConfigSchema, await api.get('/api/company/config', { signal })),
    staleTime: COMPANY_CONFIG_STALE_TIME_MS,
  });
}

export function useEditableCompanyConfig() {
  return useQuery(getEditableCompanyConfigQueryOptions());
}
