import type { AdminCompanyDetails } from '@jornada/shared/api/admin';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { errorMessage } from '../../../lib/api-client';
import { isCompanyNotFound, useAdminCompany } from '../api/get-admin-company';
import { CompanyNotFound } from './company-not-found';
import { CompanyPageHeader, type CompanyTab } from './company-page-header';

export interface CompanySection {
  companyId: number;
  /** undefined while it loads or when it could not be loaded (the shell shows why). */
  company: AdminCompanyDetails | undefined;
  /** False once it loaded or failed. */
  isLoading: boolean;
}

function LoadedCompanyShell({
  companyId,
  current,
  children,
}: {
  companyId: number;
  current: CompanyTab;
  children: (section: CompanySection) => ReactNode;
}) {
  const company = useAdminCompany(companyId);
  if (isCompanyNotFound(company.error)) return <CompanyNotFound />;
  return (
    <div className="flex flex-col gap-6">
      <CompanyPageHeader companyId={companyId} company={company.data} current={current} />
      {company.isError && !company.data && (
        <LoadError
          title="No se pudo cargar la empresa"
          message={errorMessage(company.error, 'Inténtalo de nuevo en unos segundos.')}
          onRetry={() => void company.refetch()}
        />
      )}
      {children({ companyId, company: company.data, isLoading: company.isPending })}
    </div>
  );
}

/**
 * The frame of /companies/:companyId and its sections: the shared header, 'Empresa no encontrada'
 * for an unknown or mistyped id, and the section's content.
 */
export function CompanyShell({
  companyId,
  current,
  children,
}: {
  /** null for an id that cannot exist (letters, zero). */
  companyId: number | null;
  current: CompanyTab;
  children: (section: CompanySection) => ReactNode;
}) {
  if (companyId === null) return <CompanyNotFound />;
  return (
    <LoadedCompanyShell companyId={companyId} current={current}>
      {children}
    </LoadedCompanyShell>
  );
}
