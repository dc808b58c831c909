import { API_KEY_MESSAGES, type IntegrationClockRequest } from '@jornada/shared/api/api-keys';
import type { Workshift } from '@jornada/shared/api/workshift';
import { type ApiKeyActor, tenantReachFor } from '../../access/reach';
import { type Db, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { findClockingEmployees } from '../terminals/pos-terminals.service';
import { type ClockAction, type ClockInput, performClockAction } from '../workshift/clock-action.service';

/**
 * POST /api/integrations/workshift/{action} (scope clock:write): an integration (a
 * turnstile, a card reader, an HR system) clocks for an employee it names, through the same clock
 * service and rules as the web and the kiosk, with source 'api'. The record keeps the worker as the
 * person whose time it is and seals the key that made the action (id and name) in the event's details,
 * so the legal record says it came from the integration. Idempotency-Key and X-Offline work as on the web.
 */
export async function performIntegrationClockAction(
  db: Db,
  key: ApiKeyActor,
  action: ClockAction,
  body: IntegrationClockRequest,
  input: Pick<ClockInput, 'clientTime' | 'clientTimezone' | 'idempotency' | 'offlineClaim'>,
): Promise<Workshift> {
  const { companyId } = tenantReachFor(key, 'clock:api-workshift');
  // Only an active worker or manager of the key's company clocks: anyone else reads as not found.
  const clocking = await withTenant(db, companyId, (trx) => findClockingEmployees(trx, companyId, [body.user_id]));
  if (!clocking.has(body.user_id)) throw new AppError('NOT_FOUND', API_KEY_MESSAGES.employeeNotFound);
  return performClockAction(
    db,
    { user: { id: body.user_id, company_id: companyId }, sessionId: null, source: 'api' },
    action,
    {
      location: body.location,
      clientTime: input.clientTime,
      clientTimezone: input.clientTimezone,
      observaciones: action === 'end' ? body.observaciones : undefined,
      workMode: action === 'start' ? body.work_mode : undefined,
      auditDetails: { api_key_id: key.keyId, api_key: key.keyName },
      idempotency: input.idempotency,
      offlineClaim: input.offlineClaim,
    },
  );
}
