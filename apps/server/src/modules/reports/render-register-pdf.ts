import {
  hasNothingToRecord,
  isRegisterDayWorked,
  NOTHING_TO_RECORD,
  type RegisterDay,
  type RegisterEmployee,
  type RegisterResponse,
  type RegisterShift,
} from '@jornada/shared/api/reports';
import { monthRange, spanishMonth } from '@jornada/shared/domain/calendar';
import { workModeLabels } from '@jornada/shared/domain/employee-contract';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import { originalTimesText } from '@jornada/shared/domain/register-shift-text';
import { PdfFlow, type PdfHeader } from '../../lib/pdf/layout';
import { drawSignatureBoxes } from '../../lib/pdf/signatures';
import { drawTable, type TableColumn, type TableRow } from '../../lib/pdf/table';
import { BOLD, dateWithWeekday, ddmmyyyy, generatedNote, hm } from '../../lib/pdf/text';
import { hasIncompleteShift, INCOMPLETE_NOTE, INCOMPLETE_SHIFT } from './register-format';

/**
 * The legal register (art. 34.9 ET) as a PDF: one section per worker, each starting on a new page,
 * with the daily table, the monthly totals and the boxes to sign. A worker's section needs only
 * that worker, so a one-employee register makes that worker's own PDF. People with nothing to record
 * in the period (no shift, no leave of their own) are not given pages of empty days: they are listed
 * once, at the end.
 */

const REGISTER_TITLE = 'Registro de jornada (art. 34.9 ET)';

const DAY_COLUMNS: TableColumn[] = [
  { header: 'Fecha', width: 66 },
  { header: 'Entrada – salida', width: 84 },
  { header: 'Pausas', width: 104 },
  { header: 'Modalidad', width: 58 },
  { header: 'Trabajado', width: 52, align: 'right' },
  { header: 'Ordinarias', width: 54, align: 'right' },
  { header: 'Complementarias', width: 76, align: 'right' },
  { header: 'Extraordinarias', width: 74, align: 'right' },
  { header: 'Observaciones', width: 160 },
];

const TOTAL_COLUMNS: TableColumn[] = [
  { header: 'Periodo', width: 140 },
  { header: 'Días trabajados', width: 70, align: 'right' },
  { header: 'Trabajado', width: 70, align: 'right' },
  { header: 'Ordinarias', width: 70, align: 'right' },
  { header: 'Complementarias', width: 80, align: 'right' },
  { header: 'Extraordinarias', width: 80, align: 'right' },
];
const TOTALS_WIDTH = 520;

const LEGEND =
  'Horas de Madrid. Una jornada que termina otro día lleva la fecha de salida entre paréntesis. ' +
  'Corregido: horas modificadas por una corrección aprobada; entre paréntesis, las fichadas originalmente ' +
  '(el fichaje original se conserva en el registro). ' +
  'Sin conexión: fichado sin conexión y sincronizado después. Complementarias: solo a tiempo parcial, ' +
  'más allá de la jornada contratada; extraordinarias: más allá de la jornada completa semanal o de 9 h ordinarias al día.';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const spanishNumber = (value: number) => String(value).replace('.', ',');

function periodLabel(from: string, to: string): string {
  const range = `${ddmmyyyy(from)} – ${ddmmyyyy(to)}`;
  const month = from.slice(0, 7);
  const whole = monthRange(month);
  return whole.from === from && whole.to === to ? `Periodo: ${spanishMonth(month)} (${range})` : `Periodo: ${range}`;
}

export function registerHeader(register: RegisterResponse): PdfHeader {
  return {
    title: register.company.name,
    lines: [
      `CIF: ${register.company.cif || 'no consta'}`,
      ...(register.centre
        ? [
            `Centro de trabajo: ${register.centre.name}${register.centre.address ? ` · ${register.centre.address}` : ''}`,
          ]
        : []),
    ],
    rightTitle: REGISTER_TITLE,
    rightLines: [periodLabel(register.from, register.to)],
  };
}

function shiftTimes(shift: RegisterShift): string {
  if (shift.end === null) return `${shift.start} – sin salida`;
  return `${shift.start} – ${shift.end}${shift.end_date ? ` (${ddmmyyyy(shift.end_date).slice(0, 5)})` : ''}`;
}

function shiftPauses(shift: RegisterShift): string {
  if (shift.pauses.length === 0) return '—';
  const spans = shift.pauses.map((pause) => `${pause.start}–${pause.end ?? 'en curso'}`).join(', ');
  return `${spans} (${hm(shift.pause_minutes)})`;
}

const shortDate = (date: string) => ddmmyyyy(date).slice(0, 5);

function correctedNote(shift: RegisterShift): string {
  if (!shift.corrected) return '';
  const original = originalTimesText(shift, shortDate);
  return original ? `Corregido (fichado ${original})` : 'Corregido';
}

