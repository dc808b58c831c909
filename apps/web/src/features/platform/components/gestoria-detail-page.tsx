import type { AdminGestoriaDetails } from '@jornada/shared/api/admin';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { isGestoriaNotFound, useAdminGestoria } from '../api/get-admin-gestoria';
import { formatGestoriaDay } from '../utils/gestoria-format';
import { parseGestoriaId } from '../utils/gestoria-list-params';
import { GestoriaCompaniesCard } from './gestoria-companies-card';
import { GestoriaEditCard } from './gestoria-edit-card';
import { GestoriaNotFound } from './gestoria-not-found';
import { GestoriaPageHeader } from './gestoria-page-header';
import { GestoriaUsersCard } from './gestoria-users-card';

function BackLink() {
  return (
    <Link
      to="/gestorias"
      className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-teal-700 hover:underline dark:text-teal-400"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Gestorías
    </Link>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-label="Cargando la gestoría" className="flex flex-col gap-6">
      <Skeleton className="h-9 w-72 max-w-full" />
      <div className="grid gap-6 lg:grid-cols-5">
        <Skeleton className="h-72 lg:col-span-3" />
        <Skeleton className="h-72 lg:col-span-2" />
      </div>
    </div>
  );
}

function Summary({ gestoria }: { gestoria: AdminGestoriaDetails }) {
  const items = [
    { term: 'CIF', value: gestoria.cif ?? 'Sin CIF' },
    { term: 'Email de contacto', value: gestoria.contact_email ?? 'Sin email' },
    { term: 'Alta', value: formatGestoriaDay(gestoria.created_at) },
  ];
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
      {items.map((item) => (
        <div key={item.term} className="flex gap-1.5">
          <dt className="text-slate-500 dark:text-slate-400">{item.term}:</dt>
          <dd className="break-all text-slate-800 dark:text-slate-200">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /gestorias/:gestoriaId (navegatel): the gestoría's data, its client companies (link, unlink) and its users. */
export function GestoriaDetailPage({ gestoriaIdParam }: { gestoriaIdParam: string | undefined }) {
  const id = parseGestoriaId(gestoriaIdParam);
  const query = useAdminGestoria(id);
  if (id === null || isGestoriaNotFound(query.error)) {
    return <GestoriaNotFound />;
  }
  let content: ReactNode;
  if (query.isError && !query.data) {
    content = (
      <LoadError
        title="Error al cargar la gestoría"
        message={errorMessage(query.error, 'No se pudieron obtener los datos de la gestoría.')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!query.data) {
    content = <DetailSkeleton />;
  } else {
    const gestoria = query.data;
    content = (
      <>
        <GestoriaPageHeader title={gestoria.name} description={<Summary gestoria={gestoria} />} />
        <div className="grid items-start gap-6 lg:grid-cols-5">
          <div className="flex flex-col gap-6 lg:col-span-3">
            <GestoriaCompaniesCard gestoria={gestoria} />
          </div>
          <div className="flex flex-col gap-6 lg:col-span-2">
            <GestoriaEditCard gestoria={gestoria} />
            <GestoriaUsersCard users={gestoria.users} />
          </div>
        </div>
      </>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <BackLink />
      {content}
    </div>
  );
}
