import type { Selectable } from 'kysely';
import type { ClockChainHeadsTable, ClockEventsTable } from '../../db/schema';
import { type Db, withTenant } from '../../db/tenant';
import type { RecordPublicKey } from '../record/signing-key';
import { listPublishedDigests } from '../record/stored-digest';
import { listEveryCentreId } from '../work-centres/work-centres.service';
import {
  listChainHeads,
  listCompanyUserIds,
  listEventsOfUnknownActors,
  listUsersWithEvents,
  listWorkerEvents,
} from './clock-events.repository';
import { chainHash, type SealedEvent } from './record-chain';
import { type AnchoringOptions, checkDigestChain, createAnchoringCheck } from './verify-digest-chain';
import { brokenLinksAgainstDigests, checkDigests, publishedHeadsByWorker, vanishedChains } from './verify-digests';
import { brokenLinksOfProjection } from './verify-projection';

export interface BrokenLink {
  eventId: string | null;
  /** null for a link that is a whole signed digest (then `digestDay` names it) or the digests' chain. */
  userId: number | null;
  digestDay?: string;
  /** A stored shift that disagrees with its events (verify-projection.ts). */
  workshiftId?: string;
  reason: string;
}

export interface VerifyOptions {
  /**
   * The key the digests' signatures must verify with (never read from the database). null: none is
   * configured, so every digest is reported as unverifiable. Left out: signatures are not checked
   * (their roots and the chains against them still are) — the CLI always passes it.
   */
  publicKey?: RecordPublicKey | null;
  /**
   * The instant to check at and how long an event may stand in no digest: with it, events left out of
   * every digest for longer (the newest digests deleted) are reported. Left out: not checked — the
   * CLI always passes it.
   */
  anchoring?: AnchoringOptions;
}

export interface VerifyReport {
  /** Events walked: every event of every worker with a chain head. */
  events: number;
  workers: number;
  /** null when the record is whole; else every broken link found, company-wide checks first. */
  broken: BrokenLink[] | null;
  /** Only when there is something to say that does not break the record (a late daily digest). */
  notes?: string[];
}

/**
 * Walks every worker's chain of the company: each event must point at the previous event's hash,
 * its own hash must match its content, and the chain head must agree with the last event and the
 * count (so a deleted tail shows). It also checks what foreign keys would (migration 007 dropped
 * them from the hot clock tables): the worker is a user of this company, the actor a user, an
 * event's workshift_id an earlier start of the same worker, and a start's centre_id (in its sealed
 * details) a work centre of this company. It reports every broken link, not just
 * the first: a tampered event early in a chain must not hide a later one.
 *
 * Then the signed daily digests (ADR 008): each must verify and match its own leaves, and every chain
 * must still hold what each digest published of it — which catches a chain rewritten and re-hashed
 * to its head, or cut at the tail with its head fixed, after the digest was published.
 *
 * Last, the shift projection every report reads, rebuilt from the events (verify-projection.ts, ADR 022).
 */
export function verifyRecords(db: Db, companyId: number, options: VerifyOptions = {}): Promise<VerifyReport> {
  return withTenant(db, companyId, async (trx) => {
    const heads = await listChainHeads(trx, companyId);
    const companyUsers = new Set(await listCompanyUserIds(trx, companyId));
    const headUsers = new Set(heads.map((head) => head.user_id));
    const usersWithEvents = await listUsersWithEvents(trx, companyId);
    const centres = new Set(await listEveryCentreId(trx, companyId));
    const links: BrokenLink[] = [
      ...heads
        .filter((head) => !companyUsers.has(head.user_id))
        .map((head) => ({
          eventId: null,
          userId: head.user_id,
          reason: 'el trabajador no es un usuario de esta empresa',
        })),
      ...(await listEventsOfUnknownActors(trx, companyId)).map((ghost) => ({
        eventId: ghost.id,
        userId: ghost.user_id,
        reason: 'quien lo registró no es un usuario',
      })),
      ...usersWithEvents
        .filter((userId) => !headUsers.has(userId))
        .map((userId) => ({ eventId: null, userId, reason: 'eventos sin cabeza de cadena' })),
    ];
    const allDigests = await listPublishedDigests(trx, companyId);
    const digests = checkDigests(allDigests, options.publicKey);
    const published = publishedHeadsByWorker(digests.trusted);
    const digestChain = checkDigestChain(companyId, allDigests, digests.trusted);
    const anchoring = options.anchoring ? createAnchoringCheck(companyId, allDigests, options.anchoring) : null;
    links.push(
      ...digests.links,
      ...digestChain.links,
      ...vanishedChains(published, (userId) => headUsers.has(userId) || usersWithEvents.includes(userId)),
    );
    let total = 0;
    for (const head of heads) {
      const events = await listWorkerEvents(trx, companyId, head.user_id);
      const chainLinks = brokenLinksOfChain(head, events, centres);
      links.push(...chainLinks);
      // A chain already reported broken is not reported again against the digests: one alteration, one report.
      if (chainLinks.length === 0) {
        const sealed = events.map((event) => ({ id: String(event.id), hash: event.hash }));
        links.push(...brokenLinksAgainstDigests(head.user_id, sealed, published.get(head.user_id) ?? []));
      }
      anchoring?.addChain(head.user_id, events);
      total += events.length;
    }
    links.push(...(anchoring?.links() ?? []));
    links.push(...(await brokenLinksOfProjection(trx, companyId, links)));
    return {
      events: total,
      workers: heads.length,
      broken: links.length > 0 ? links : null,
      ...(digestChain.notes.length > 0 ? { notes: digestChain.notes } : {}),
    };
  });
}

