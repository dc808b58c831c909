import { PassThrough } from 'node:stream';
import { spanishMonth } from '@jornada/shared/domain/calendar';
import ExcelJS from 'exceljs';
import { csvField, neutralizeFormula } from '../render-register-csv';
import { PAYROLL_HEADERS, type PayrollRow, payrollCells } from './build-payroll';

/** Whose month a payroll file is: the company (name and CIF) and the month (yyyy-MM). */
export interface PayrollHeading {
  companyName: string;
  cif: string;
  month: string;
}

/** Spanish Excel reads '7,5' as a number: the decimal comma, as the register's CSV writes. */
const spanishNumber = (value: number) => String(value).replace('.', ',');
const csvText = (value: string) => csvField(neutralizeFormula(value));

/**
 * The CSV's own columns in front of the payroll ones: the company and the month on every row.
 *
 * Why not heading lines above the table, as the XLSX has: a payroll program's CSV import (A3, Sage and
 * the like) takes row 1 as the column names or the first row of data, and CSV has no comment syntax
 * those imports skip, so any line before the header would be read as a worker or break the column
 * mapping. Extra columns break nothing: an import maps the columns it wants by name or position and
 * ignores the rest, and payroll import layouts already carry the company on each row. The file name
 * (nominas-{CIF}-{month}.csv) says the same.
 */
export const PAYROLL_CSV_HEADING_HEADERS = ['Empresa', 'CIF', 'Mes'] as const;

/** CSV as the register's: UTF-8 with a BOM, ';' between fields, CRLF, formula-looking text neutralised. */
export function renderPayrollCsv(rows: readonly PayrollRow[], heading: PayrollHeading): string {
  const lines = [[...PAYROLL_CSV_HEADING_HEADERS, ...PAYROLL_HEADERS].map(csvField).join(';')];
  const identity = [heading.companyName, heading.cif, heading.month].map(csvText);
  for (const row of rows) {
    const cells = payrollCells(row).map((cell) => (typeof cell === 'number' ? spanishNumber(cell) : csvText(cell)));
    lines.push([...identity, ...cells].join(';'));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Rows 1–3 of the sheet say whose month it is; row 4 is blank; the table's header is row 5. */
export const PAYROLL_XLSX_HEADER_ROW = 5;

/**
 * One sheet: 'Empresa', 'CIF' and 'Mes' (label and value) on top, for the person who opens it and
 * for an import told to start at row 5 (Excel imports choose their first row); then the table,
 * its header frozen in view.
 */
export async function renderPayrollXlsx(rows: readonly PayrollRow[], heading: PayrollHeading): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(`Nóminas ${heading.month}`.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: PAYROLL_XLSX_HEADER_ROW }],
  });
  for (const [label, value] of [
    ['Empresa', heading.companyName],
    ['CIF', heading.cif],
    ['Mes', spanishMonth(heading.month)],
  ]) {
    const line = sheet.addRow([label, value]);
    line.getCell(1).font = { bold: true };
    line.commit();
  }
  sheet.addRow([]).commit();
  const header = sheet.addRow([...PAYROLL_HEADERS]);
  header.font = { bold: true };
  header.commit();
  for (const row of rows) sheet.addRow(payrollCells(row)).commit();
  sheet.commit();
  await book.commit();
  await finished;
  return Buffer.concat(chunks);
}
