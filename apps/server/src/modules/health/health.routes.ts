import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/tenant';
import { pingDatabase } from './health.repository';

export const healthResponse = z.object({ status: z.literal('ok'), database: z.enum(['postgres', 'pglite']) });

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; kind: 'postgres' | 'pglite' }> = async (app, opts) => {
  app.get(
    '/api/health',
    {
      config: { permission: 'public', isBackgroundPoll: true },
      schema: { tags: ['sistema'], summary: 'Estado del servidor', response: { 200: healthResponse } },
    },
    async () => {
      await pingDatabase(opts.db);
      return { status: 'ok' as const, database: opts.kind };
    },
  );
};
