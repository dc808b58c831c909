import type { AdminGestoriaDetails } from '@jornada/shared/api/admin';
import { Link2, Unlink } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { StatusPill } from '../../../components/ui/status-pill';
import { companyStateLabels, companyStateTones } from '../../../lib/status-tones';
import { countText } from '../utils/gestoria-format';
import { GestoriaLinkDialog } from './gestoria-link-dialog';
import { type GestoriaCompanyRef, GestoriaUnlinkDialog } from './gestoria-unlink-dialog';

type ClientCompany = AdminGestoriaDetails['companies'][number];

function CompanyRow({ company, onUnlink }: { company: ClientCompany; onUnlink: () => void }) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
      <div className="flex min-w-48 flex-1 flex-col gap-0.5">
        <Link
          to={`/companies/${company.id}`}
          className="font-medium break-words text-slate-900 hover:text-teal-700 hover:underline dark:text-white dark:hover:text-teal-400"
        >
          {company.name}
        </Link>
        <span className="font-mono text-xs break-all text-slate-500 dark:text-slate-400">{company.schema_name}</span>
      </div>
      <div className="ml-auto flex items-center gap-3">
        <StatusPill tone={companyStateTones[company.state]}>{companyStateLabels[company.state]}</StatusPill>
        <Button variant="outline" size="sm" onClick={onUnlink}>
          <Unlink aria-hidden="true" />
          Desvincular<span className="sr-only"> {company.name}</span>
        </Button>
      </div>
    </li>
  );
}

/** The gestoría's client companies: each links to its page and can be unlinked; 'Vincular empresa' adds one. */
export function GestoriaCompaniesCard({ gestoria }: { gestoria: AdminGestoriaDetails }) {
  const [unlinking, setUnlinking] = useState<GestoriaCompanyRef | null>(null);
  const [isLinking, setIsLinking] = useState(false);
  const { companies } = gestoria;
  return (
    <Card aria-labelledby="gestoria-companies-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-56 flex-1 flex-col gap-1.5">
          <CardTitle id="gestoria-companies-title">Empresas clientes</CardTitle>
          <CardDescription>
            {companies.length > 0
              ? `${countText(companies.length, 'empresa vinculada', 'empresas vinculadas')}: la gestoría consulta su registro de jornada.`
              : 'Las empresas vinculadas a la gestoría, que consulta su registro de jornada.'}
          </CardDescription>
        </div>
        <Button variant="outline" onClick={() => setIsLinking(true)}>
          <Link2 aria-hidden="true" />
          Vincular empresa
        </Button>
      </CardHeader>
      <CardContent>
        {companies.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
            Todavía no tiene empresas clientes. Usa «Vincular empresa» para añadir la primera.
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {companies.map((company) => (
              <CompanyRow key={company.id} company={company} onUnlink={() => setUnlinking(company)} />
            ))}
          </ul>
        )}
      </CardContent>
      <GestoriaUnlinkDialog
        company={unlinking}
        gestoriaName={gestoria.name}
        onOpenChange={(isOpen) => !isOpen && setUnlinking(null)}
      />
      <GestoriaLinkDialog gestoria={gestoria} isOpen={isLinking} onOpenChange={setIsLinking} />
    </Card>
  );
}
