import type { Workshift } from '@jornada/shared/api/workshift';
import { pdfItems } from '../../../test/pdf-text';
import { amountOf, csvRows, type PrintedDay, type PrintedEmployee } from './printed-figures.test-helpers';

/**
 * The worker's own month as its history JSON, CSV and PDF print it (HH:mm:ss: figures in seconds),
 * in the shape printed-figures.test-helpers re-adds.
 */

const DAY_SECONDS = 86_400;

/** 'HH:mm:ss', or 'HH:mm:ss (dd/MM)' of a later day → seconds; null for 'En curso'. */
function endOf(text: string, start: number): number | null {
  const match = /^(\d{2}:\d{2}:\d{2})/.exec(text);
  if (!match) return null;
  const end = amountOf(match[1] as string);
  return text.includes('(') || end < start ? end + DAY_SECONDS : end;
}

function row(date: string, start: string, end: string, pause: string, worked: string): PrintedDay {
  const from = amountOf(start);
  const pauseSeconds = amountOf(pause);
  return {
    date,
    shifts: [{ start: from, end: endOf(end, from), pause: pauseSeconds, worked: amountOf(worked) }],
    pauses: [],
  };
}

/** GET /api/workshift/history: each shift's printed times, its pauses' times and its two figures. */
export function readHistoryJson(name: string, shifts: readonly Workshift[]): PrintedEmployee {
  const days = shifts.map((shift): PrintedDay => {
    const printed = row(
      shift.fecha,
      shift.hora_inicio,
      shift.hora_fin ?? '',
      shift.horas_pausa,
      shift.horas_totales ?? '00:00:00',
    );
    const spans: [number, number][] = [];
    for (let n = 1; shift.breaks[`s_pausa_${n}`] !== undefined; n++) {
      const start = amountOf(shift.breaks[`s_pausa_${n}`] as string) / 60;
      const end = shift.breaks[`e_pausa_${n}`];
      if (end !== undefined) spans.push([start, amountOf(end) / 60 + (amountOf(end) / 60 < start ? 1440 : 0)]);
    }
    printed.pauses.push({ spans, total: amountOf(shift.horas_pausa) });
    return printed;
  });
  const worked = days.reduce((sum, day) => sum + (day.shifts[0]?.worked ?? 0), 0);
  return { name, days, total: { worked } };
}

/** GET /api/workshift/history/export?format=csv. */
export function readHistoryCsv(name: string, body: string): PrintedEmployee {
  const rows = csvRows(body);
  const header = rows[0] as string[];
  const col = (title: string) => header.indexOf(title);
  const days: PrintedDay[] = [];
  let worked = Number.NaN;
  for (const cells of rows.slice(1)) {
    if (cells[0] === 'Total trabajado') worked = amountOf(cells[1] as string);
    if (!/^\d{2}\/\d{2}\/\d{4}$/.test(cells[0] ?? '')) continue;
    const at = (title: string) => cells[col(title)] as string;
    days.push(row(at('Fecha'), at('Inicio'), at('Fin'), at('Tiempo de pausa'), at('Tiempo trabajado')));
  }
  return { name, days, total: { worked } };
}

const DAY_START = /^(lun|mar|mié|jue|vie|sáb|dom) (\d{2}\/\d{2}\/\d{4})$/;

/** GET /api/workshift/history/export?format=pdf, and the monthly summary's attachment. */
export async function readHistoryPdf(pdf: Buffer): Promise<PrintedEmployee> {
  const items = (await pdfItems(pdf)).flat();
  const name = (items.find((item) => item.startsWith('Trabajador/a: ')) ?? '').slice('Trabajador/a: '.length);
  const days: PrintedDay[] = [];
  let worked = Number.NaN;
  for (const [index, item] of items.entries()) {
    const day = DAY_START.exec(item);
    if (day) {
      const [start, end, , pause, shiftWorked] = items.slice(index + 1, index + 6) as string[];
      days.push(row(day[2] as string, start as string, end as string, pause as string, shiftWorked as string));
    }
    const total = /^Total trabajado: (\d+:\d{2}:\d{2})$/.exec(item);
    if (total) worked = amountOf(total[1] as string);
  }
  return { name, days, total: { worked } };
}
