import type { Petition } from '@jornada/shared/api/petitions';
import { Inbox, Plus, Send } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { INBOX_ERROR } from '../api/get-pending-count';
import type { usePetitions } from '../api/get-petitions';
import type { StatusFilter as Filter } from '../utils/petition-search';
import { PetitionList } from './petition-list';

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

function ListSkeleton() {
  return (
    <div role="status" aria-label="Cargando peticiones" className="flex flex-col gap-3 p-4">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

function EmptyBox({ view, status }: { view: 'inbox' | 'outbox'; status: Filter }) {
  const Icon = view === 'inbox' ? Inbox : Send;
  return (
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
}

/** The box's card: the error, the skeleton, the empty message or the page of petitions. */
export function PetitionBoxBody({
  view,
  status,
  petitions,
  onOpen,
  onCancel,
  cancellingId,
}: {
  view: 'inbox' | 'outbox';
  status: Filter;
  petitions: ReturnType<typeof usePetitions>;
  onOpen: (id: number) => void;
  onCancel: (petition: Petition) => void;
  cancellingId: number | null;
}) {
  if (petitions.isError && !petitions.data) {
    return (
      <div className="p-4">
        <LoadError
          title={view === 'inbox' ? INBOX_ERROR : 'Error al cargar tus peticiones'}
          message="No se pudieron obtener las peticiones."
          onRetry={() => void petitions.refetch()}
        />
      </div>
    );
  }
  if (!petitions.data) return <ListSkeleton />;
  if (petitions.data.data.length === 0) return <EmptyBox view={view} status={status} />;
  return (
    <div
      aria-busy={petitions.isPlaceholderData}
      className={cn(petitions.isPlaceholderData && 'opacity-60 transition-opacity')}
    >
      <PetitionList
        view={view}
        petitions={petitions.data.data}
        onOpen={onOpen}
        onCancel={onCancel}
        cancellingId={cancellingId}
      />
    </div>
  );
}
