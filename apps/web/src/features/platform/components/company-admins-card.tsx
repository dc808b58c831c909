import type { AdminCompanyDetails } from '@jornada/shared/api/admin';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { StatusPill } from '../../../components/ui/status-pill';
import { accountStatusLabel, accountStatusTone } from '../utils/company-labels';

/** The company's administrators: who they are and whether they can get in. */
export function CompanyAdminsCard({ admins }: { admins: AdminCompanyDetails['admins'] }) {
  return (
    <Card aria-labelledby="company-admins-title">
      <CardHeader className="p-5 pb-1">
        <CardTitle id="company-admins-title" className="text-base">
          Administradores
        </CardTitle>
      </CardHeader>
      <CardContent className="p-5 pt-3">
        {admins.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">La empresa no tiene ningún administrador.</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {admins.map((admin) => (
              <li
                key={admin.id}
                className="flex flex-wrap items-center justify-between gap-2 py-2.5 first:pt-0 last:pb-0"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900 dark:text-white">{admin.name}</p>
                  <p className="text-sm break-all text-slate-600 dark:text-slate-400">{admin.email}</p>
                </div>
                <StatusPill tone={accountStatusTone(admin)}>{accountStatusLabel(admin)}</StatusPill>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
