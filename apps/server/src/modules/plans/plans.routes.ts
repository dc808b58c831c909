import { errorResponse } from '@jornada/shared/api/error';
import { listSubscriptionsResponse } from '@jornada/shared/api/plans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/tenant';
import { listPlansOnOffer } from './plans.service';

export const plansRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/public/subscriptions',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['público'],
        summary: 'Planes de suscripción',
        response: { 200: listSubscriptionsResponse, 500: errorResponse },
      },
    },
    async () => listPlansOnOffer(db),
  );
};
