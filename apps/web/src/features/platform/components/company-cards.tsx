import type { AdminCompany } from '@jornada/shared/api/admin';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatMadridDateTime } from '../../../lib/madrid-instant-text';
import { formatUsers, listTrialEnd } from '../utils/company-format';
import { CompanyStatePill } from './company-state-pill';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="truncate text-slate-800 dark:text-slate-200">{value}</dd>
    </div>
  );
}

/** Phones and tablets: a card per company, the whole card a link to its page. */
export function CompanyCards({ companies }: { companies: readonly AdminCompany[] }) {
  return (
    <ul className="divide-y divide-slate-200 lg:hidden dark:divide-slate-800">
      {companies.map((company) => (
        <li key={company.id}>
          <Link
            to={`/companies/${company.id}`}
            className="flex items-start gap-3 p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-600 dark:hover:bg-slate-800/50"
          >
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900 dark:text-white">{company.name}</p>
                  <p className="text-xs break-all text-slate-500 dark:text-slate-400">
                    {company.cif} · <span className="font-mono">{company.schema_name}</span>
                  </p>
                </div>
                <CompanyStatePill state={company.state} />
              </div>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm">
                <Fact label="Plan" value={company.plan.name} />
                <Fact label="Usuarios" value={formatUsers(company.users, company.user_limit)} />
                <Fact label="Gestoría" value={company.gestoria?.name ?? '—'} />
                <Fact label="Fin de la prueba" value={listTrialEnd(company)} />
                <Fact label="Última actividad" value={formatMadridDateTime(company.last_activity_at)} />
              </dl>
            </div>
            <ChevronRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-slate-400" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
