import { spanishMonth } from '@jornada/shared/domain/calendar';
import { workModeLabels } from '@jornada/shared/domain/employee-contract';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import { formatDuration } from '@jornada/shared/domain/worked-time';
import { PdfFlow } from '../reports/pdf/layout';
import { drawTable, type TableColumn, type TableRow } from '../reports/pdf/table';
import { BOLD, dateWithWeekday, generatedNote } from '../reports/pdf/text';
import { ddmmyyyy, formatSignedDuration, type MonthRecord, rowOf } from './export-month';

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

function shiftRow(record: MonthRecord, shift: MonthRecord['shifts'][number]): TableRow {
  const r = rowOf(shift, record.generatedAt);
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
      record.shifts.map((shift) => shiftRow(record, shift)),
    );

  const diff = record.workedSeconds - record.expectedToDateSeconds;
  flow.y += 10;
  flow.ensureSpace(60);
  flow.text(`Total trabajado: ${formatDuration(record.workedSeconds)}`, { font: BOLD, size: 10, gapAfter: 2 });
  flow.text(`Jornada esperada del mes: ${formatDuration(record.expectedSeconds)}`, { size: 9 });
  flow.text(`Jornada esperada hasta hoy (${ddmmyyyy(record.today)}): ${formatDuration(record.expectedToDateSeconds)}`, {
    size: 9,
  });
  flow.text(`Diferencia: ${formatSignedDuration(diff)}`, { font: BOLD, size: 10, gapAfter: 8 });
  flow.text(
    'Horas de Madrid. La diferencia compara lo trabajado con lo esperado hasta hoy: el mes completo si ya ha terminado. ' +
      'Registro diario de jornada, art. 34.9 del Estatuto de los Trabajadores.',
    { size: 7, color: '#555555' },
  );
  return flow.finish();
}
