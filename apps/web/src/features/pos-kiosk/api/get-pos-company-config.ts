import { type CompanyConfig, companyConfigSchema, DEFAULT_COMPANY_CONFIG } from '@jornada/shared/api/company-config';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { posKeys } from './pos-keys';

/** SPEC §7: on failure, company_id 0 and §9's defaults (no paid breaks, 2 a day, 30 min apart). */
export const POS_FALLBACK_CONFIG: CompanyConfig = { ...DEFAULT_COMPANY_CONFIG, company_id: 0 };
/** SPEC §9: the POS config is fresh for 5 min. */
const STALE_MS = 5 * 60_000;

/** GET /api/pos/company/config; a failure is not an error for the kiosk: the defaults apply. */
export async function getPosCompanyConfig(signal?: AbortSignal): Promise<CompanyConfig> {
  try {
    return parseResponse(companyConfigSchema, await api.get('/api/pos/company/config', { signal }));
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('No se pudo leer la configuración de la empresa; se usan los valores por defecto', error);
    return POS_FALLBACK_CONFIG;
  }
}

export function usePosCompanyConfig() {
  return useQuery({
    queryKey: posKeys.config(),
    queryFn: ({ signal }) => getPosCompanyConfig(signal),
    staleTime: STALE_MS,
  });
}
