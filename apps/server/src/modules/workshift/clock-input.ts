import type { WorkshiftActionRequest } from '@jornada/shared/api/workshift';
import type { FastifyRequest } from 'fastify';
import type { ClockInput } from './workshift.service';

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
}

/**
 * The client's own clock and zone (X-Client-Time / X-Client-Timezone, else the body's client_time)
 * are kept beside the server time, for audit only: the server's time is the record's.
 */
export function clockInput(
  request: FastifyRequest,
  body: WorkshiftActionRequest & { observaciones?: string; work_mode?: ClockInput['workMode'] },
): ClockInput {
  const fromBody = body.client_time?.timestamp ?? body.client_time?.timeString;
  return {
    location: body.location,
    clientTime: header(request, 'x-client-time') ?? (fromBody === undefined ? null : String(fromBody)),
    clientTimezone: header(request, 'x-client-timezone'),
    observaciones: body.observaciones,
    workMode: body.work_mode,
  };
}
