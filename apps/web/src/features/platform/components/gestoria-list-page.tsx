import { ADMIN_PAGE_SIZE } from '@jornada/shared/api/admin';
import { Plus } from 'lucide-react';
import { useEffect } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Pagination } from '../../../components/ui/pagination';
import { SearchField } from '../../../components/ui/search-field';
import { errorMessage } from '../../../lib/api-client';
import { pageCount } from '../../../lib/paging';
import { useAdminGestorias } from '../api/get-admin-gestorias';
import { useGestoriaListUrl } from '../hooks/use-gestoria-list-url';
import { GestoriaCreateDialog } from './gestoria-create-dialog';
import { GestoriaListBody } from './gestoria-list-body';
import { GestoriaPageHeader } from './gestoria-page-header';

/**
 * /gestorias (navegatel): every gestoría, searched and paged on the server, and 'Nueva gestoría'
 * (also opened by ?nueva=1, the dashboard's link).
 */
export function GestoriaListPage() {
  const { params, searchText, setSearchText, setPage, setCreating } = useGestoriaListUrl();
  const list = useAdminGestorias({ search: params.search || undefined, page: params.page, pageSize: ADMIN_PAGE_SIZE });
  const total = list.data?.total ?? 0;
  const lastPage = pageCount(total, ADMIN_PAGE_SIZE);
  // A page past the end (an old link, a narrower search): show the last one instead.
  const isPastEnd = list.isSuccess && !list.isPlaceholderData && total > 0 && params.page > lastPage;
  useEffect(() => {
    if (isPastEnd) setPage(lastPage);
  });

  return (
    <div className="flex flex-col gap-6">
      <GestoriaPageHeader
        title="Gestorías"
        description="Las asesorías que llevan el registro de jornada de sus empresas clientes."
        action={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            Nueva gestoría
          </Button>
        }
      />
      <Card className="overflow-hidden">
        <div className="border-b border-slate-200 p-4 dark:border-slate-800">
          <SearchField
            id="gestoria-search"
            label="Buscar gestorías"
            placeholder="Buscar por nombre, CIF o email"
            value={searchText}
            onChange={setSearchText}
          />
        </div>
        <GestoriaListBody
          query={list}
          search={params.search}
          isMovingPage={isPastEnd}
          onClearSearch={() => setSearchText('')}
          onCreate={() => setCreating(true)}
        />
        {total > ADMIN_PAGE_SIZE && (
          <div className="border-t border-slate-200 px-4 pb-4 dark:border-slate-800">
            <Pagination page={params.page} pageSize={ADMIN_PAGE_SIZE} total={total} onPageChange={setPage} />
          </div>
        )}
      </Card>
      {list.isError && list.data && (
        <Alert variant="error">
          {errorMessage(list.error, 'No se pudo actualizar la lista de gestorías.')}{' '}
          <Button variant="link" onClick={() => void list.refetch()}>
            Reintentar
          </Button>
        </Alert>
      )}
      <GestoriaCreateDialog isOpen={params.isCreating} onOpenChange={setCreating} />
    </div>
  );
}
