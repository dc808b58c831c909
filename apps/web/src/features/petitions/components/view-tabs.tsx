import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { type StatusFilter as Filter, type PetitionsView, petitionsSearch } from '../utils/petition-search';

export const viewLabels: Record<PetitionsView, string> = {
  inbox: 'Bandeja de entrada',
  outbox: 'Bandeja de salida',
  create: 'Crear',
};

/** Bandeja de entrada, Bandeja de salida, Crear (in the role's order): the current one marked; the status filter stays on it. */
export function ViewTabs({
  views,
  current,
  status,
}: {
  views: readonly PetitionsView[];
  current: PetitionsView;
  status: Filter;
}) {
  return (
    <nav aria-label="Vistas de peticiones" className="flex flex-wrap gap-2">
      {views.map((view) => (
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
