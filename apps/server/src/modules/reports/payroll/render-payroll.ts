import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { csvField, neutralizeFormula } from '../render-register-csv';
import { PAYROLL_HEADERS, type PayrollRow, payrollCells } from './build-payroll';

/** Spanish Excel reads '7,5' as a number: the decimal comma, as the register's CSV writes. */
const spanishNumber = (value: number) => String(value).replace('.', ',');

/** CSV as the register's: UTF-8 with a BOM, ';' between fields, CRLF, formula-looking text neutralised. */
export function renderPayrollCsv(rows: readonly PayrollRow[]): string {
  const lines = [PAYROLL_HEADERS.map(csvField).join(';')];
  for (const row of rows) {
    lines.push(
      payrollCells(row)
        .map((cell) => (typeof cell === 'number' ? spanishNumber(cell) : csvField(neutralizeFormula(cell))))
        .join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export async function renderPayrollXlsx(rows: readonly PayrollRow[], title: string): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(title.slice(0, 31));
  const header = sheet.addRow([...PAYROLL_HEADERS]);
  header.font = { bold: true };
  header.commit();
  for (const row of rows) sheet.addRow(payrollCells(row)).commit();
  sheet.commit();
  await book.commit();
  await finished;
  return Buffer.concat(chunks);
}
