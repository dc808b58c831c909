import type { ReportFormat } from '@jornada/shared/api/reports';
import { Download, FileArchive } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { bundleDownloadUrl, formatLabels, formatMonth, registerDownloadUrl } from '../utils/inspector-format';

/** The PDF first (what an inspector reads), then the data formats. */
const FORMATS: ReportFormat[] = ['pdf', 'xlsx', 'csv', 'json'];

const sectionTitle = 'text-base font-semibold text-slate-900 dark:text-white';

/** Plain links: the browser downloads each file itself, with no session and no script involved. */
export function InspectorDownloads({ token, months }: { token: string; months: string[] }) {
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <section className="flex flex-col gap-3" aria-labelledby="inspector-register-downloads">
        <h2 id="inspector-register-downloads" className={sectionTitle}>
          Descargar el registro del periodo
        </h2>
        <div className="flex flex-wrap gap-2">
          {FORMATS.map((format) => (
            <a
              key={format}
              href={registerDownloadUrl(token, format)}
              download
              className={buttonClasses(format === 'pdf' ? 'primary' : 'outline', 'md')}
            >
              <Download aria-hidden="true" />
              {formatLabels[format]}
            </a>
          ))}
        </div>
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="inspector-bundle-downloads">
        <div className="flex flex-col gap-1">
          <h2 id="inspector-bundle-downloads" className={sectionTitle}>
            Paquete mensual verificable
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Un ZIP por mes con el registro en PDF, Excel y CSV, un PDF por trabajador, los fichajes sellados del mes y
            un manifiesto firmado con la clave del registro (Ed25519) con las huellas (SHA-256) de cada archivo. Se
            comprueba sin conexión con la clave pública de /api/record/public-key.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {months.map((month) => (
            <a key={month} href={bundleDownloadUrl(token, month)} download className={buttonClasses('secondary', 'md')}>
              <FileArchive aria-hidden="true" />
              <span className="first-letter:uppercase">{formatMonth(month)}</span>
            </a>
          ))}
        </div>
      </section>
    </Card>
  );
}
