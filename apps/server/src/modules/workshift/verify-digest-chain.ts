import { addDays } from '@jornada/shared/domain/madrid-time';
import { digestHash, signedFieldsOf } from '../record/digest-signature';
import type { StoredDigest } from '../record/stored-digest';
import type { BrokenLink } from './verify-records';

/**
 * The chain of signed digests (ADR 008, migration 028). Each chained digest signs its place
 * (`sequence`) and the previous one's hash, so from the first chained digest on:
 * - a digest deleted in the middle leaves a hole in the numbers, and the next one's previous hash
 *   names a digest that is not there (a gap);
 * - the newest digests deleted leave a chain that still links, but is stale: the checkpoint job
 *   anchors every change within minutes, so events the record holds that no digest covers, recorded
 *   longer ago than that, mean digests were taken out at the end (a missing tail). The same measure
 *   between two digests catches a tail deleted and the chain then extended again by the job: the
 *   events in between waited far longer than the job ever lets them.
 * Digests written before chaining (sequence null) are not part of it; installations have days
 * without one, and a late daily digest says, signed (covers_from), which days it stands for.
 */

export interface ChainReport {
  links: BrokenLink[];
  /** What holds but a reader should know (a daily digest published late, covering days without one). */
  notes: string[];
}

const chainLink = (reason: string): BrokenLink => ({ eventId: null, userId: null, reason });

export function chainedDigests(digests: readonly StoredDigest[]): StoredDigest[] {
  return digests
    .filter((digest) => digest.sequence !== null)
    .sort((a, b) => (a.sequence as number) - (b.sequence as number));
}

const nameOf = (digest: StoredDigest) =>
  `#${digest.id} (nº ${digest.sequence}, ${digest.kind === 'daily' ? 'diario' : 'punto de control'} del ${digest.day})`;

/**
 * Continuity from the first chained digest on: numbers without holes, each linking to the one before.
 * A digest already reported as forged or altered (not in `trusted`) changes its own hash, so the next
 * one's link to it is not reported again: one alteration, one report.
 */
export function checkDigestChain(
  companyId: number,
  digests: readonly StoredDigest[],
  trusted: readonly StoredDigest[],
): ChainReport {
  const trustedIds = new Set(trusted.map((digest) => digest.id));
  const chain = chainedDigests(digests);
  const links: BrokenLink[] = [];
  const notes: string[] = [];
  const [first] = chain;
  if (!first) return { links, notes };
  if (first.sequence !== 1) {
    const missing = (first.sequence as number) - 1;
    links.push(
      chainLink(
        `empresa ${companyId}: ${missing === 1 ? 'falta el primer resumen' : `faltan los ${missing} primeros resúmenes`} de la cadena, anteriores al ${nameOf(first)} (${missing === 1 ? 'borrado' : 'borrados'})`,
      ),
    );
  }
  for (let index = 1; index < chain.length; index++) {
    const previous = chain[index - 1] as StoredDigest;
    const current = chain[index] as StoredDigest;
    const missing = (current.sequence as number) - (previous.sequence as number) - 1;
    if (missing > 0) {
      links.push(
        chainLink(
          `empresa ${companyId}: entre el resumen ${nameOf(previous)} y el ${nameOf(current)} ${missing === 1 ? 'falta 1 resumen de la cadena (borrado)' : `faltan ${missing} resúmenes de la cadena (borrados)`}`,
        ),
      );
    } else if (trustedIds.has(previous.id) && current.previous_hash !== digestHash(signedFieldsOf(previous))) {
      links.push(
        chainLink(
          `empresa ${companyId}: el resumen ${nameOf(current)} no enlaza con el anterior ${nameOf(previous)} (la cadena de resúmenes se ha alterado)`,
        ),
      );
    }
  }
  for (const digest of chain) {
    if (digest.kind === 'daily' && digest.covers_from !== null && digest.covers_from < digest.day) {
      const days = daysBetween(digest.covers_from, digest.day);
      notes.push(
        `el resumen diario ${nameOf(digest)} se publicó tarde: cubre desde el ${digest.covers_from}, ${days} ${days === 1 ? 'día' : 'días'} sin resumen propio`,
      );
    }
  }
  return { links, notes };
}

