import type { RegisterResponse, ReportFormat } from '@jornada/shared/api/reports';
import { registerFilename } from './register-format';
import { renderRegisterCsv } from './render-register-csv';
import { renderRegisterPdf } from './render-register-pdf';
import { renderRegisterXlsx } from './render-register-xlsx';

export interface RenderedRegister {
  body: Buffer | string;
  contentType: string;
  filename: string;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The register in one of its formats, with the file's type and name (registro-jornada-<cif>-<from>-<to>.<ext>). */
export async function renderRegister(register: RegisterResponse, format: ReportFormat): Promise<RenderedRegister> {
  switch (format) {
    case 'json':
      return {
        body: JSON.stringify(register),
        contentType: 'application/json; charset=utf-8',
        filename: registerFilename(register, 'json'),
      };
    case 'csv':
      return {
        body: renderRegisterCsv(register),
        contentType: 'text/csv; charset=utf-8',
        filename: registerFilename(register, 'csv'),
      };
    case 'xlsx':
      return {
        body: await renderRegisterXlsx(register),
        contentType: XLSX_CONTENT_TYPE,
        filename: registerFilename(register, 'xlsx'),
      };
    case 'pdf':
      return {
        body: await renderRegisterPdf(register),
        contentType: 'application/pdf',
        filename: registerFilename(register, 'pdf'),
      };
  }
}
