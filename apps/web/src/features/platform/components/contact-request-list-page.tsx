import { Inbox } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { pageCount } from '../../../lib/paging';
import { useContactRequests } from '../api/get-contact-requests';
import {
  type ContactRequestFilters,
  contactRequestFiltersToSearch,
  emptyContactRequestsText,
  hasContactRequestFilters,
  NO_CONTACT_REQUEST_FILTERS,
  parseContactRequestFilters,
  toContactRequestsQuery,
} from '../utils/contact-request-filters';
import { ContactRequestCard } from './contact-request-card';
import { ContactRequestFiltersBar } from './contact-request-filters';

function ListSkeleton() {
  return (
    <div role="status" aria-label="Cargando solicitudes" className="flex flex-col gap-4">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-44 w-full rounded-2xl" />
      ))}
    </div>
  );
}

/**
 * /contact-requests (navegatel): what visitors sent through the public contact and custom-plan
 * forms, newest first, with whether it reached sales by email and whether it has been «atendida».
 * Filters and page live in the URL.
 */
export function ContactRequestListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseContactRequestFilters(searchParams);
  const list = useContactRequests(toContactRequestsQuery(filters));
  const topRef = useRef<HTMLDivElement>(null);
  const setFilters = (next: ContactRequestFilters) =>
    setSearchParams(contactRequestFiltersToSearch(next), { preventScrollReset: true });
  const onPage = (page: number) => {
    setFilters({ ...filters, page });
    topRef.current?.scrollIntoView({ block: 'start' });
  };

  const lastPage = list.data ? pageCount(list.data.total, list.data.pageSize) : 1;
  // A page past the end (an old link, fewer requests since): show the last one instead.
  const isPastEnd = list.isSuccess && !list.isPlaceholderData && list.data.total > 0 && filters.page > lastPage;
  useEffect(() => {
    if (isPastEnd) setSearchParams(contactRequestFiltersToSearch({ ...filters, page: lastPage }), { replace: true });
  });

  let content: ReactNode;
  if (list.isError && !list.data) {
    content = (
      <LoadError
        title="Error al cargar las solicitudes"
        message={errorMessage(list.error, 'No se pudieron obtener las solicitudes de contacto.')}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (list.isPending || isPastEnd) {
    content = <ListSkeleton />;
  } else if (list.data.data.length === 0) {
    const isFiltered = hasContactRequestFilters(filters);
    content = (
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center text-slate-600 dark:text-slate-400">
        <Inbox aria-hidden="true" className="size-8 text-slate-400" />
        <p>{emptyContactRequestsText(filters)}</p>
        {isFiltered && (
          <Button variant="outline" size="sm" onClick={() => setFilters(NO_CONTACT_REQUEST_FILTERS)}>
            Quitar filtros
          </Button>
        )}
      </Card>
    );
  } else {
    content = (
      <div aria-busy={list.isPlaceholderData} className={cn('flex flex-col', list.isPlaceholderData && 'opacity-60')}>
        <ul className="flex flex-col gap-4">
          {list.data.data.map((request) => (
            <li key={request.id}>
              <ContactRequestCard request={request} />
            </li>
          ))}
        </ul>
        <Pagination page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPageChange={onPage} />
      </div>
    );
  }

  return (
    <div ref={topRef} className="mx-auto flex w-full max-w-5xl scroll-mt-24 flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
          Solicitudes de contacto
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Lo que llega por los formularios de contacto y de plan a medida, de lo más reciente a lo más antiguo. Marca
          cada una como atendida cuando ventas la haya respondido. Horas de Madrid.
        </p>
      </div>
      <ContactRequestFiltersBar filters={filters} onChange={setFilters} />
      {content}
      {list.isError && list.data && (
        <Alert variant="error">
          {errorMessage(list.error, 'No se pudieron actualizar las solicitudes.')}{' '}
          <Button variant="link" onClick={() => void list.refetch()}>
            Reintentar
          </Button>
        </Alert>
      )}
    </div>
  );
}
