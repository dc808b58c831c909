import type { Petition } from '@jornada/shared/api/petitions';
import { ChevronLeft, ChevronRight, Inbox, Plus, Send } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useCancelPetition } from '../api/cancel-petition';
import { INBOX_ERROR } from '../api/get-pending-count';
import { usePetitions } from '../api/get-petitions';
import {
  type StatusFilter as Filter,
  PETITIONS_PAGE_SIZE,
  type PetitionsView,
  pageCount,
  parsePage,
  parsePetitionId,
  parseStatusFilter,
  parseView,
  petitionsSearch,
} from '../utils/petition-search';
import { CreateOptions } from './create-options';
import { PetitionDetailDialog } from './petition-detail-dialog';
import { PetitionList } from './petition-list';
import { filterLabel, StatusFilter } from './status-filter';

const viewLabels: Record<PetitionsView, string> = {
  inbox: 'Bandeja de entrada',
  outbox: 'Bandeja de salida',
  create: 'Crear',
};

const emptyMessages: Record<'inbox' | 'outbox', Record<'pending' | 'other', string>> = {
  inbox: {
    pending: 'No tienes peticiones pendientes de revisar.',
    other: 'No hay peticiones con este estado en tu bandeja de entrada.',
  },
  outbox: {
    pending: 'No tienes peticiones pendientes.',
    other: 'No has enviado peticiones con este estado.',
  },
};

