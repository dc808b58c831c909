import type { ListPetitionsQuery, PetitionStatus, Ticket } from '@jornada/shared/api/petitions';
import type { SessionUser } from '@jornada/shared/api/session';
import { companyOf } from '../../access/company-of';
import { type Db, withTenant } from '../../db/tenant';
import { notificationPollCursor } from '../notifications/notify';
import { readerOf } from './petition-rules';
import { loadPetition, toPetition, toRecord, toTicket, viewContext } from './petition-view';
import { countPendingAssigned, countPetitionRows, listPetitionRows } from './petitions.repository';

/**
 * Reading petitions (the GET routes). Filing, deciding and cancelling live in file-petition.ts,
 * decide-petition.ts and cancel-petition.ts; the rules in petition-rules.ts.
 */

export function getPetition(db: Db, actor: SessionUser, id: number) {
  const companyId = companyOf(actor);
  return withTenant(db, companyId, (trx) => loadPetition(trx, companyId, actor, String(id)));
}

export function listPetitions(db: Db, actor: SessionUser, query: ListPetitionsQuery) {
  const companyId = companyOf(actor);
  const filter = { view: query.view, status: query.status, kind: query.table_name };
  return withTenant(db, companyId, async (trx) => {
    const [rows, total] = await Promise.all([
      listPetitionRows(trx, companyId, readerOf(actor), {
        ...filter,
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      }),
      countPetitionRows(trx, companyId, readerOf(actor), filter),
    ]);
    const ctx = await viewContext(trx, companyId, actor, rows);
    return { data: rows.map((row) => toPetition(row, ctx)), total, page: query.page, page_size: query.page_size };
  });
}

/** GET /api/petitions/tickets: the tickets in the actor's reach, newest first. */
export function listTickets(db: Db, actor: SessionUser): Promise<{ data: Ticket[] }> {
  const companyId = companyOf(actor);
  return withTenant(db, companyId, async (trx) => {
    const rows = await listPetitionRows(trx, companyId, readerOf(actor), {
      view: 'all',
      kind: 'tickets',
      limit: 200,
      offset: 0,
    });
    return { data: rows.map(toTicket) };
  });
}

export function getPendingCount(db: Db, actor: SessionUser) {
  const companyId = companyOf(actor);
  return withTenant(db, companyId, async (trx) => ({ count: await countPendingAssigned(trx, companyId, actor.id) }));
}

/** GET /api/petitions/recent-updates: a decision on one of my petitions since `since` (else: unread). */
export function getRecentUpdates(db: Db, actor: SessionUser, since: string | undefined) {
  const companyId = companyOf(actor);
  return withTenant(db, companyId, async (trx) => {
    const { cursor, hasNew } = await notificationPollCursor(trx, companyId, actor.id, ['petition_decided'], since);
    return { hasUpdates: hasNew, cursor };
  });
}

/** GET /api/petitions/new-petitions: a petition assigned to me since `since` (else: unread). */
export function getNewPetitions(db: Db, actor: SessionUser, since: string | undefined) {
  const companyId = companyOf(actor);
  return withTenant(db, companyId, async (trx) => {
    const { cursor, hasNew } = await notificationPollCursor(trx, companyId, actor.id, ['petition_created'], since);
    return { hasNewPetitions: hasNew, cursor };
  });
}

/** GET /api/petitions/registros: assigned to me (assigned_to_me=true) or filed by me, newest first. */
export function getRegistros(
  db: Db,
  actor: SessionUser,
  query: { assigned_to_me?: 'true' | 'false'; status?: PetitionStatus },
) {
  const companyId = companyOf(actor);
  return withTenant(db, companyId, async (trx) => {
    const rows = await listPetitionRows(trx, companyId, readerOf(actor), {
      view: query.assigned_to_me === 'true' ? 'inbox' : 'outbox',
      status: query.status,
      limit: 100,
      offset: 0,
    });
    const ctx = await viewContext(trx, companyId, actor, rows);
    return { data: rows.map((row) => toRecord(row, ctx)) };
  });
}
