import type { ClientCompany } from '@jornada/shared/api/gestoria';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useClientCompanies } from '../api/get-client-companies';
import { type ClientSection, sectionFromSearch } from '../utils/client-sections';
import { ClientNotFound } from './client-not-found';
import { ClientPageHeader } from './client-page-header';
import { ClientSectionsNav } from './client-sections-nav';

const skeleton = (
  <div role="status" aria-label="Cargando empresa" className="flex flex-col gap-4">
    <Skeleton className="h-5 w-24" />
    <Skeleton className="h-8 w-72 max-w-full" />
    <Skeleton className="h-9 w-96 max-w-full" />
    <Skeleton className="h-64 w-full" />
  </div>
);

/**
 * /gestoria/empresas/:companyId around its sections: the company comes from the client list (a
 * company not in it is not linked, or not at all: 'Empresa no encontrada'), then the header and the
 * section tabs; `children` draws the section chosen in ?tab=.
 */
export function ClientCompanyFrame({
  companyId,
  children,
}: {
  companyId: number | null;
  children: (company: ClientCompany, section: ClientSection) => ReactNode;
}) {
  const companies = useClientCompanies({ isEnabled: companyId !== null });
  const [searchParams] = useSearchParams();
  if (companyId === null) return <ClientNotFound />;
  if (companies.isError && companies.data === undefined) {
    return (
      <LoadError
        title="Error al cargar la empresa"
        message={errorMessage(companies.error, 'No se pudo obtener la empresa.')}
        onRetry={() => void companies.refetch()}
      />
    );
  }
  if (companies.data === undefined) return skeleton;
  const company = companies.data.find((candidate) => candidate.id === companyId);
  if (!company) return <ClientNotFound />;
  const section = sectionFromSearch(searchParams);
  return (
    <div className="flex flex-col gap-6">
      <ClientPageHeader company={company} />
      <ClientSectionsNav current={section} />
      {/* Keyed: each company starts its sections afresh (filters and months are per company). */}
      <div key={company.id}>{children(company, section)}</div>
    </div>
  );
}
