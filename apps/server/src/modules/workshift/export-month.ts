import type { SessionUser } from '@jornada/shared/api/session';
import { NO_COMPANY_SCHEMA_MESSAGE, type Workshift } from '@jornada/shared/api/workshift';
import { monthRange, spanishMonth } from '@jornada/shared/domain/calendar';
import { workModeLabels } from '@jornada/shared/domain/employee-contract';
import { expectedMonthSeconds, expectedSecondsUpTo } from '@jornada/shared/domain/expected-hours';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import { formatDuration } from '@jornada/shared/domain/worked-time';
import { type Db, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { PdfFlow } from '../../lib/pdf/layout';
import { drawTable, type TableColumn, type TableRow } from '../../lib/pdf/table';
import { BOLD, dateWithWeekday, generatedNote } from '../../lib/pdf/text';
import { daysOffOf } from '../vacations/vacations.service';
import {
  findCompanyConfig,
  findCompanyIdentity,
  findEmployeeIdentification,
  listWorkshifts,
} from './workshift.repository';
import { loadViewConfig } from './workshift.service';
import { toWorkshift } from './workshift-view';

export interface MonthRecord {
  month: string;
  companyName: string;
  companyCif: string;
  workerName: string;
  workerIdentification: string | null;
  shifts: Workshift[];
  workedSeconds: number;
  /** The whole month's expected hours. */
  expectedSeconds: number;
  /** What 'Diferencia' compares with: expected up to `today` (the whole month once past, 0 before it starts). */
  expectedToDateSeconds: number;
  /** Madrid date the record was made on. */
  today: string;
  generatedAt: Date;
}

const ddmmyyyy = (date: string) => date.split('-').reverse().join('/');

export async function loadMonthRecord(
  db: Db,
  user: SessionUser,
  month: string,
  now = new Date(),
): Promise<MonthRecord> {
  const companyId = user.company_id;
  if (companyId === null) throw new AppError('BAD_REQUEST', NO_COMPANY_SCHEMA_MESSAGE);
  return withTenant(db, companyId, async (trx) => {
    const config = await loadViewConfig(trx, companyId);
    const row = await findCompanyConfig(trx, companyId);
    const company = await findCompanyIdentity(trx, companyId);
    const identification = await findEmployeeIdentification(trx, companyId, user.id);
    const rows = await listWorkshifts(trx, companyId, user.id, monthRange(month));
    const shifts = rows.map((r) => toWorkshift(r, config, now)).reverse();
    const workdayHours = Number(row?.workday_hours ?? 8);
    const daysOff = await daysOffOf(trx, companyId, user.id, monthRange(month));
    const today = madridDate(now);
    return {
      month,
      companyName: company.name,
      companyCif: company.cif,
      workerName: user.name,
      workerIdentification: identification,
      shifts,
      // A shift without an end (running, or a forgotten clock-out) has no duration in the record yet.
      workedSeconds: shifts.reduce((sum, s) => sum + (s.ended_at === null ? 0 : s.worked_seconds), 0),
      expectedSeconds: expectedMonthSeconds(month, workdayHours, daysOff),
      expectedToDateSeconds: expectedSecondsUpTo(month, workdayHours, daysOff, today),
      today,
      generatedAt: now,
    };
  });
}

/** A corrected shift says so, with the times first clocked (ADR 006). */
function correctionNote(shift: Workshift): string {
  const first = shift.corrections?.[0];
  if (!first) return '';
  return `Corregida (fichado ${first.original.hora_inicio}–${first.original.hora_fin ?? 'sin salida'})`;
}

/** A shift with an action replayed from a device's offline queue, at the time the device claimed. */
const OFFLINE_NOTE = 'Fichaje sin conexión (hora del dispositivo)';

/**
 * A shift as both exports print it: toWorkshift's whole-minute times and figures (ADR 021), an open
 * pause counted up to the record's `now`.
 */
function rowOf(shift: Workshift) {
  const pauses = shift.break_spans.length;
  return {
    fecha: ddmmyyyy(shift.fecha),
    inicio: shift.hora_inicio,
    fin: shift.hora_fin ?? 'En curso',
    pausas: String(pauses),
    pausa: shift.horas_pausa,
    trabajado: shift.ended_at === null ? 'Incompleta' : formatDuration(shift.worked_seconds),
    observaciones: [shift.observaciones ?? '', correctionNote(shift), shift.offline ? OFFLINE_NOTE : '']
      .filter(Boolean)
      .join(' · '),
    ubicaciones: String(shift.locations.length),
  };
}

/** '+01:30:00', '-02:00:00' or '00:00:00'. */
function formatSignedDuration(seconds: number): string {
  const sign = seconds > 0 ? '+' : seconds < 0 ? '-' : '';
  return `${sign}${formatDuration(Math.abs(seconds))}`;
}

function csvCell(value: string): string {
  return /[;"\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Semicolon-separated with a BOM: what Spanish Excel opens correctly. */
export function monthRecordCsv(record: MonthRecord): string {
  const header = [
    'Fecha',
    'Inicio',
    'Fin',
    'Pausas',
    'Tiempo de pausa',
    'Tiempo trabajado',
    'Observaciones',
    'Ubicaciones',
  ];
  const lines = [header.join(';')];
  for (const shift of record.shifts) {
    const r = rowOf(shift);
    lines.push(
      [r.fecha, r.inicio, r.fin, r.pausas, r.pausa, r.trabajado, r.observaciones, r.ubicaciones].map(csvCell).join(';'),
    );
  }
  lines.push('');
  lines.push(['Total trabajado', formatDuration(record.workedSeconds)].join(';'));
  lines.push(['Jornada esperada', formatDuration(record.expectedSeconds)].join(';'));
  lines.push(['Jornada esperada hasta hoy', formatDuration(record.expectedToDateSeconds)].join(';'));
  lines.push(['Diferencia', formatSignedDuration(record.workedSeconds - record.expectedToDateSeconds)].join(';'));
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

/** A worker's own month (GET /api/workshift/history/export?format=pdf), drawn like the company's register. */

const COLUMNS: TableColumn[] = [
  { header: 'Fecha', width: 66 },
  { header: 'Inicio', width: 46 },
  { header: 'Fin', width: 70 },
  { header: 'Pausas', width: 38, align: 'right' },
  { header: 'T. pausa', width: 50, align: 'right' },
  { header: 'T. trabajado', width: 60, align: 'right' },
  { header: 'Modalidad', width: 56 },
  { header: 'Ubic.', width: 32, align: 'right' },
  { header: 'Observaciones', width: 320 },
];

function shiftRow(shift: MonthRecord['shifts'][number]): TableRow {
  const r = rowOf(shift);
  const endDate = shift.ended_at ? madridDate(new Date(shift.ended_at)) : shift.fecha;
  // A night shift's end is on another day: say which.
  const end = shift.hora_fin && endDate !== shift.fecha ? `${r.fin} (${ddmmyyyy(endDate).slice(0, 5)})` : r.fin;
  return {
    cells: [
      dateWithWeekday(shift.fecha),
      r.inicio,
      end,
      r.pausas,
      r.pausa,
      r.trabajado,
      workModeLabels[shift.work_mode],
      r.ubicaciones,
      r.observaciones,
    ],
  };
}

export function monthRecordPdf(record: MonthRecord): Promise<Buffer> {
  const month = spanishMonth(record.month);
  const flow = new PdfFlow({
    title: `Registro de jornada · ${month} · ${record.workerName}`,
    header: {
      title: record.companyName,
      lines: [`CIF: ${record.companyCif || 'no consta'}`],
      rightTitle: 'Registro de jornada (art. 34.9 ET)',
      rightLines: [`Mes: ${month}`],
      subtitle: `${record.workerName}${record.workerIdentification ? ` · DNI/NIE: ${record.workerIdentification}` : ''} (continuación)`,
    },
    footer: generatedNote(record.generatedAt.toISOString()),
  });
  const subtitle = flow.header.subtitle;
  flow.header.subtitle = undefined;
  flow.newPage();
  flow.header.subtitle = subtitle;
  flow.text(`Trabajador/a: ${record.workerName}`, { font: BOLD, size: 12, gapAfter: 2 });
  flow.text(`DNI/NIE: ${record.workerIdentification || 'no consta'}`, { size: 9, gapAfter: 8 });

  if (record.shifts.length === 0) flow.text('No hay jornadas registradas en este mes.', { gapAfter: 6 });
  else
    drawTable(
      flow,
      COLUMNS,
      record.shifts.map((shift) => shiftRow(shift)),
    );

  const diff = record.workedSeconds - record.expectedToDateSeconds;
  flow.y += 10;
  flow.ensureSpace(75);
  flow.text(`Total trabajado: ${formatDuration(record.workedSeconds)}`, { font: BOLD, size: 10, gapAfter: 2 });
  flow.text(`Jornada esperada del mes: ${formatDuration(record.expectedSeconds)}`, { size: 9 });
  // Once the month is over what was due by today is the whole month: said once.
  if (record.today <= monthRange(record.month).to)
    flow.text(
      `Jornada esperada hasta hoy (${ddmmyyyy(record.today)}): ${formatDuration(record.expectedToDateSeconds)}`,
      {
        size: 9,
      },
    );
  flow.text(`Diferencia: ${formatSignedDuration(diff)}`, { font: BOLD, size: 10, gapAfter: 8 });
  flow.text(
    'Horas de Madrid. La diferencia compara lo trabajado con lo esperado hasta hoy: el mes completo si ya ha terminado. ' +
      'Una jornada sin salida (en curso o sin cerrar) consta con su inicio y no se suma hasta que se cierre o se corrija. ' +
      'Registro diario de jornada, art. 34.9 del Estatuto de los Trabajadores.',
    { size: 7, color: '#555555' },
  );
  return flow.finish();
}
