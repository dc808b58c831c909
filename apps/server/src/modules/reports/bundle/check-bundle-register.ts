import type { BundleEvent, BundleManifest } from '@jornada/shared/api/reports';
import { madridDate, madridTime } from '@jornada/shared/domain/madrid-time';
import { applyClockEvent } from '../../workshift/workshift-projection';
import type { WorkshiftRow } from '../../workshift/workshift-row';
import { spanishDate } from '../register-format';
import { neutralizeFormula } from '../render-register-csv';

/**
 * The register as printed (the bundle's CSV) against its events: each shift's start, end and pauses,
 * at the minute the CSV prints them (HH:mm Madrid), must be what replaying the events through the
 * projection's reducer gives, shift for shift and day for day. Durations are not compared: how they
 * are rounded is the register's rule, the times are the record.
 */

interface PrintedShift {
  start: string;
  /** null: the CSV shows no end time (an open shift). */
  end: string | null;
  /** dd/MM/yyyy when the shift ended on a later day. */
  endDate: string | null;
  pauses: { start: string; end: string | null }[];
}

const HEADERS = ['Trabajador', 'DNI/NIE', 'Fecha', 'Entrada', 'Salida', 'Pausas'] as const;

/** RFC 4180 with ';' (the register's CSV): quoted fields may hold ';', '"' (doubled) and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let isQuoted = false;
  const body = text.startsWith('\ufeff') ? text.slice(1) : text;
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (isQuoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') isQuoted = false;
      else field += char;
    } else if (char === '"') isQuoted = true;
    else if (char === ';') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

const hhmm = (instant: Date) => madridTime(instant).slice(0, 5);

function shiftText(shift: PrintedShift): string {
  const end = shift.end === null ? 'sin salida' : `${shift.end}${shift.endDate ? ` (${shift.endDate})` : ''}`;
  const pauses = shift.pauses.map((p) => `${p.start}–${p.end ?? '…'}`).join(', ');
  return `${shift.start}–${end}${pauses ? `, pausas ${pauses}` : ''}`;
}

function printedShift(start: string, endCell: string, pausesCell: string): PrintedShift {
  const end = /^(\d{2}:\d{2})(?!\d)(?:\s*\((\d{2}\/\d{2}\/\d{4})\))?/.exec(endCell.trim());
  const pauses = [...pausesCell.matchAll(/(\d{2}:\d{2})\s*[–-]\s*(\d{2}:\d{2})?/g)].map((match) => ({
    start: match[1] as string,
    end: match[2] ?? null,
  }));
  return { start, end: end?.[1] ?? null, endDate: end?.[2] ?? null, pauses };
}

/** The shifts the events make, as the register prints them, by worker and Madrid date. */
function shiftsOfEvents(byWorker: ReadonlyMap<number, BundleEvent[]>, period: BundleManifest['period']) {
  const printed = new Map<string, PrintedShift[]>();
  for (const [workerId, events] of byWorker) {
    const shifts = new Map<string, WorkshiftRow>();
    for (const event of events) {
      const projectable = { ...event, occurred_at: new Date(event.occurred_at) };
      const key = event.kind === 'start' ? event.id : event.workshift_id;
      // A shift begun before the bundle's events is not one of its period's (nor an incident outside a shift).
      if (key === null || (event.kind !== 'start' && !shifts.has(key))) continue;
      try {
        shifts.set(key, applyClockEvent(shifts.get(key), projectable));
      } catch {
        // An event the reducer cannot apply: its chain is reported broken by the chain checks.
      }
    }
    const ordered = [...shifts.values()].sort(
      (a, b) => new Date(a.started_at).getTime() - new Date(b.started_at).getTime() || Number(a.id) - Number(b.id),
    );
    for (const shift of ordered) {
      if (shift.fecha < period.from || shift.fecha > period.to) continue;
      const endedAt = shift.ended_at === null ? null : new Date(shift.ended_at);
      const endDay = endedAt === null ? null : madridDate(endedAt);
      const key = `${workerId}|${shift.fecha}`;
      const list = printed.get(key) ?? [];
      list.push({
        start: hhmm(new Date(shift.started_at)),
        end: endedAt === null ? null : hhmm(endedAt),
        endDate: endDay !== null && endDay !== shift.fecha ? spanishDate(endDay) : null,
        pauses: shift.breaks.map((span) => ({
          start: hhmm(new Date(span.start)),
          end: span.end ? hhmm(new Date(span.end)) : null,
        })),
      });
      printed.set(key, list);
    }
  }
  return printed;
}