function daysBetween(from: string, to: string): number {
  let days = 0;
  for (let day = from; day < to; day = addDays(day, 1)) days++;
  return days;
}

/** When an event entered the record: its server receive time (an offline replay's), else its time. */
interface RecordedEvent {
  occurred_at: Date | string;
  details: Record<string, unknown> | null;
}

function recordedAt(event: RecordedEvent): number {
  const received = event.details?.received_at;
  return new Date(typeof received === 'string' ? received : event.occurred_at).getTime();
}

export interface AnchoringOptions {
  now: Date;
  /** The longest an event may stand covered by no digest (from the checkpoint interval, with a margin). */
  maxUnanchoredMinutes: number;
}

/**
 * How long each event waited for a digest. Fed every worker's chain (addChain), it reports, once per
 * company: the events no digest covers although recorded longer ago than allowed (a missing tail),
 * and each pair of digests between which events waited longer than allowed (digests taken out and
 * the chain extended again). Only events recorded after the chain's first digest count.
 */
export function createAnchoringCheck(companyId: number, digests: readonly StoredDigest[], options: AnchoringOptions) {
  const chain = chainedDigests(digests);
  const allowedMs = options.maxUnanchoredMinutes * 60_000;
  const start = chain[0] ? new Date(chain[0].created_at).getTime() : null;
  const countsByDigest = chain.map((digest) => new Map(digest.leaves.map((leaf) => [leaf.employee_id, leaf.events])));
  /** Per covering digest's position in the chain (chain.length: none covers it), the events that waited too long. */
  const late = new Map<number, { events: number; workers: Set<number> }>();

  return {
    addChain(userId: number, events: readonly RecordedEvent[]) {
      if (start === null) return;
      let position = 0;
      events.forEach((event, index) => {
        const at = recordedAt(event);
        // The first digest of the chain whose count for this worker includes this event.
        while (position < chain.length && (countsByDigest[position]?.get(userId) ?? 0) <= index) position++;
        if (at < start) return;
        const coveredAt =
          position < chain.length ? new Date((chain[position] as StoredDigest).created_at).getTime() : null;
        const waited = (coveredAt ?? options.now.getTime()) - at;
        if (waited <= allowedMs) return;
        const entry = late.get(position) ?? { events: 0, workers: new Set<number>() };
        entry.events++;
        entry.workers.add(userId);
        late.set(position, entry);
      });
    },
    links(): BrokenLink[] {
      const result: BrokenLink[] = [];
      const limit = `${options.maxUnanchoredMinutes} min`;
      for (const [position, entry] of [...late].sort(([a], [b]) => a - b)) {
        const what = `${entry.events} ${entry.events === 1 ? 'evento' : 'eventos'} de ${entry.workers.size} ${entry.workers.size === 1 ? 'trabajador' : 'trabajadores'}`;
        const covering = chain[position];
        const before = chain[position - 1];
        if (!covering) {
          const tip = chain.at(-1) as StoredDigest;
          result.push(
            chainLink(
              `empresa ${companyId}: el último resumen de la cadena es el ${nameOf(tip)}, de ${new Date(tip.created_at).toISOString()}, y ${what} registrados hace más de ${limit} no están en ninguno: faltan los resúmenes posteriores (borrados) o no se están publicando`,
            ),
          );
        } else {
          result.push(
            chainLink(
              `empresa ${companyId}: ${what} esperaron más de ${limit} hasta el resumen ${nameOf(covering)}${before ? `, publicado después del ${nameOf(before)}` : ''}: faltan resúmenes entre ellos (borrados) o no se publicaron`,
            ),
          );
        }
      }
      return result;
    },
  };
}
