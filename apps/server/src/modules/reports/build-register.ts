// TEMP stub until branch register merges
import type { RegisterResponse } from '@jornada/shared/api/reports';
import type { TenantReach } from '../../access/reach';
import type { Trx } from '../../db/tenant';
export interface RegisterScope { companyId: number; reach: TenantReach; employeeId?: number }
export async function buildRegister(_trx: Trx, _scope: RegisterScope, _period: { from: string; to: string }, _now: Date): Promise<RegisterResponse> { throw new Error('stub'); }
