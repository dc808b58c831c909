import type { ReportFormat } from '@jornada/shared/api/reports';
import { FileArchive, FileDown } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatMonthLabel, type ReportPeriod, wholeMonthOf } from '../utils/period';
import { bundleUrl, downloadName, registerUrl } from '../utils/report-urls';

const formats: { format: ReportFormat; label: string }[] = [
  { format: 'pdf', label: 'PDF' },
  { format: 'xlsx', label: 'Excel' },
  { format: 'csv', label: 'CSV' },
  { format: 'json', label: 'JSON' },
];

/** Plain links to the API with the page's query: the browser downloads with the session cookie. */
export function DownloadLinks({
  period,
  employeeId,
  centreId = null,
  companyId = null,
}: {
  period: ReportPeriod;
  employeeId: number | null;
  /** The work centre chosen: the files hold only its employees. */
  centreId?: number | null;
  /** The client company a gestoría reads. */
  companyId?: number | null;
}) {
  const month = wholeMonthOf(period);
  return (
    <Card aria-labelledby="report-downloads-title">
      <CardHeader>
        <CardTitle id="report-downloads-title" className="text-lg">
          Descargar el registro
        </CardTitle>
        <CardDescription>
          El mismo periodo{employeeId === null ? '' : ' y empleado'}
          {centreId === null ? '' : ' del centro elegido'} que ves en pantalla, con la firma de empresa y trabajador en
          el PDF.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {formats.map(({ format, label }) => (
            <a
              key={format}
              href={registerUrl(period, employeeId, format, centreId, companyId)}
              download={downloadName(period, format)}
              data-format={format}
              className={cn(buttonClasses('outline'), 'w-full sm:w-auto')}
            >
              <FileDown aria-hidden="true" />
              {label}
            </a>
          ))}
        </div>
        {month && (
          <div className="flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Paquete verificable de {formatMonthLabel(month).toLowerCase()}: PDF, CSV y Excel de todos, un PDF por
              trabajador, los fichajes sellados y el manifiesto firmado con las huellas del registro.
            </p>
            <a
              href={bundleUrl(month, centreId, companyId)}
              download={`registro-jornada-${month}.zip`}
              data-format="zip"
              className={cn(buttonClasses('secondary'), 'w-full sm:w-auto')}
            >
              <FileArchive aria-hidden="true" />
              Paquete del mes (ZIP)
            </a>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
