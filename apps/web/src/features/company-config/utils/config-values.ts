import {
  type CompanyConfig,
  editableCompanyConfigFields,
  type UpdateCompanyConfigRequest,
} from '@jornada/shared/api/company-config';
import { UNLIMITED_USERS } from '@jornada/shared/api/plans';

/** The values PUT /api/company/config takes, picked from a loaded config (no company_id, no user_limit). */
export function editableValuesOf(config: CompanyConfig): UpdateCompanyConfigRequest {
  const values: Record<string, unknown> = {};
  for (const field of editableCompanyConfigFields) values[field] = config[field];
  return values as UpdateCompanyConfigRequest;
}

/** '80', or 'Ilimitados' for the unlimited marker 999999 (SPEC §9). */
export function userLimitLabel(limit: number): string {
  return limit === UNLIMITED_USERS ? 'Ilimitados' : String(limit);
}
