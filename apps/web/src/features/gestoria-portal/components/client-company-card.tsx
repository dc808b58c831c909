import type { ClientCompany } from '@jornada/shared/api/gestoria';
import { Building2, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { StatusPill } from '../../../components/ui/status-pill';
import { companyStateLabels, companyStateTones } from '../../../lib/status-tones';
import { ClientIndicatorList } from './client-indicator-list';

/** One client: name, plan and state, today's indicators; the whole card opens the client's page. */
export function ClientCompanyCard({ company }: { company: ClientCompany }) {
  return (
    <article className="relative flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors focus-within:border-teal-600 hover:border-teal-600 dark:border-slate-800 dark:bg-slate-900 dark:focus-within:border-teal-400 dark:hover:border-teal-400">
      <div className="flex items-start gap-3">
        <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700 dark:text-teal-400" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h3 className="text-base font-semibold text-slate-900 dark:text-white">
            <Link
              to={`/gestoria/empresas/${company.id}`}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-teal-600"
            >
              {company.name}
            </Link>
          </h3>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="brand">Plan {company.plan.name}</Badge>
            <StatusPill tone={companyStateTones[company.state]}>{companyStateLabels[company.state]}</StatusPill>
          </div>
        </div>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
      </div>
      <ClientIndicatorList company={company} />
    </article>
  );
}