function ViewTabs({ current, status }: { current: PetitionsView; status: Filter }) {
  return (
    <nav aria-label="Vistas de peticiones" className="flex flex-wrap gap-2">
      {(Object.keys(viewLabels) as PetitionsView[]).map((view) => (
        <Link
          key={view}
          to={`/petitions${petitionsSearch({ view, status: view === current ? status : undefined })}`}
          aria-current={view === current ? 'page' : undefined}
          className={cn(
            'rounded-full border px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-teal-600',
            view === current
              ? 'border-teal-700 bg-teal-700 text-white dark:border-teal-500 dark:bg-teal-500 dark:text-slate-950'
              : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800',
          )}
        >
          {viewLabels[view]}
        </Link>
      ))}
    </nav>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Cargando peticiones" className="flex flex-col gap-3 p-4">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

function CancelConfirmDialog({
  petition,
  isPending,
  onConfirm,
  onClose,
}: {
  petition: Petition | null;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={petition !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1 pr-8">
            {petition?.status === 'approved' ? (
              <>
                <DialogTitle>¿Cancelar unas vacaciones ya aprobadas?</DialogTitle>
                <DialogDescription>
                  {petition.summary}. Los días volverán a tu saldo y avisaremos a{' '}
                  {petition.decided_by_name ?? 'quien las aprobó'}. No se puede deshacer.
                </DialogDescription>
              </>
            ) : (
              <>
                <DialogTitle>¿Cancelar la petición?</DialogTitle>
                <DialogDescription>
                  {petition?.summary}. Quedará registrada como cancelada y ya no se podrá decidir.
                </DialogDescription>
              </>
            )}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={isPending}>
                Volver
              </Button>
            </DialogClose>
            <Button variant="destructive" isLoading={isPending} onClick={onConfirm}>
              Cancelar petición
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function PetitionBox({
  view,
  status,
  page,
  pendingCount,
  onOpen,
  hrefFor,
}: {
  view: 'inbox' | 'outbox';
  status: Filter;
  page: number;
  pendingCount?: number;
  onOpen: (id: number) => void;
  hrefFor: (next: { status?: Filter; page?: number }) => string;
}) {
  const petitions = usePetitions(view, status, page);
  const cancel = useCancelPetition();
  const [toCancel, setToCancel] = useState<Petition | null>(null);
  const total = petitions.data?.total ?? 0;
  const pages = pageCount(total, PETITIONS_PAGE_SIZE);

  let content: ReactNode;
  if (petitions.isError && !petitions.data) {
    content = (
      <div className="p-4">
        <LoadError
          title={view === 'inbox' ? INBOX_ERROR : 'Error al cargar tus peticiones'}
          message="No se pudieron obtener las peticiones."
          onRetry={() => void petitions.refetch()}
        />
      </div>
    );
  } else if (!petitions.data) {
    content = <ListSkeleton />;
  } else if (petitions.data.data.length === 0) {
    const Icon = view === 'inbox' ? Inbox : Send;
    content = (
      <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <Icon aria-hidden="true" className="size-8 text-slate-400" />
        <p className="text-slate-600 dark:text-slate-400">
          {emptyMessages[view][status === 'pending' ? 'pending' : 'other']}
        </p>
        {view === 'outbox' && (
          <Link to="/petitions?view=create" className={buttonClasses('outline', 'sm')}>
            <Plus aria-hidden="true" />
            Crear petición
          </Link>
        )}
      </div>
    );
  } else {
    content = (
      <div
        aria-busy={petitions.isPlaceholderData}
        className={cn(petitions.isPlaceholderData && 'opacity-60 transition-opacity')}
      >
        <PetitionList
          view={view}
          petitions={petitions.data.data}
          onOpen={onOpen}
          onCancel={setToCancel}
          cancellingId={cancel.isPending ? (cancel.variables ?? null) : null}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby="petitions-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h1 id="petitions-title" className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
          {viewLabels[view]}
        </h1>
        {view === 'outbox' && (
          <Link to="/petitions?view=create" className={cn(buttonClasses('primary', 'md'), 'self-start sm:self-auto')}>
            <Plus aria-hidden="true" />
            Nueva petición
          </Link>
        )}
      </div>
      <StatusFilter
        current={status}
        hrefFor={(next) => hrefFor({ status: next, page: 1 })}
        pendingCount={view === 'inbox' ? pendingCount : undefined}
      />
      <Card className="overflow-hidden">{content}</Card>
      {petitions.data && total > PETITIONS_PAGE_SIZE && (
        <nav aria-label="Páginas" className="flex items-center justify-between gap-3 text-sm">
          <p className="text-slate-600 dark:text-slate-400">
            {filterLabel(status)}: {total} · página {page} de {pages}
          </p>
          <div className="flex gap-2">
            <Link
              to={hrefFor({ page: page - 1 })}
              preventScrollReset
              aria-disabled={page <= 1}
              className={cn(buttonClasses('outline', 'sm'), page <= 1 && 'pointer-events-none opacity-50')}
            >
              <ChevronLeft aria-hidden="true" />
              Anterior
            </Link>
            <Link
              to={hrefFor({ page: page + 1 })}
              preventScrollReset
              aria-disabled={page >= pages}
              className={cn(buttonClasses('outline', 'sm'), page >= pages && 'pointer-events-none opacity-50')}
            >
              Siguiente
              <ChevronRight aria-hidden="true" />
            </Link>
          </div>
        </nav>
      )}
      <CancelConfirmDialog
        petition={toCancel}
        isPending={cancel.isPending}
        onClose={() => setToCancel(null)}
        onConfirm={() => {
          if (!toCancel) return;
          cancel.mutate(toCancel.id, { onSettled: () => setToCancel(null) });
        }}
      />
    </section>
  );
}

/**
 * /petitions?view=inbox|outbox|create (SPEC §2.3). The inbox holds what is assigned to me, the outbox
 * what I sent; ?id= opens one petition over either (the emails link there).
 */
export function PetitionsPage({ pendingCount }: { pendingCount?: number }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = parseView(searchParams.get('view'));
  const status = parseStatusFilter(searchParams.get('status'), view);
  const page = parsePage(searchParams.get('page'));
  const openId = parsePetitionId(searchParams.get('id'));
  const searchFor = (next: { status?: Filter; page?: number; id?: number | null }) =>
    petitionsSearch({
      view,
      status: next.status ?? status,
      page: next.page ?? page,
      id: next.id === undefined ? openId : next.id,
    });

  return (
    <div className="flex flex-col gap-6">
      <ViewTabs current={view} status={status} />
      {view === 'create' ? (
        <CreateOptions />
      ) : (
        <PetitionBox
          key={view}
          view={view}
          status={status}
          page={page}
          pendingCount={pendingCount}
          onOpen={(id) => setSearchParams(searchFor({ id }), { preventScrollReset: true })}
          hrefFor={(next) => searchFor({ ...next, id: null })}
        />
      )}
      <PetitionDetailDialog
        id={openId}
        onClose={() => setSearchParams(searchFor({ id: null }), { preventScrollReset: true, replace: true })}
      />
    </div>
  );
}
