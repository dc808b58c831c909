import type { getMiGestoriaResponse } from '@jornada/shared/api/session';
import { Link } from 'react-router';
import type { z } from 'zod';
import { type CardQuery, QueryCard } from '../../../components/query-card';
import { Skeleton } from '../../../components/ui/skeleton';

type MiGestoria = z.infer<typeof getMiGestoriaResponse>;

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="text-sm text-slate-600 sm:w-40 dark:text-slate-400">{label}</dt>
      <dd className="text-sm font-medium break-all text-slate-900 dark:text-white">{value || 'Sin indicar'}</dd>
    </div>
  );
}

/** 'Tu gestoría': the firm's name, CIF and contact email, read-only (the platform keeps them). */
export function GestoriaInfoCard({ query }: { query: CardQuery<MiGestoria> }) {
  return (
    <QueryCard
      titleId="gestoria-info-title"
      title="Tu gestoría"
      description="Los datos con los que las empresas te reconocen."
      query={query}
      loadError={{ title: 'Error al cargar tu gestoría', fallback: 'No se pudieron obtener los datos de tu gestoría.' }}
      skeleton={
        <div role="status" aria-label="Cargando datos de la gestoría" className="flex flex-col gap-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-5 w-3/5" />
        </div>
      }
    >
      {(gestoria) => (
        <div className="flex flex-col gap-4">
          <dl className="flex flex-col gap-2">
            <Detail label="Nombre" value={gestoria.name} />
            <Detail label="CIF" value={gestoria.cif} />
            <Detail label="Email de contacto" value={gestoria.contact_email} />
          </dl>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Para cambiar estos datos,{' '}
            <Link to="/contacto" className="font-medium text-teal-700 underline dark:text-teal-400">
              escríbenos
            </Link>
            .
          </p>
        </div>
      )}
    </QueryCard>
  );
}
