import {
  API_KEY_MESSAGES,
  integrationClockRequest,
  integrationEndRequest,
  integrationStartRequest,
} from '@jornada/shared/api/api-keys';
import { errorResponse } from '@jornada/shared/api/error';
import { clockActionHeaders, workshiftActionResponse } from '@jornada/shared/api/workshift';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiKeyActor } from '../../access/reach';
import type { Db } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import type { ClockAction } from '../workshift/clock-action.service';
import { clockInput } from '../workshift/clock-input';
import { performIntegrationClockAction } from './integration-clock.service';

const errors = {
  400: errorResponse,
  401: errorResponse,
  402: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
  429: errorResponse,
};
const tags = ['integraciones'];

/** The key of a key-only route (the guard lets nothing else through). */
function keyOf(request: FastifyRequest): ApiKeyActor {
  const key = request.apiKey?.actor;
  if (!key) throw new AppError('UNAUTHENTICATED', API_KEY_MESSAGES.invalidKey);
  return key;
}

/** The integration API's own calls: clock actions an API key makes for a named employee. */
export const integrationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const actions: { path: string; action: ClockAction; summary: string; body: typeof integrationClockRequest }[] = [
    {
      path: '/api/integrations/workshift/start',
      action: 'start',
      summary:
        "Iniciar la jornada de un empleado (user_id; work_mode opcional: 'presencial' o 'teletrabajo', por defecto la de su contrato)",
      body: integrationStartRequest,
    },
    {
      path: '/api/integrations/workshift/break/start',
      action: 'break_start',
      summary: 'Iniciar la pausa de un empleado',
      body: integrationClockRequest,
    },
    {
      path: '/api/integrations/workshift/break/end',
      action: 'break_end',
      summary: 'Finalizar la pausa de un empleado',
      body: integrationClockRequest,
    },
    {
      path: '/api/integrations/workshift/resume',
      action: 'resume',
      summary: 'Reanudar la jornada de un empleado',
      body: integrationClockRequest,
    },
    {
      path: '/api/integrations/workshift/end',
      action: 'end',
      summary: "Finalizar la jornada de un empleado (observaciones opcionales, por defecto 'Jornada Regular')",
      body: integrationEndRequest,
    },
  ];
  for (const { path, action, summary, body } of actions) {
    app.post(
      path,
      {
        config: { permission: 'clock:api-workshift', apiKeyScope: 'clock:write' },
        schema: {
          tags,
          summary,
          headers: clockActionHeaders,
          body,
          response: { 200: workshiftActionResponse, ...errors },
        },
      },
      async (request) =>
        performIntegrationClockAction(db, keyOf(request), action, request.body, clockInput(request, request.body)),
    );
  }
};
