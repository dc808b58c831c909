import type { ClientCompany } from '@jornada/shared/api/gestoria';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { StatusPill } from '../../../components/ui/status-pill';
import { companyStateLabels, companyStateTones } from '../../../lib/status-tones';

export function ClientPageHeader({ company }: { company: ClientCompany }) {
  return (
    <div className="flex flex-col gap-3">
      <Link
        to="/gestoria"
        className="inline-flex w-fit items-center gap-1.5 rounded text-sm font-medium text-teal-700 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600 dark:text-teal-400"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Empresas
      </Link>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">{company.name}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <StatusPill tone={companyStateTones[company.state]}>{companyStateLabels[company.state]}</StatusPill>
          <Badge variant="brand">Plan {company.plan.name}</Badge>
        </div>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Solo lectura: cada consulta queda anotada en el registro de actividad de la empresa.
      </p>
    </div>
  );
}
