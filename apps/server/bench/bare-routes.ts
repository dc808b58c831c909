import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { type Db, withTenant } from '../src/db/tenant';

/**
 * The yardsticks: routes with no session, no permission check, no schema, only the database work
 * reduced to one statement, on the same Fastify instance (same HTTP stack, same hooks, which skip
 * non-/api URLs), the same pool and the same RLS tenant transaction (withTenant) as the app's routes.
 */
export function registerBareRoutes(app: FastifyInstance, db: Db, companyId: number) {
  // One indexed SELECT: a workshifts row by primary key (company_id, id).
  app.get<{ Querystring: { id?: string } }>('/bench/bare-read', async (request, reply) => {
    const id = request.query.id ?? '0';
    const row = await withTenant(db, companyId, (trx) =>
      trx
        .selectFrom('workshifts')
        .selectAll()
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .executeTakeFirst(),
    );
    if (!row) return reply.code(404).send({ message: 'no existe' });
    return row;
  });

  // One INSERT into a tenant table of the bench database (bench_inserts, RLS like the app's).
  app.post('/bench/bare-insert', async () => {
    const { rows } = await withTenant(db, companyId, (trx) =>
      sql<{ id: string }>`insert into bench_inserts (company_id) values (${companyId}) returning id`.execute(trx),
    );
    return { id: rows[0]?.id };
  });
}
