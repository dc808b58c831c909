import type { PetitionStatus } from '@jornada/shared/api/petitions';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { formatBadgeCount } from '../../../lib/format-badge-count';
import type { StatusFilter as Filter } from '../utils/petition-search';

const plural: Record<PetitionStatus, string> = {
  pending: 'Pendientes',
  approved: 'Aprobadas',
  rejected: 'Rechazadas',
  cancelled: 'Canceladas',
};

const filters: Filter[] = ['pending', 'approved', 'rejected', 'cancelled', 'all'];

export function filterLabel(filter: Filter): string {
  return filter === 'all' ? 'Todas' : plural[filter];
}

/** Status chips; 'Pendientes' carries SPEC §4.6's pending count when known. They wrap on a phone, never cut. */
export function StatusFilter({
  current,
  hrefFor,
  pendingCount,
}: {
  current: Filter;
  hrefFor: (filter: Filter) => string;
  pendingCount?: number;
}) {
  return (
    <nav aria-label="Filtrar por estado" className="flex flex-wrap gap-2">
      {filters.map((filter) => {
        const isCurrent = filter === current;
        const count = filter === 'pending' ? formatBadgeCount(pendingCount) : null;
        return (
          <Link
            key={filter}
            to={hrefFor(filter)}
            preventScrollReset
            aria-current={isCurrent ? 'true' : undefined}
            className={cn(
              'inline-flex shrink-0 items-center gap-1.5 rounded-lg border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-teal-600',
              isCurrent
                ? 'border-slate-900 bg-slate-900 text-white dark:border-slate-100 dark:bg-slate-100 dark:text-slate-900'
                : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800',
            )}
          >
            {filterLabel(filter)}
            {count && (
              <Badge variant="danger" aria-label={`${count} pendientes`}>
                {count}
              </Badge>
            )}
          </Link>
        );
      })}
    </nav>
  );
}
