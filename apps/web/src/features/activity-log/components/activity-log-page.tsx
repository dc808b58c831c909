import type { ActivityLogEntry } from '@jornada/shared/api/logs';
import { ChevronLeft, ChevronRight, History } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useActivityLog } from '../api/get-activity-log';
import { type LogPerson, useLogPeople } from '../api/get-log-people';
import { pageCount } from '../utils/format-log';
import {
  hasActiveFilters,
  type LogFilters,
  logFiltersToSearch,
  parseLogFilters,
  rangeError,
} from '../utils/log-filters';
import { ActivityLogFilters } from './activity-log-filters';
import { ActivityLogList } from './activity-log-list';

export const EMPTY_LOG_MESSAGE = 'Todavía no hay actividad registrada.';
export const EMPTY_FILTERED_LOG_MESSAGE = 'No hay actividad que coincida con estos filtros.';

function LogSkeleton() {
  return (
    <div role="status" aria-label="Cargando actividad" className="flex flex-col gap-3 p-4">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

/**
 * The people for the person filter: the company's employees (former ones too) when they can be read,
 * else whoever has appeared in the log so far.
 */
function usePeopleOptions(entries: readonly ActivityLogEntry[] | undefined) {
  const employees = useLogPeople();
  // Idempotent: the same ids map to the same names however often this runs.
  const seen = useRef(new Map<number, string>());
  for (const entry of entries ?? []) if (entry.actor) seen.current.set(entry.actor.id, entry.actor.name);
  const people: LogPerson[] =
    employees.data ??
    [...seen.current]
      .map(([id, name]) => ({ id, name, isFormer: false }))
      .sort((a, b) => a.name.localeCompare(b.name, 'es'));
  return people;
}

function Pagination({
  page,
  totalPages,
  total,
  isBusy,
  onPage,
}: {
  page: number;
  totalPages: number;
  total: number;
  isBusy: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <nav
      aria-label="Paginación"
      className="flex flex-col items-center gap-3 border-t border-slate-200 px-4 py-3 sm:flex-row sm:justify-between dark:border-slate-800"
    >
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <span className="font-medium text-slate-900 dark:text-white">
          Página {page} de {totalPages}
        </span>{' '}
        · {total === 1 ? '1 registro' : `${total.toLocaleString('es-ES')} registros`}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1 || isBusy} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Anterior
        </Button>
        <Button variant="outline" size="sm" disabled={page >= totalPages || isBusy} onClick={() => onPage(page + 1)}>
          Siguiente
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}

/**
 * /company-logs (company admin): who did what and when, newest first, from the audit log and the
 * clock record. Filters and page live in the URL, so a filtered view can be shared or reloaded.
 */
export function ActivityLogPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseLogFilters(searchParams);
  const invalidRange = rangeError(filters);
  const log = useActivityLog(filters, { isEnabled: !invalidRange });
  const people = usePeopleOptions(log.data?.data);
  const topRef = useRef<HTMLDivElement>(null);

  const setFilters = (next: LogFilters) => setSearchParams(logFiltersToSearch(next), { preventScrollReset: true });
  const onPage = (page: number) => {
    setFilters({ ...filters, page });
    topRef.current?.scrollIntoView({ block: 'start' });
  };

  const totalPages = log.data ? pageCount(log.data.total, log.data.pageSize) : 1;
  // A page past the end (a shared link, fewer rows since): go to the last one.
  const isPastEnd = log.isSuccess && !log.isPlaceholderData && log.data.total > 0 && filters.page > totalPages;
  useEffect(() => {
    if (isPastEnd) setSearchParams(logFiltersToSearch({ ...filters, page: totalPages }), { replace: true });
  });

  let content: ReactNode;
  if (invalidRange) {
    content = (
      <p className="px-6 py-12 text-center text-slate-600 dark:text-slate-400">
        Corrige las fechas para ver la actividad: {invalidRange.toLowerCase()}.
      </p>
    );
  } else if (log.isError && !log.data) {
    content = (
      <div className="p-4">
        <LoadError
          title="Error al cargar la actividad"
          message={errorMessage(log.error, 'No se pudo obtener el registro de actividad.')}
          onRetry={() => void log.refetch()}
        />
      </div>
    );
  } else if (log.isPending || isPastEnd) {
    content = <LogSkeleton />;
  } else if (log.data.data.length === 0) {
    const isFiltered = hasActiveFilters(filters);
    content = (
      <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <History aria-hidden="true" className="size-8 text-slate-400" />
        <p className="text-slate-600 dark:text-slate-400">
          {isFiltered ? EMPTY_FILTERED_LOG_MESSAGE : EMPTY_LOG_MESSAGE}
        </p>
        {isFiltered && (
          <Button variant="outline" size="sm" onClick={() => setFilters({ page: 1 })}>
            Limpiar filtros
          </Button>
        )}
      </div>
    );
  } else {
    content = (
      <>
        <div aria-busy={log.isPlaceholderData} className={cn(log.isPlaceholderData && 'opacity-60')}>
          <ActivityLogList entries={log.data.data} names={log.data.names} />
        </div>
        <Pagination
          page={log.data.page}
          totalPages={totalPages}
          total={log.data.total}
          isBusy={log.isPlaceholderData}
          onPage={onPage}
        />
      </>
    );
  }

  return (
    <div ref={topRef} className="flex scroll-mt-24 flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">Actividad empresa</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Accesos, cambios de datos y fichajes de tu empresa, del más reciente al más antiguo. Horas de Madrid.
        </p>
      </div>
      <Card className="p-4">
        <ActivityLogFilters filters={filters} people={people} onChange={(next) => setFilters({ ...next, page: 1 })} />
      </Card>
      <Card className="overflow-hidden">{content}</Card>
      {log.isError && log.data && (
        <Alert variant="error">
          {errorMessage(log.error, 'No se pudo actualizar el registro de actividad.')}{' '}
          <Button variant="link" onClick={() => void log.refetch()}>
            Reintentar
          </Button>
        </Alert>
      )}
      <p className="sr-only" aria-live="polite">
        {log.data && !log.isPlaceholderData ? `Página ${log.data.page} de ${totalPages}` : ''}
      </p>
    </div>
  );
}
