import { type SqlBool, sql } from 'kysely';
import type { Trx } from '../../db/tenant';
import { containsPattern } from './admin.repository';

/** The console's gestorías: list, detail, create and edit (GET/POST/PATCH /api/admin/gestorias). */

function gestoriaRows(trx: Trx) {
  return trx
    .selectFrom('gestorias as g')
    .select([
      'g.id',
      'g.name',
      'g.cif',
      'g.email',
      'g.created_at',
      sql<number>`(select count(*)::int from companies c where c.gestoria_id = g.id)`.as('companies'),
      sql<number>`(select count(*)::int from users u where u.gestoria_id = g.id and u.is_active)`.as('users'),
    ]);
}

export async function listGestorias(trx: Trx, query: { search?: string; page: number; pageSize: number }) {
  const pattern = query.search ? containsPattern(query.search) : null;
  const where =
    pattern === null
      ? sql<SqlBool>`true`
      : sql<SqlBool>`(g.name ilike ${pattern} or g.cif ilike ${pattern} or g.email ilike ${pattern})`;
  const [rows, total] = await Promise.all([
    gestoriaRows(trx)
      .where(where)
      .orderBy('g.name')
      .orderBy('g.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    trx
      .selectFrom('gestorias as g')
      .select(sql<number>`count(*)::int`.as('total'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.total };
}

export function findGestoria(trx: Trx, gestoriaId: number, options: { lock?: boolean } = {}) {
  const query = gestoriaRows(trx).where('g.id', '=', gestoriaId);
  return (options.lock ? query.forUpdate('g') : query).executeTakeFirst();
}

export function listGestoriaCompanies(trx: Trx, gestoriaId: number) {
  return trx
    .selectFrom('companies as c')
    .select([
      'c.id',
      'c.name',
      'c.schema_name',
      'c.subscription_status',
      'c.trial_ends_at',
      'c.subscription_ends_at',
      'c.suspended_at',
    ])
    .where('c.gestoria_id', '=', gestoriaId)
    .orderBy('c.name')
    .execute();
}

export function listGestoriaUsers(trx: Trx, gestoriaId: number) {
  return trx
    .selectFrom('users')
    .select(['id', 'name', 'email', 'is_active', 'email_verified_at'])
    .where('gestoria_id', '=', gestoriaId)
    .orderBy('name')
    .execute();
}

export function insertGestoriaRow(trx: Trx, values: { name: string; cif: string; email: string }) {
  return trx.insertInto('gestorias').values(values).returning('id').executeTakeFirstOrThrow();
}

export function updateGestoriaColumns(
  trx: Trx,
  gestoriaId: number,
  values: Partial<{ name: string; cif: string; email: string }>,
) {
  return trx.updateTable('gestorias').set(values).where('id', '=', gestoriaId).execute();
}
