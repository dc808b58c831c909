import { Link, useSearchParams } from 'react-router';
import { cn } from '../../../lib/cn';
import { type ClientSection, clientSectionLabels, clientSections, sectionSearch } from '../utils/client-sections';

/** Registro de jornada, Empleados, Nómina: the current one marked; the register's filters stay in the URL. */
export function ClientSectionsNav({ current }: { current: ClientSection }) {
  const [searchParams] = useSearchParams();
  return (
    <nav aria-label="Secciones de la empresa" className="flex flex-wrap gap-2">
      {clientSections.map((section) => (
        <Link
          key={section}
          to={{ search: sectionSearch(searchParams, section) }}
          aria-current={section === current ? 'page' : undefined}
          preventScrollReset
          className={cn(
            'rounded-full border px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-teal-600',
            section === current
              ? 'border-teal-700 bg-teal-700 text-white dark:border-teal-500 dark:bg-teal-500 dark:text-slate-950'
              : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800',
          )}
        >
          {clientSectionLabels[section]}
        </Link>
      ))}
    </nav>
  );
}
