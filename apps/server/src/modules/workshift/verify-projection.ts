import { madridDate, madridTime } from '@jornada/shared/domain/madrid-time';
import type { Trx } from '../../db/tenant';
import { listEventsToReplay } from './clock-events.repository';
import type { BrokenLink } from './verify-records';
import { listCompanyWorkshifts, type WorkshiftRow } from './workshift.repository';
import { replayClockEvents } from './workshift-projection';

/**
 * The projection against the record (migration 026, ADR 022). Every register format, the monthly
 * bundle, the inspector's and the gestoría's views read `workshifts`, so verify-records must vouch for
 * it too: each shift is rebuilt from its sealed events with the reducer the clock uses, and every
 * stored row that says something else — or has no events, or is missing — is reported, field by
 * field. Two bulk reads (the company's events and its shifts), whatever the number of shifts.
 */

export interface ProjectionMismatch {
  workshiftId: string;
  userId: number;
  /** The field in Spanish (inicio, fin, pausas…); null when the whole row is missing or has no events. */
  field: string | null;
  stored: string | null;
  rebuilt: string | null;
}

type Field = keyof Omit<WorkshiftRow, 'company_id' | 'id'>;

const when = (value: Date | string | null) => {
  if (value === null) return 'sin valor';
  const instant = new Date(value);
  return `${madridDate(instant)} ${madridTime(instant)}`;
};

/** Keys sorted at every level: jsonb stores objects in its own key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const breaksText = (breaks: WorkshiftRow['breaks']) =>
  breaks.length === 0
    ? 'ninguna'
    : breaks.map((b) => `${when(b.start)}–${b.end === null ? 'abierta' : when(b.end)}`).join(', ');

const short = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}...` : text);

/** How each compared field reads in the report: the same text for equal values, so text equality is the test. */
const fields: Record<Field, { label: string; show: (row: WorkshiftRow) => string }> = {
  user_id: { label: 'trabajador', show: (row) => String(row.user_id) },
  fecha: { label: 'fecha', show: (row) => row.fecha },
  started_at: { label: 'inicio', show: (row) => `${when(row.started_at)} (${new Date(row.started_at).toISOString()})` },
  ended_at: {
    label: 'fin',
    show: (row) =>
      row.ended_at === null ? 'sin fin' : `${when(row.ended_at)} (${new Date(row.ended_at).toISOString()})`,
  },
  status: { label: 'estado', show: (row) => row.status },
  breaks: { label: 'pausas', show: (row) => `${breaksText(row.breaks)} ${short(canonical(row.breaks))}` },
  locations: { label: 'ubicaciones', show: (row) => short(canonical(row.locations)) },
  observaciones: { label: 'observaciones', show: (row) => row.observaciones ?? 'ninguna' },
  last_event_id: { label: 'último evento', show: (row) => `#${row.last_event_id}` },
  corrections: { label: 'correcciones', show: (row) => short(canonical(row.corrections ?? [])) },
  work_mode: { label: 'modalidad', show: (row) => row.work_mode },
  offline: { label: 'sin conexión', show: (row) => (row.offline ? 'sí' : 'no') },
};

const JSON_FIELDS: ReadonlySet<Field> = new Set(['breaks', 'locations', 'corrections']);

/** Every difference between the stored projection and the one the company's events make. */
export async function listProjectionMismatches(trx: Trx, companyId: number): Promise<ProjectionMismatch[]> {
  const { shifts: rebuilt } = replayClockEvents(await listEventsToReplay(trx, companyId));
  const stored = await listCompanyWorkshifts(trx, companyId);
  const mismatches: ProjectionMismatch[] = [];
  const seen = new Set<string>();
  for (const row of stored) {
    const id = String(row.id);
    seen.add(id);
    const expected = rebuilt.get(id);
    if (!expected) {
      mismatches.push({
        workshiftId: id,
        userId: row.user_id,
        field: null,
        stored: when(row.started_at),
        rebuilt: null,
      });
      continue;
    }
    for (const [field, { label, show }] of Object.entries(fields) as [Field, (typeof fields)[Field]][]) {
      // Exact values, not just their text (a timestamp differing by a millisecond prints the same minute).
      const isSame = JSON_FIELDS.has(field)
        ? canonical(row[field] ?? []) === canonical(expected[field] ?? [])
        : sameValue(row[field], expected[field]);
      if (isSame) continue;
      mismatches.push({
        workshiftId: id,
        userId: expected.user_id,
        field: label,
        stored: show(row),
        rebuilt: show(expected),
      });
    }
  }
  for (const [id, shift] of rebuilt) {
    if (!seen.has(id)) {
      mismatches.push({
        workshiftId: id,
        userId: shift.user_id,
        field: null,
        stored: null,
        rebuilt: when(shift.started_at),
      });
    }
  }
  return mismatches.sort((a, b) => a.userId - b.userId || Number(BigInt(a.workshiftId) - BigInt(b.workshiftId)));
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    return a !== null && b !== null && new Date(a as Date).getTime() === new Date(b as Date).getTime();
  }
  return String(a ?? '') === String(b ?? '') && (a === null) === (b === null);
}

/** One mismatch as the reason of a verify-records line, which names the shift and the worker. */
function describeProjectionMismatch(mismatch: ProjectionMismatch, companyId: number): string {
  const company = `empresa ${companyId}`;
  if (mismatch.rebuilt === null) {
    return `la jornada guardada (${company}), que empieza el ${mismatch.stored}, no tiene evento de inicio en el registro`;
  }
  if (mismatch.stored === null) {
    return `falta la jornada que forman sus eventos (${company}), que empieza el ${mismatch.rebuilt}`;
  }
  return `la jornada guardada (${company}) no coincide con sus eventos en ${mismatch.field}: guardado ${mismatch.stored}, según los eventos ${mismatch.rebuilt}`;
}

/**
 * Every stored shift that disagrees with what its events make, as verify-records' broken links, for
 * the workers whose chain holds: a chain already reported broken would only repeat its alteration here.
 */
export async function brokenLinksOfProjection(
  trx: Trx,
  companyId: number,
  reported: readonly BrokenLink[],
): Promise<BrokenLink[]> {
  const brokenChains = new Set(reported.map((link) => link.userId));
  return (await listProjectionMismatches(trx, companyId))
    .filter((mismatch) => !brokenChains.has(mismatch.userId))
    .map((mismatch) => ({
      eventId: null,
      userId: mismatch.userId,
      workshiftId: mismatch.workshiftId,
      reason: describeProjectionMismatch(mismatch, companyId),
    }));
}
