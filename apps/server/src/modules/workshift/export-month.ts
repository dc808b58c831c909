import type { SessionUser } from '@jornada/shared/api/session';
import type { Workshift } from '@jornada/shared/api/workshift';
import { expectedMonthSeconds, monthRange, spanishMonth } from '@jornada/shared/domain/calendar';
import { madridDate, madridTime } from '@jornada/shared/domain/madrid-time';
import { breakSeconds, formatDuration } from '@jornada/shared/domain/worked-time';
import { type Db, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { type PdfPage, renderPdf } from '../../lib/pdf/simple-pdf';
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
  expectedSeconds: number;
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
  if (companyId === null) throw new AppError('BAD_REQUEST', 'No se pudo determinar el esquema de la empresa');
  return withTenant(db, companyId, async (trx) => {
    const config = await loadViewConfig(trx, companyId);
    const row = await findCompanyConfig(trx, companyId);
    const company = await findCompanyIdentity(trx, companyId);
    const identification = await findEmployeeIdentification(trx, companyId, user.id);
    const rows = await listWorkshifts(trx, companyId, user.id, monthRange(month));
    const shifts = rows.map((r) => toWorkshift(r, config, now)).reverse();
    return {
      month,
      companyName: company.name,
      companyCif: company.cif,
      workerName: user.name,
      workerIdentification: identification,
      shifts,
      workedSeconds: shifts.reduce((sum, s) => sum + s.worked_seconds, 0),
      expectedSeconds: expectedMonthSeconds(
        month,
        Number(row?.workday_hours ?? 8),
        await daysOffOf(trx, companyId, user.id, monthRange(month)),
      ),
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

function rowOf(shift: Workshift) {
  const pauses = shift.break_spans.length;
  return {
    fecha: ddmmyyyy(shift.fecha),
    inicio: shift.hora_inicio,
    fin: shift.hora_fin ?? 'En curso',
    pausas: String(pauses),
    pausa: formatDuration(breakSeconds(shift.break_spans, new Date(shift.ended_at ?? Date.now()))),
    trabajado: formatDuration(shift.worked_seconds),
    observaciones: [shift.observaciones ?? '', correctionNote(shift)].filter(Boolean).join(' · '),
    ubicaciones: String(shift.locations.length),
  };
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
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

export function monthRecordPdf(record: MonthRecord): Buffer {
  const title = `Registro de jornada · ${spanishMonth(record.month)}`;
  const columns = [
    { key: 'fecha', label: 'Fecha', x: 40 },
    { key: 'inicio', label: 'Inicio', x: 100 },
    { key: 'fin', label: 'Fin', x: 150 },
    { key: 'pausas', label: 'Pausas', x: 200 },
    { key: 'pausa', label: 'T. pausa', x: 240 },
    { key: 'trabajado', label: 'T. trabajado', x: 295 },
    { key: 'ubicaciones', label: 'Ubic.', x: 360 },
    { key: 'observaciones', label: 'Observaciones', x: 395 },
  ] as const;
  const pages: PdfPage[] = [];
  let page: PdfPage = { rows: [] };
  let y = 0;
  const startPage = () => {
    page = { rows: [] };
    pages.push(page);
    page.rows.push({ y: 50, items: [{ text: title, x: 40, size: 14, isBold: true }] });
    page.rows.push({ y: 70, items: [{ text: `Empresa: ${record.companyName} (CIF ${record.companyCif})`, x: 40 }] });
    page.rows.push({
      y: 84,
      items: [
        {
          text: `Trabajador/a: ${record.workerName}${record.workerIdentification ? ` · ${record.workerIdentification}` : ''}`,
          x: 40,
        },
      ],
    });
    page.rows.push({ y: 110, items: columns.map((c) => ({ text: c.label, x: c.x, isBold: true })) });
    y = 126;
  };
  startPage();
  for (const shift of record.shifts) {
    if (y > 770) startPage();
    const r = rowOf(shift);
    page.rows.push({
      y,
      items: columns.map((c) => ({
        text: c.key === 'observaciones' ? r.observaciones.slice(0, 38) : r[c.key],
        x: c.x,
      })),
    });
    y += 15;
  }
  if (record.shifts.length === 0) {
    page.rows.push({ y, items: [{ text: 'No hay jornadas registradas en este mes.', x: 40 }] });
    y += 15;
  }
  if (y > 740) startPage();
  const diff = record.workedSeconds - record.expectedSeconds;
  page.rows.push({
    y: y + 14,
    items: [{ text: `Total trabajado: ${formatDuration(record.workedSeconds)}`, x: 40, isBold: true }],
  });
  page.rows.push({
    y: y + 28,
    items: [
      {
        text: `Jornada esperada: ${formatDuration(record.expectedSeconds)} · Diferencia: ${diff < 0 ? '-' : '+'}${formatDuration(Math.abs(diff))}`,
        x: 40,
      },
    ],
  });
  page.rows.push({
    y: y + 50,
    items: [
      {
        text: `Generado el ${ddmmyyyy(madridDate(record.generatedAt))} a las ${madridTime(record.generatedAt)} (hora de Madrid). Registro diario de jornada, art. 34.9 ET.`,
        x: 40,
        size: 8,
      },
    ],
  });
  return renderPdf(pages, title);
}
