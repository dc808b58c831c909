import { pdfItems } from '../../../test/pdf-text';
import { after, amountOf, DAY_MINUTES, type PrintedEmployee, spansOf } from './printed-figures.test-helpers';

/** The register's PDF read back in the shape printed-figures.test-helpers re-adds (figures in minutes). */

const DAY_START = /^(lun|mar|mié|jue|vie|sáb|dom) (\d{2}\/\d{2}\/\d{4})$/;
const ROW_END = /^(Generado el|Horas de Madrid|Página|Totales$)/;

/** The register's PDF: per worker section, every day row and the month's total row. */
export async function readRegisterPdf(pdf: Buffer): Promise<PrintedEmployee[]> {
  const items = (await pdfItems(pdf)).flat();
  const employees: PrintedEmployee[] = [];
  let current: PrintedEmployee | null = null;
  let row: string[] | null = null;
  const closeRow = () => {
    if (!row || !current) return;
    const [first, ...cells] = row;
    const text = cells.join(' ');
    const shifts = [...text.matchAll(/(\d{2}:\d{2}) – (?:(\d{2}:\d{2})( \(\d{2}\/\d{2}\))?|sin salida)/g)].map((m) => {
      const start = amountOf(m[1] as string);
      const end = m[2] ? amountOf(m[2]) + (m[3] ? DAY_MINUTES : 0) : null;
      return { start, end: end === null ? null : after(start, end, DAY_MINUTES) };
    });
    const pauses = [...text.matchAll(/((?:\d{2}:\d{2}–(?:\d{2}:\d{2}|en curso),? ?)+) \((\d+:\d{2})\)/g)].map((m) => ({
      spans: spansOf(m[1] as string),
      total: amountOf(m[2] as string),
    }));
    const rest = text
      .replace(/(\d{2}:\d{2}) – (?:(\d{2}:\d{2})( \(\d{2}\/\d{2}\))?|sin salida)/g, '')
      .replace(/((?:\d{2}:\d{2}–(?:\d{2}:\d{2}|en curso),? ?)+) \((\d+:\d{2})\)/g, '');
    const figures = [...rest.matchAll(/(?:^|\s)(\d+:\d{2})(?=\s|$)/g)].map((m) => amountOf(m[1] as string));
    const date = (DAY_START.exec(first as string) as RegExpExecArray)[2] as string;
    current.days.push({
      date,
      shifts,
      pauses,
      ...(shifts.length > 0
        ? {
            figures: {
              worked: figures[0] as number,
              ordinary: figures[1] as number,
              complementary: figures[2] as number,
              overtime: figures[3] as number,
            },
          }
        : {}),
    });
    row = null;
  };
  for (const [index, item] of items.entries()) {
    const worker = /^Trabajador\/a: (.+)$/.exec(item);
    if (worker) {
      closeRow();
      current = { name: worker[1] as string, days: [], total: { worked: Number.NaN } };
      employees.push(current);
    } else if (DAY_START.test(item)) {
      closeRow();
      row = [item];
    } else if (ROW_END.test(item) || item.endsWith('(continuación)')) closeRow();
    else if (/^Total (de|del) /.test(item) && current) {
      closeRow();
      const [worked, ordinary, complementary, overtime] = items.slice(index + 2, index + 6).map(amountOf);
      current.total = { worked: worked as number, ordinary, complementary, overtime };
    } else if (row && !['Fecha', 'Entrada – salida'].includes(item)) row.push(item);
  }
  closeRow();
  return employees;
}
