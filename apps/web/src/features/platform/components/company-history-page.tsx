import { History } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Pagination } from '../../../components/ui/pagination';
import { errorMessage } from '../../../lib/api-client';
import { pageCount, parsePage } from '../../../lib/paging';
import { useAdminCompanyHistory } from '../api/get-admin-company-history';
import { useCompanyGestoriaNames } from '../hooks/use-company-gestorias';
import { CompanyHistoryList } from './company-history-list';
import { CompanyEmptyState, CompanyListSkeleton } from './company-list-states';

const PAGE_SIZE = 20;

/**
 * /companies/:companyId/history (navegatel): its sign-up or creation and every change of plan,
 * trial, state, gestoría and name, newest first; the page in the URL.
 */
export function CompanyHistoryPage({ companyId }: { companyId: number }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const history = useAdminCompanyHistory(companyId, { page, pageSize: PAGE_SIZE });
  const gestorias = useCompanyGestoriaNames();
  const total = history.data?.total ?? 0;
  const setPage = (next: number) =>
    setSearchParams(next > 1 ? { page: String(next) } : {}, { preventScrollReset: true });
  const lastPage = pageCount(total, PAGE_SIZE);
  const isPastEnd = history.isSuccess && !history.isPlaceholderData && page > lastPage;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a page past the end moves it.
  useEffect(() => {
    if (isPastEnd) setPage(lastPage);
  }, [isPastEnd, lastPage]);

  let body: ReactNode;
  if (history.isError && !history.data) {
    body = (
      <div className="p-4">
        <LoadError
          title="No se pudo cargar el historial"
          message={errorMessage(history.error, 'Inténtalo de nuevo en unos segundos.')}
          onRetry={() => void history.refetch()}
        />
      </div>
    );
  } else if (!history.data) {
    body = <CompanyListSkeleton label="Cargando historial" />;
  } else if (history.data.data.length === 0) {
    body = (
      <CompanyEmptyState icon={History}>
        <p>Todavía no hay cambios registrados en esta empresa.</p>
      </CompanyEmptyState>
    );
  } else {
    body = <CompanyHistoryList entries={history.data.data} names={{ gestorias }} />;
  }

  return (
    <Card className="overflow-hidden">
      <h2 className="sr-only">Historial de la empresa</h2>
      <div aria-busy={history.isFetching || undefined}>{body}</div>
      {total > PAGE_SIZE && (
        <div className="border-t border-slate-200 px-4 pb-4 dark:border-slate-800">
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={total}
            onPageChange={setPage}
            label="Páginas del historial"
          />
        </div>
      )}
    </Card>
  );
}
