import type { AdminCompany } from '@jornada/shared/api/admin';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { companyLinkState } from '../utils/gestoria-format';

function currentGestoriaText(company: AdminCompany, gestoriaId: number): string {
  const state = companyLinkState(company, gestoriaId);
  if (state.kind === 'linked') return 'Ya está vinculada a esta gestoría';
  if (state.kind === 'replaces') return `Gestoría actual: ${state.gestoriaName}`;
  return 'Sin gestoría';
}

/** The companies found, as radio buttons; the one already linked here cannot be chosen. */
export function GestoriaLinkResults({
  query,
  gestoriaId,
  selectedId,
  onSelect,
}: {
  query: {
    data: { data: AdminCompany[]; total: number } | undefined;
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  gestoriaId: number;
  selectedId: number | null;
  onSelect: (company: AdminCompany) => void;
}) {
  if (query.isError && !query.data) {
    return (
      <LoadError
        title="Error al buscar empresas"
        message={errorMessage(query.error, 'No se pudo obtener la lista de empresas.')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.isPending || !query.data) {
    return (
      <div role="status" aria-label="Buscando empresas" className="flex flex-col gap-2">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (query.data.data.length === 0) {
    return (
      <p className="py-4 text-center text-sm text-slate-600 dark:text-slate-400">No hay empresas que coincidan.</p>
    );
  }
  return (
    <fieldset
      aria-busy={query.isPlaceholderData}
      className={cn('flex flex-col gap-2', query.isPlaceholderData && 'opacity-60')}
    >
      <legend className="sr-only">Empresa que se vinculará</legend>
      {query.data.data.map((company) => {
        const isLinked = companyLinkState(company, gestoriaId).kind === 'linked';
        return (
          <label
            key={company.id}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-800',
              'has-checked:border-teal-600 has-checked:bg-teal-50 dark:has-checked:border-teal-500 dark:has-checked:bg-teal-950/40',
              isLinked && 'cursor-not-allowed opacity-60',
            )}
          >
            <input
              type="radio"
              name="link-company"
              className="mt-1 size-4 accent-teal-700 dark:accent-teal-500"
              checked={selectedId === company.id}
              disabled={isLinked}
              onChange={() => onSelect(company)}
            />
            <span className="flex min-w-0 flex-col gap-0.5">
              <span className="font-medium break-words text-slate-900 dark:text-white">{company.name}</span>
              <span className="text-xs text-slate-500 dark:text-slate-400">
                CIF {company.cif} · {currentGestoriaText(company, gestoriaId)}
              </span>
            </span>
          </label>
        );
      })}
      {query.data.total > query.data.data.length && (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Se muestran {query.data.data.length} de {query.data.total}: escribe más para afinar la búsqueda.
        </p>
      )}
    </fieldset>
  );
}
