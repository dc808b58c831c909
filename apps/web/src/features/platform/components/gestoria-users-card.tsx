import type { AdminGestoriaDetails } from '@jornada/shared/api/admin';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { StatusPill } from '../../../components/ui/status-pill';
import { gestoriaUserStatus } from '../utils/gestoria-format';

/** The people who work in Jornada on the gestoría's behalf. */
export function GestoriaUsersCard({ users }: { users: AdminGestoriaDetails['users'] }) {
  return (
    <Card aria-labelledby="gestoria-users-title">
      <CardHeader>
        <CardTitle id="gestoria-users-title">Usuarios</CardTitle>
        <CardDescription>Quienes entran en Jornada por la gestoría.</CardDescription>
      </CardHeader>
      <CardContent>
        {users.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Esta gestoría no tiene usuarios.</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {users.map((user) => (
              <li key={user.id} className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0">
                <p className="font-medium text-slate-900 dark:text-white">{user.name}</p>
                <p className="text-sm break-all text-slate-600 dark:text-slate-400">{user.email}</p>
                <div className="flex flex-wrap gap-1.5">
                  {gestoriaUserStatus(user).map((pill) => (
                    <StatusPill key={pill.label} tone={pill.tone}>
                      {pill.label}
                    </StatusPill>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
