import type { SessionUser } from '@jornada/shared/api/session';
import { roleLabels } from '@jornada/shared/roles';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/** Who is logged in, for the accounts without a company profile (the platform's). */
export function AccountCard({ user }: { user: SessionUser }) {
  const facts = [
    { label: 'Nombre', value: user.name },
    { label: 'Email', value: user.email },
    { label: 'Rol', value: roleLabels[user.role] },
  ];
  return (
    <Card aria-labelledby="account-title">
      <CardHeader>
        <CardTitle id="account-title">Tu usuario</CardTitle>
        <CardDescription>Con este email inicias sesión.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
          {facts.map((fact) => (
            <div key={fact.label} className="flex flex-col gap-0.5">
              <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{fact.label}</dt>
              <dd className="break-words text-slate-900 dark:text-slate-100">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
