import type { CompanyGestoriaResponse } from '@jornada/shared/api/gestoria';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryCard } from '../../../components/query-card';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCompanyGestoria } from '../api/get-company-gestoria';
import { RevokeGestoriaDialog } from './revoke-gestoria-dialog';

type LinkedGestoria = NonNullable<CompanyGestoriaResponse['gestoria']>;

function LinkedGestoriaDetails({ gestoria }: { gestoria: LinkedGestoria }) {
  const [isRevoking, setIsRevoking] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">Gestoría</dt>
          <dd className="font-medium text-slate-900 dark:text-slate-100">{gestoria.name}</dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">CIF</dt>
          <dd className="text-slate-900 dark:text-slate-100">{gestoria.cif ?? '—'}</dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">Email de contacto</dt>
          <dd className="break-words text-slate-900 dark:text-slate-100">
            {gestoria.contact_email ? (
              <a className="text-teal-700 underline dark:text-teal-400" href={`mailto:${gestoria.contact_email}`}>
                {gestoria.contact_email}
              </a>
            ) : (
              '—'
            )}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Puede consultar (sin cambiar nada) el registro de jornada, las alertas, los empleados y la exportación para
        nómina. Cada consulta queda en la{' '}
        <Link to="/company-logs" className="text-teal-700 underline dark:text-teal-400">
          actividad de la empresa
        </Link>
        .
      </p>
      <div>
        <Button variant="outline" onClick={() => setIsRevoking(true)}>
          Desvincular gestoría
        </Button>
      </div>
      <RevokeGestoriaDialog name={gestoria.name} isOpen={isRevoking} onOpenChange={setIsRevoking} />
    </div>
  );
}

/** /settings (company admin): who advises the company, what they can see, and revoking them. */
export function CompanyGestoriaCard() {
  const query = useCompanyGestoria();
  return (
    <QueryCard
      titleId="company-gestoria-title"
      title="Gestoría"
      description="La asesoría que lleva la nómina y el registro de tu empresa."
      query={query}
      loadError={{ title: 'Error al cargar la gestoría', fallback: 'No se pudo cargar la gestoría vinculada.' }}
      skeleton={
        <div role="status" aria-label="Cargando gestoría">
          <Skeleton className="h-20 w-full" />
        </div>
      }
    >
      {({ gestoria }) =>
        gestoria ? (
          <LinkedGestoriaDetails gestoria={gestoria} />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Tu empresa no tiene ninguna gestoría vinculada. Si tu asesoría usa Jornada,{' '}
            <Link to="/contacto" className="text-teal-700 underline dark:text-teal-400">
              escríbenos
            </Link>{' '}
            y la vincularemos.
          </p>
        )
      }
    </QueryCard>
  );
}
