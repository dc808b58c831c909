import type { Petition } from '@jornada/shared/api/petitions';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useCancelPetition } from '../api/cancel-petition';
import { usePetitions } from '../api/get-petitions';
import { type StatusFilter as Filter, PETITIONS_PAGE_SIZE, pageCount } from '../utils/petition-search';
import { CancelConfirmDialog } from './cancel-confirm-dialog';
import { PetitionBoxBody } from './petition-box-body';
import { filterLabel, StatusFilter } from './status-filter';
import { viewLabels } from './view-tabs';

type HrefFor = (next: { status?: Filter; page?: number }) => string;

function PetitionPager({
  status,
  page,
  total,
  hrefFor,
}: {
  status: Filter;
  page: number;
  total: number;
  hrefFor: HrefFor;
}) {
  const pages = pageCount(total, PETITIONS_PAGE_SIZE);
  return (
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
  );
}

/** My inbox or outbox: its title, the status filter, one page of petitions, the pages, and cancelling one. */
export function PetitionBox({
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
  hrefFor: HrefFor;
}) {
  const petitions = usePetitions(view, status, page);
  const cancel = useCancelPetition();
  const [toCancel, setToCancel] = useState<Petition | null>(null);
  const total = petitions.data?.total ?? 0;

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
      <Card className="overflow-hidden">
        <PetitionBoxBody
          view={view}
          status={status}
          petitions={petitions}
          onOpen={onOpen}
          onCancel={setToCancel}
          cancellingId={cancel.isPending ? (cancel.variables ?? null) : null}
        />
      </Card>
      {petitions.data && total > PETITIONS_PAGE_SIZE && (
        <PetitionPager status={status} page={page} total={total} hrefFor={hrefFor} />
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
