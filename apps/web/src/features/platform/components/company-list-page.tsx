import { Plus } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Pagination } from '../../../components/ui/pagination';
import { pageCount } from '../../../lib/paging';
import { useAdminCompanies } from '../api/get-admin-companies';
import { useCompanyListUrl } from '../hooks/use-company-list-url';
import { CompanyCreateDialog } from './company-create-dialog';
import { CompanyListBody } from './company-list-body';
import { CompanyListFilters } from './company-list-filters';
import type { CompanyPlansState } from './company-plan-select';

const PAGE_SIZE = 20;

/**
 * /companies (navegatel): every tenant, searched, filtered by state and paged on the server, all of
 * it in the URL; 'Nueva empresa' (also ?nueva=1, linked from the dashboard) opens the create dialog.
 */
export function CompanyListPage({ plans }: { plans: CompanyPlansState }) {
  const { params, searchBox, setState, clearEndingWithin, setPage, setCreating, clearFilters } = useCompanyListUrl();
  const companies = useAdminCompanies({
    search: params.search || undefined,
    state: params.state || undefined,
    trial_ends_within_days: params.endingWithinDays ?? undefined,
    page: params.page,
    pageSize: PAGE_SIZE,
  });
  const total = companies.data?.total ?? 0;
  // A page past the end (a shared link, fewer companies since): go to the last one.
  const lastPage = pageCount(total, PAGE_SIZE);
  const isPastEnd = companies.isSuccess && !companies.isPlaceholderData && params.page > lastPage;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a page past the end moves it.
  useEffect(() => {
    if (isPastEnd) setPage(lastPage);
  }, [isPastEnd, lastPage]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">Empresas</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Todas las empresas de la plataforma: su plan, su estado y su gestoría.
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Nueva empresa
        </Button>
      </div>
      <Card className="overflow-hidden">
        <CompanyListFilters
          searchText={searchBox.text}
          onSearchText={searchBox.setText}
          state={params.state}
          onState={setState}
          endingWithinDays={params.endingWithinDays}
          onClearEndingWithin={clearEndingWithin}
        />
        <div aria-busy={companies.isFetching || undefined}>
          <CompanyListBody
            companies={companies.data?.data}
            error={companies.error}
            isError={companies.isError}
            onRetry={() => void companies.refetch()}
            isFiltered={params.search !== '' || params.state !== '' || params.endingWithinDays !== null}
            onClearFilters={clearFilters}
            onCreate={() => setCreating(true)}
          />
        </div>
        {total > PAGE_SIZE && (
          <div className="border-t border-slate-200 px-4 pb-4 dark:border-slate-800">
            <Pagination
              page={params.page}
              pageSize={PAGE_SIZE}
              total={total}
              onPageChange={setPage}
              label="Páginas de empresas"
            />
          </div>
        )}
      </Card>
      <CompanyCreateDialog isOpen={params.isCreating} onOpenChange={setCreating} plans={plans} />
    </div>
  );
}
