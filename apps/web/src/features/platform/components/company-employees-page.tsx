import { ShieldCheck, Users } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Pagination } from '../../../components/ui/pagination';
import { SearchField } from '../../../components/ui/search-field';
import { errorMessage } from '../../../lib/api-client';
import { pageCount } from '../../../lib/paging';
import { useAdminCompanyEmployees } from '../api/get-admin-company-employees';
import { useCompanyEmployeesUrl } from '../hooks/use-company-employees-url';
import { CompanyEmployeeList } from './company-employee-list';
import { CompanyEmptyState, CompanyListSkeleton } from './company-list-states';

const PAGE_SIZE = 20;

/**
 * /companies/:companyId/employees (navegatel): who works there, their role, whether they can get in
 * and the last day they clocked. Search and page in the URL.
 */
export function CompanyEmployeesPage({ companyId }: { companyId: number }) {
  const { params, searchBox, setPage, clearSearch } = useCompanyEmployeesUrl();
  const employees = useAdminCompanyEmployees(companyId, {
    search: params.search || undefined,
    page: params.page,
    pageSize: PAGE_SIZE,
  });
  const total = employees.data?.total ?? 0;
  const lastPage = pageCount(total, PAGE_SIZE);
  const isPastEnd = employees.isSuccess && !employees.isPlaceholderData && params.page > lastPage;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a page past the end moves it.
  useEffect(() => {
    if (isPastEnd) setPage(lastPage);
  }, [isPastEnd, lastPage]);

  let body: ReactNode;
  if (employees.isError && !employees.data) {
    body = (
      <div className="p-4">
        <LoadError
          title="No se pudieron cargar los empleados"
          message={errorMessage(employees.error, 'Inténtalo de nuevo en unos segundos.')}
          onRetry={() => void employees.refetch()}
        />
      </div>
    );
  } else if (!employees.data) {
    body = <CompanyListSkeleton label="Cargando empleados" />;
  } else if (employees.data.data.length === 0) {
    body = (
      <CompanyEmptyState icon={Users}>
        {params.search ? (
          <>
            <p>Nadie en la empresa coincide con «{params.search}».</p>
            <Button variant="link" onClick={clearSearch}>
              Quitar la búsqueda
            </Button>
          </>
        ) : (
          <p>La empresa todavía no tiene empleados.</p>
        )}
      </CompanyEmptyState>
    );
  } else {
    body = <CompanyEmployeeList employees={employees.data.data} />;
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-start gap-2 text-sm text-slate-600 dark:text-slate-400">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700 dark:text-teal-400" />
        La plataforma no ve el DNI, el teléfono ni el email de los empleados: no los necesita para dar soporte.
      </p>
      <Card className="overflow-hidden">
        <div className="border-b border-slate-200 p-4 dark:border-slate-800">
          <SearchField
            className="flex-1"
            id="company-employee-search"
            label="Buscar empleados"
            placeholder="Buscar por nombre..."
            value={searchBox.text}
            onChange={searchBox.setText}
          />
        </div>
        <div aria-busy={employees.isFetching || undefined}>{body}</div>
        {total > PAGE_SIZE && (
          <div className="border-t border-slate-200 px-4 pb-4 dark:border-slate-800">
            <Pagination
              page={params.page}
              pageSize={PAGE_SIZE}
              total={total}
              onPageChange={setPage}
              label="Páginas de empleados"
            />
          </div>
        )}
      </Card>
    </div>
  );
}
