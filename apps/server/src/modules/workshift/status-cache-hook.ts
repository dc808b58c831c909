import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WorkshiftStatusCache } from './status-cache';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every write answered by this process forgets the cursors it may have moved before its answer
 * leaves (its transaction has committed by then), so the next status read here never waits for the
 * bus: a web clock action (`clock:workshift`, always the session's own record) forgets its author;
 * any other write in a company (a kiosk's or an API key's clock action, a decided correction, an
 * incident about someone else) forgets the company's. Other instances hear of it through the bus.
 */
export const statusCacheHook = fp(async (app: FastifyInstance, { cache }: { cache: WorkshiftStatusCache }) => {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (READS.has(request.method)) return payload;
    const user = request.session?.user;
    const companyId = user?.company_id ?? request.posSession?.companyId ?? request.apiKey?.actor.companyId ?? null;
    if (companyId === null) return payload;
    if (user && request.routeOptions.config?.permission === 'clock:workshift') cache.forgetUser(companyId, user.id);
    else cache.forgetCompany(companyId);
    return payload;
  });
});
