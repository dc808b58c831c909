import type { InspectorLinkInfo } from '@jornada/shared/api/inspector-links';
import { Card } from '../../../components/ui/card';
import { formatDay, formatInstant } from '../utils/inspector-format';

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
      <dd className="text-sm font-medium text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/** Whose register this is, for which period, and until when the link works. */
export function InspectorSummary({ info }: { info: InspectorLinkInfo }) {
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex flex-col gap-1">
        <p className="text-sm text-slate-600 dark:text-slate-400">Registro de jornada (art. 34.9 ET)</p>
        <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900 dark:text-white">
          {info.company.name}
        </h1>
      </div>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label="CIF">{info.company.cif || '—'}</Fact>
        <Fact label="Periodo">{`${formatDay(info.from)} – ${formatDay(info.to)}`}</Fact>
        <Fact label="Enlace válido hasta">{formatInstant(info.expires_at)}</Fact>
        <Fact label="Motivo">{info.label}</Fact>
      </dl>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        Acceso de solo lectura. Cada consulta y cada descarga quedan anotadas en el registro de actividad de la empresa.
      </p>
    </Card>
  );
}