function shiftNotes(shift: RegisterShift): string {
  return [
    shift.status === 'incomplete' ? `${INCOMPLETE_SHIFT}: no computa` : '',
    correctedNote(shift),
    shift.offline ? 'Sin conexión' : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The day's figures; a day whose only shifts are incomplete has none to print. */
function dayFigures(day: RegisterDay): string[] {
  if (!isRegisterDayWorked(day)) return [INCOMPLETE_SHIFT, '—', '—', '—'];
  return [hm(day.worked_minutes), hm(day.ordinary_minutes), hm(day.complementary_minutes), hm(day.overtime_minutes)];
}

function dayRow(day: RegisterDay, today: string): TableRow {
  const absence = day.absence?.label ?? '';
  if (day.shifts.length === 0) {
    const missing = !day.absence && day.date <= today ? 'Sin registro' : '';
    return { tone: 'muted', cells: [dateWithWeekday(day.date), '—', '', '', '', '', '', '', absence || missing] };
  }
  const notes = day.shifts.map(shiftNotes);
  if (absence) notes[0] = [absence, notes[0]].filter(Boolean).join(' · ');
  return {
    cells: [
      dateWithWeekday(day.date),
      day.shifts.map(shiftTimes),
      day.shifts.map(shiftPauses),
      day.shifts.map((shift) => workModeLabels[shift.work_mode]),
      ...dayFigures(day),
      notes,
    ],
  };
}

function totalsRow(
  label: string,
  days: number,
  sums: Omit<RegisterEmployee['totals'], 'days_worked'>,
): TableRow['cells'] {
  return [label, String(days), hm(sums.worked), hm(sums.ordinary), hm(sums.complementary), hm(sums.overtime), ''];
}

/** One row per calendar month of the period, then the period's total (a single month: just its row). */
function totalsRows(employee: RegisterEmployee): TableRow[] {
  const months = new Map<string, RegisterDay[]>();
  for (const day of employee.days) {
    const month = day.date.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), day]);
  }
  const total: TableRow = {
    tone: 'total',
    cells: totalsRow(
      months.size === 1 ? `Total de ${spanishMonth([...months.keys()][0] ?? '')}` : 'Total del periodo',
      employee.totals.days_worked,
      employee.totals,
    ),
  };
  if (months.size <= 1) return [total];
  const rows = [...months].map(([month, days]) => ({
    cells: totalsRow(capitalized(spanishMonth(month)), days.filter(isRegisterDayWorked).length, {
      worked: days.reduce((sum, day) => sum + day.worked_minutes, 0),
      ordinary: days.reduce((sum, day) => sum + day.ordinary_minutes, 0),
      complementary: days.reduce((sum, day) => sum + day.complementary_minutes, 0),
      overtime: days.reduce((sum, day) => sum + day.overtime_minutes, 0),
    }),
  }));
  return [...rows, total];
}

function contractLabel(employee: RegisterEmployee): string {
  const week = `${spanishNumber(employee.weekly_hours)} h semanales`;
  const kind =
    employee.part_time_percent < 100
      ? `tiempo parcial, ${spanishNumber(employee.part_time_percent)} % de la jornada completa`
      : 'tiempo completo';
  return `Jornada contratada: ${week} (${kind})`;
}

function writeEmployee(flow: PdfFlow, register: RegisterResponse, employee: RegisterEmployee): void {
  const identification = employee.identification || 'no consta';
  flow.header.subtitle = undefined;
  flow.newPage();
  flow.text(`Trabajador/a: ${employee.name}`, { font: BOLD, size: 12, gapAfter: 2 });
  flow.text(`DNI/NIE: ${identification}    ·    ${contractLabel(employee)}`, { size: 9, gapAfter: 8 });
  // The pages this section runs onto still say whose they are.
  flow.header.subtitle = `${employee.name} · DNI/NIE: ${identification} (continuación)`;

  const today = madridDate(new Date(register.generated_at));
  if (employee.days.length === 0) flow.text('No hay días en este periodo.', { gapAfter: 6 });
  else
    drawTable(
      flow,
      DAY_COLUMNS,
      employee.days.map((day) => dayRow(day, today)),
    );
  flow.y += 4;
  const incomplete = hasIncompleteShift({ ...register, employees: [employee] });
  flow.text(incomplete ? `${LEGEND} ${INCOMPLETE_NOTE}` : LEGEND, { size: 7, color: '#555555', gapAfter: 10 });

  flow.ensureSpace(60);
  flow.text('Totales', { font: BOLD, size: 10, gapAfter: 3 });
  drawTable(flow, TOTAL_COLUMNS, totalsRows(employee), { width: TOTALS_WIDTH });

  drawSignatureBoxes(
    flow,
    [
      { label: 'Firma de la empresa', name: `${register.company.name} (CIF ${register.company.cif || 'no consta'})` },
      { label: 'Firma del trabajador/a', name: `${employee.name} (DNI/NIE ${identification})` },
    ],
    'Conformidad',
  );
}

const NOTHING_COLUMNS: TableColumn[] = [
  { header: 'Trabajador/a', width: 300 },
  { header: 'DNI/NIE', width: 100 },
  { header: 'Registro', width: 200 },
];

/** Everyone with nothing to record in the period, one row each, on a page after the others' sections. */
function writeNothingToRecord(flow: PdfFlow, employees: readonly RegisterEmployee[]): void {
  flow.header.subtitle = undefined;
  flow.newPage();
  flow.text(NOTHING_TO_RECORD, { font: BOLD, size: 12, gapAfter: 2 });
  flow.text('Sin jornadas, vacaciones ni permisos registrados del periodo.', { size: 9, gapAfter: 6 });
  drawTable(
    flow,
    NOTHING_COLUMNS,
    employees.map((employee) => ({
      cells: [employee.name, employee.identification || 'no consta', NOTHING_TO_RECORD],
    })),
    { width: 600 },
  );
}

export function renderRegisterPdf(register: RegisterResponse): Promise<Buffer> {
  const flow = new PdfFlow({
    title: `${REGISTER_TITLE} · ${register.company.name} · ${ddmmyyyy(register.from)}–${ddmmyyyy(register.to)}`,
    header: registerHeader(register),
    footer: generatedNote(register.generated_at),
  });
  if (register.employees.length === 0) {
    flow.newPage();
    flow.text('No hay trabajadores en el periodo y el alcance pedidos.');
  }
  const withNothing = register.employees.filter(hasNothingToRecord);
  for (const employee of register.employees) {
    if (!withNothing.includes(employee)) writeEmployee(flow, register, employee);
  }
  if (withNothing.length > 0) writeNothingToRecord(flow, withNothing);
  return flow.finish();
}