type StoredEvent = Selectable<ClockEventsTable>;

/** One worker's chain against its head: every event that breaks it, then the head if it disagrees. */
function brokenLinksOfChain(
  head: Selectable<ClockChainHeadsTable>,
  events: readonly StoredEvent[],
  centres: ReadonlySet<number>,
): BrokenLink[] {
  const links: BrokenLink[] = [];
  const report = (eventId: string | null, reason: string) => links.push({ eventId, userId: head.user_id, reason });
  // Each check continues from the stored hash, so one altered event is reported once, not at every later link.
  let previous: string | null = null;
  const starts = new Set<string>();
  for (const event of events) {
    const id = String(event.id);
    if (event.workshift_id !== null && !starts.has(String(event.workshift_id))) {
      report(id, 'su jornada no es un inicio anterior del mismo trabajador');
    }
    if (event.kind === 'start') starts.add(id);
    const centre = (event.details as Record<string, unknown> | null)?.centre_id;
    if (centre !== undefined && !centres.has(centre as number)) {
      report(id, 'su centro de trabajo no es un centro de esta empresa');
    }
    if (event.prev_hash !== previous) report(id, 'no enlaza con el evento anterior (falta o sobra un evento)');
    const sealed: SealedEvent = {
      ...event,
      id,
      workshift_id: event.workshift_id === null ? null : String(event.workshift_id),
      occurred_at: new Date(event.occurred_at),
    };
    if (chainHash(event.prev_hash, sealed) !== event.hash) {
      report(id, 'su contenido no coincide con su hash (modificado)');
    }
    previous = event.hash;
  }
  const lastId = events.at(-1)?.id;
  const isTailChanged = head.last_hash !== previous || String(head.last_event_id ?? '') !== String(lastId ?? '');
  // A missing or extra event inside the chain also throws the count off, but it was reported
  // where the links break; the count speaks on its own only when the links are all whole.
  const isCountOff = head.event_count !== events.length && links.length === 0;
  if (isTailChanged || isCountOff) {
    report(
      lastId === undefined ? null : String(lastId),
      `la cabeza de la cadena espera ${head.event_count} eventos y hay ${events.length} (borrado al final)`,
    );
  }
  return links;
}

/** What `npm run cli -- verify-records` prints: one line when whole, else one line per broken link. */
export function describeVerifyReport(report: VerifyReport): string {
  const notes = (report.notes ?? []).map((note) => `  Nota: ${note}.\n`).join('');
  if (!report.broken) return `Registro íntegro: ${report.events} eventos de ${report.workers} trabajadores.\n${notes}`;
  const count = report.broken.length;
  const lines = report.broken.map((link) => {
    if (link.userId === null && link.digestDay === undefined)
      return `  en la cadena de resúmenes firmados: ${link.reason}.`;
    if (link.userId === null) return `  en el resumen firmado del ${link.digestDay}: ${link.reason}.`;
    const where = link.workshiftId
      ? `en la jornada #${link.workshiftId}`
      : link.eventId
        ? `en el evento #${link.eventId}`
        : 'en la cadena';
    return `  ${where} (trabajador ${link.userId}): ${link.reason}.`;
  });
  return `REGISTRO ALTERADO: ${count} ${count === 1 ? 'enlace roto' : 'enlaces rotos'}.\n${lines.join('\n')}\n${notes}`;
}
