import type { AdminCompany } from '@jornada/shared/api/admin';
import { Link } from 'react-router';
import { formatMadridDateTime, formatMadridDay } from '../../../lib/madrid-instant-text';
import { formatUsers, listTrialEnd, usersSentence } from '../utils/company-format';
import { CompanyStatePill } from './company-state-pill';

const columns = ['Empresa', 'Plan', 'Estado', 'Usuarios', 'Gestoría', 'Fin de la prueba', 'Última actividad', 'Alta'];

/** The day, and the time under it: the table stays within a laptop's width. */
function DateTimeCell({ iso }: { iso: string | null }) {
  const [day, time] = formatMadridDateTime(iso).split(' ');
  return (
    <>
      {day}
      {time && <span className="block text-xs text-slate-500 dark:text-slate-400">{time}</span>}
    </>
  );
}

function CompanyRow({ company }: { company: AdminCompany }) {
  return (
    <tr className="text-slate-800 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800/50">
      <th scope="row" className="min-w-48 px-3 py-3 text-left font-normal">
        <Link
          to={`/companies/${company.id}`}
          className="font-medium text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600 dark:text-teal-300"
        >
          {company.name}
        </Link>
        <span className="block text-xs text-slate-500 dark:text-slate-400">
          {company.cif} · <span className="font-mono">{company.schema_name}</span>
        </span>
      </th>
      <td className="px-3 py-3 whitespace-nowrap">{company.plan.name}</td>
      <td className="px-3 py-3">
        <CompanyStatePill state={company.state} />
      </td>
      <td className="px-3 py-3 whitespace-nowrap tabular-nums" title={usersSentence(company.users, company.user_limit)}>
        {formatUsers(company.users, company.user_limit)}
      </td>
      <td className="max-w-40 px-3 py-3">{company.gestoria?.name ?? '—'}</td>
      <td className="px-3 py-3 whitespace-nowrap tabular-nums">{listTrialEnd(company)}</td>
      <td className="px-3 py-3 whitespace-nowrap tabular-nums">
        <DateTimeCell iso={company.last_activity_at} />
      </td>
      <td className="px-3 py-3 whitespace-nowrap tabular-nums">{formatMadridDay(company.created_at)}</td>
    </tr>
  );
}

/** Desktop (lg and up): one row per company, its name a link to its page. */
export function CompanyTable({ companies }: { companies: readonly AdminCompany[] }) {
  return (
    <div className="hidden overflow-x-auto lg:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Empresas de la plataforma</caption>
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:text-slate-400">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {companies.map((company) => (
            <CompanyRow key={company.id} company={company} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
