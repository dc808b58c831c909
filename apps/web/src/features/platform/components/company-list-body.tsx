import type { AdminCompany } from '@jornada/shared/api/admin';
import { Building2, SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { errorMessage } from '../../../lib/api-client';
import { CompanyCards } from './company-cards';
import { CompanyEmptyState, CompanyListSkeleton } from './company-list-states';
import { CompanyTable } from './company-table';

export interface CompanyListBodyProps {
  companies: readonly AdminCompany[] | undefined;
  error: unknown;
  isError: boolean;
  onRetry: () => void;
  /** A search or a state is applied: an empty answer means no match, not no companies. */
  isFiltered: boolean;
  onClearFilters: () => void;
  onCreate: () => void;
}

/** The list card's body: the load error, loading, no companies, nothing matches, or the companies. */
export function CompanyListBody({
  companies,
  error,
  isError,
  onRetry,
  isFiltered,
  onClearFilters,
  onCreate,
}: CompanyListBodyProps) {
  if (isError && !companies) {
    return (
      <div className="p-4">
        <LoadError
          title="No se pudieron cargar las empresas"
          message={errorMessage(error, 'Inténtalo de nuevo en unos segundos.')}
          onRetry={onRetry}
        />
      </div>
    );
  }
  if (!companies) return <CompanyListSkeleton label="Cargando empresas" />;
  if (companies.length === 0 && isFiltered) {
    return (
      <CompanyEmptyState icon={SearchX}>
        <p>No hay empresas que coincidan con la búsqueda o el estado elegidos.</p>
        <Button variant="link" onClick={onClearFilters}>
          Quitar filtros
        </Button>
      </CompanyEmptyState>
    );
  }
  if (companies.length === 0) {
    return (
      <CompanyEmptyState icon={Building2}>
        <p>Todavía no hay ninguna empresa en la plataforma.</p>
        <Button variant="link" onClick={onCreate}>
          Dar de alta la primera empresa
        </Button>
      </CompanyEmptyState>
    );
  }
  return (
    <>
      <CompanyTable companies={companies} />
      <CompanyCards companies={companies} />
    </>
  );
}
