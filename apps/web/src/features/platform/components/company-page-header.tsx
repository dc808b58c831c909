import type { AdminCompanyDetails } from '@jornada/shared/api/admin';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { CompanyStatePill } from './company-state-pill';

export type CompanyTab = 'datos' | 'empleados' | 'historial';

const tabs: { id: CompanyTab; label: string; path: string }[] = [
  { id: 'datos', label: 'Datos', path: '' },
  { id: 'empleados', label: 'Empleados', path: '/employees' },
  { id: 'historial', label: 'Historial', path: '/history' },
];

function CompanyTabs({ companyId, current }: { companyId: number; current: CompanyTab }) {
  return (
    <nav aria-label="Secciones de la empresa" className="border-b border-slate-200 dark:border-slate-800">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              to={`/companies/${companyId}${tab.path}`}
              aria-current={tab.id === current ? 'page' : undefined}
              className={cn(
                'inline-flex h-10 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-teal-600',
                tab.id === current
                  ? 'border-teal-700 text-teal-800 dark:border-teal-400 dark:text-teal-300'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Every company page's top: back to the list, the name with its state and plan, and the sections. */
export function CompanyPageHeader({
  companyId,
  company,
  current,
}: {
  companyId: number;
  /** undefined while it loads (or when it failed: the page says so below). */
  company: AdminCompanyDetails | undefined;
  current: CompanyTab;
}) {
  return (
    <div className="flex flex-col gap-4">
      <Link
        to="/companies"
        className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-teal-700 hover:underline dark:text-teal-400"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Empresas
      </Link>
      {company ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900 dark:text-white">
            {company.name}
          </h1>
          <CompanyStatePill state={company.state} />
          <span className="text-sm text-slate-600 dark:text-slate-400">Plan {company.plan.name}</span>
        </div>
      ) : (
        <div role="status" aria-label="Cargando empresa">
          <Skeleton className="h-8 w-64 max-w-full" />
        </div>
      )}
      <CompanyTabs companyId={companyId} current={current} />
    </div>
  );
}
