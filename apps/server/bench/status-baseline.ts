import { getWorkshiftStatusQuery } from '@jornada/shared/api/workshift';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../src/db/tenant';
import { getWorkshiftStatus } from '../src/modules/workshift/workshift.service';
import { currentUser } from '../src/plugins/auth';

/** The status scenario's "before": GET /api/workshift/status as it was, a tenant transaction per read. */
export const STATUS_BASELINE_PATH = '/api/bench/workshift-status-db';

/**
 * The same route (session, permission, query schema, ETag hook) without the in-memory cursors, on the
 * same instance: the status and status-db scenarios differ only in where the cursor comes from.
 */
export function registerStatusBaseline(app: FastifyInstance, db: Db) {
  app.withTypeProvider<ZodTypeProvider>().get(
    STATUS_BASELINE_PATH,
    {
      config: { permission: 'read:own-workshift', isBackgroundPoll: true, etag: true },
      schema: { hide: true, querystring: getWorkshiftStatusQuery },
    },
    async (request) => getWorkshiftStatus(db, currentUser(request), request.query.since),
  );
}
