import { createHash } from 'node:crypto';
import type { WorkshiftActionRequest } from '@jornada/shared/api/workshift';
import type { FastifyRequest } from 'fastify';
import type { ClockInput } from './clock-action.service';

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
}

/**
 * Which request an Idempotency-Key was used for: the route and the body, minus a kiosk PIN (a 4-digit
 * secret must not sit in the table as a hash anyone could reverse by trying all 10,000).
 */
function fingerprintOf(request: FastifyRequest, body: object): string {
  const { pin: _pin, ...rest } = body as Record<string, unknown>;
  return createHash('sha256')
    .update(request.routeOptions.url ?? request.url)
    .update('\n')
    .update(JSON.stringify(rest))
    .digest('base64url');
}

/**
 * What the request says besides its body. The client's own clock and zone (X-Client-Time /
 * X-Client-Timezone, else the body's client_time) are kept beside the server time, for audit only —
 * except on an offline replay (X-Offline: 1), where X-Client-Time is the tap's time, which the
 * service checks and records. Idempotency-Key (a uuid, checked by the route's schema) names the tap.
 */
export function clockInput(
  request: FastifyRequest,
  body: WorkshiftActionRequest & { observaciones?: string; work_mode?: ClockInput['workMode'] },
): ClockInput {
  const fromBody = body.client_time?.timestamp ?? body.client_time?.timeString;
  const clientTime = header(request, 'x-client-time');
  const key = header(request, 'idempotency-key');
  return {
    location: body.location,
    clientTime: clientTime ?? (fromBody === undefined ? null : String(fromBody)),
    clientTimezone: header(request, 'x-client-timezone'),
    observaciones: body.observaciones,
    workMode: body.work_mode,
    idempotency: key === null ? undefined : { key: key.toLowerCase(), fingerprint: fingerprintOf(request, body) },
    offlineClaim: header(request, 'x-offline') === '1' ? (clientTime ?? '') : undefined,
  };
}