/** The CSV's shift rows by worker (matched by name and DNI/NIE as the manifest names them) and date. */
function shiftsOfCsv(manifest: BundleManifest, rows: string[][], problems: string[]) {
  const printed = new Map<string, PrintedShift[]>();
  const header = rows[0] ?? [];
  const column = Object.fromEntries(HEADERS.map((name) => [name, header.indexOf(name)])) as Record<
    (typeof HEADERS)[number],
    number
  >;
  const missing = HEADERS.filter((name) => column[name] < 0);
  if (missing.length > 0) {
    problems.push(`El CSV del registro no tiene las columnas ${missing.join(', ')}`);
    return printed;
  }
  const workers = new Map(
    manifest.employees.map((e) => [`${neutralizeFormula(e.name)}|${neutralizeFormula(e.identification)}`, e.id]),
  );
  rows.slice(1).forEach((row, index) => {
    const cell = (name: (typeof HEADERS)[number]) => row[column[name]] ?? '';
    const date = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(cell('Fecha'));
    // The time first: whatever the cell adds after it (a mark, a note) is not a time of the record.
    const start = /^(\d{2}:\d{2})(?!\d)/.exec(cell('Entrada').trim());
    if (!date || !start) return;
    const workerId = workers.get(`${cell('Trabajador')}|${cell('DNI/NIE')}`);
    if (workerId === undefined) {
      problems.push(
        `CSV del registro, fila ${index + 2}: ${cell('Trabajador')} no es ningún trabajador del manifiesto`,
      );
      return;
    }
    const key = `${workerId}|${date[3]}-${date[2]}-${date[1]}`;
    const list = printed.get(key) ?? [];
    list.push(printedShift(start[1] as string, cell('Salida'), cell('Pausas')));
    printed.set(key, list);
  });
  return printed;
}

/** Every shift the CSV prints against those the events make; returns how many shifts were compared. */
export function checkRegisterAgainstEvents(
  manifest: BundleManifest,
  csv: Buffer,
  byWorker: ReadonlyMap<number, BundleEvent[]>,
  problems: string[],
): number {
  const fromCsv = shiftsOfCsv(manifest, parseCsv(csv.toString('utf8')), problems);
  const fromEvents = shiftsOfEvents(byWorker, manifest.period);
  const names = new Map(manifest.employees.map((e) => [e.id, e.name]));
  let compared = 0;
  for (const key of [...new Set([...fromCsv.keys(), ...fromEvents.keys()])].sort()) {
    const [workerId, date] = key.split('|') as [string, string];
    const where = `Registro (CSV), ${names.get(Number(workerId)) ?? `trabajador ${workerId}`}, ${spanishDate(date)}`;
    const printed = fromCsv.get(key) ?? [];
    const recorded = fromEvents.get(key) ?? [];
    for (let i = 0; i < Math.max(printed.length, recorded.length); i++) {
      const shown = printed[i];
      const real = recorded[i];
      compared++;
      if (shown && real && shiftText(shown) === shiftText(real)) continue;
      if (shown && real) {
        problems.push(`${where}: figura ${shiftText(shown)} y los eventos dicen ${shiftText(real)}`);
      } else if (shown) {
        problems.push(`${where}: figura la jornada ${shiftText(shown)}, que no está en los eventos`);
      } else if (real) {
        problems.push(`${where}: falta la jornada ${shiftText(real)} que dicen los eventos`);
      }
    }
  }
  return compared;
}
