import type { adminGestoriaSchema } from '@jornada/shared/api/admin';
import { Building2, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { GestoriaCards, GestoriaTable } from './gestoria-list-rows';

function ListSkeleton() {
  return (
    <div role="status" aria-label="Cargando gestorías" className="flex flex-col gap-3 p-4">
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-12 text-center text-slate-600 dark:text-slate-400">
      <Building2 aria-hidden="true" className="size-8 text-slate-400" />
      {children}
    </div>
  );
}

export interface GestoriaListBodyProps {
  query: {
    data: { data: z.infer<typeof adminGestoriaSchema>[]; total: number } | undefined;
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  search: string;
  /** A page past the end is being replaced by the last one. */
  isMovingPage: boolean;
  onClearSearch: () => void;
  onCreate: () => void;
}

/** The list card's body: error, loading, empty (none yet, or none found), or the table and the cards. */
export function GestoriaListBody({ query, search, isMovingPage, onClearSearch, onCreate }: GestoriaListBodyProps) {
  if (query.isError && !query.data) {
    return (
      <div className="p-4">
        <LoadError
          title="Error al cargar las gestorías"
          message={errorMessage(query.error, 'No se pudo obtener la lista de gestorías.')}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  if (query.isPending || !query.data || isMovingPage) return <ListSkeleton />;
  if (query.data.data.length === 0) {
    return search ? (
      <EmptyState>
        <p>No hay gestorías que coincidan con «{search}».</p>
        <Button variant="outline" size="sm" onClick={onClearSearch}>
          Quitar búsqueda
        </Button>
      </EmptyState>
    ) : (
      <EmptyState>
        <p>Todavía no hay gestorías dadas de alta.</p>
        <Button size="sm" onClick={onCreate}>
          <Plus aria-hidden="true" />
          Nueva gestoría
        </Button>
      </EmptyState>
    );
  }
  return (
    <div aria-busy={query.isPlaceholderData} className={cn(query.isPlaceholderData && 'opacity-60')}>
      <GestoriaTable gestorias={query.data.data} />
      <GestoriaCards gestorias={query.data.data} />
    </div>
  );
}
