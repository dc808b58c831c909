import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useClientCompanies } from '../api/get-client-companies';
import { BundleDownloadCard } from './bundle-download-card';
import { ClientList } from './client-list';
import { ClientsEmptyState } from './clients-empty-state';

const skeleton = (
  <div role="status" aria-label="Cargando empresas" className="grid gap-4 lg:grid-cols-2">
    <Skeleton className="h-44 w-full rounded-2xl" />
    <Skeleton className="h-44 w-full rounded-2xl" />
  </div>
);

function ClientsContent() {
  const companies = useClientCompanies();
  if (companies.isError && companies.data === undefined) {
    return (
      <LoadError
        title="Error al cargar las empresas"
        message={errorMessage(companies.error, 'No se pudieron obtener tus empresas clientes.')}
        onRetry={() => void companies.refetch()}
      />
    );
  }
  if (companies.data === undefined) return skeleton;
  if (companies.data.length === 0) return <ClientsEmptyState />;
  return (
    <>
      <ClientList companies={companies.data} />
      <BundleDownloadCard />
    </>
  );
}

/** /gestoria: the companies the gestoría advises, today's activity of each and the month's bundle of all. */
export function ClientCompaniesPage() {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">Empresas</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Las empresas que asesoras: su actividad de hoy y las alertas del mes. Entra en una para ver su registro de
          jornada, sus empleados y la nómina.
        </p>
      </div>
      <ClientsContent />
    </div>
  );
}
