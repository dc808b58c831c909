import { Button } from '../../../components/ui/button';
import { StatusPill } from '../../../components/ui/status-pill';
import type { GestoriaUser } from '../api/get-gestoria-users';
import { activeLabel, canDeactivate, joinedOn } from '../utils/gestoria-users';

interface UserListProps {
  users: readonly GestoriaUser[];
  selfId: number;
  onDeactivate: (user: GestoriaUser) => void;
}

function UserName({ user, selfId }: { user: GestoriaUser; selfId: number }) {
  return (
    <span className="font-medium text-slate-900 dark:text-white">
      {user.name}
      {user.id === selfId && <span className="font-normal text-slate-500 dark:text-slate-400"> (tú)</span>}
    </span>
  );
}

function UserActions({ user, selfId, onDeactivate }: { user: GestoriaUser } & Omit<UserListProps, 'users'>) {
  if (!canDeactivate(user, selfId)) return null;
  return (
    <Button variant="outline" size="sm" onClick={() => onDeactivate(user)} aria-label={`Desactivar a ${user.name}`}>
      Desactivar
    </Button>
  );
}

const pill = (user: GestoriaUser) => (
  <StatusPill tone={user.active ? 'success' : 'neutral'}>{activeLabel(user.active)}</StatusPill>
);

/** The firm's users: a table from md up, cards below. */
export function GestoriaUserList({ users, selfId, onDeactivate }: UserListProps) {
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Usuarios de la gestoría</caption>
          <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:text-slate-400">
            <tr>
              <th scope="col" className="px-3 py-3 font-semibold">
                Nombre
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Email
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Estado
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Alta
              </th>
              <th scope="col" className="px-3 py-3 text-right font-semibold">
                Acciones
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {users.map((user) => (
              <tr key={user.id} className="text-slate-800 dark:text-slate-200">
                <th scope="row" className="px-3 py-3 text-left font-normal">
                  <UserName user={user} selfId={selfId} />
                </th>
                <td className="px-3 py-3 break-all text-slate-600 dark:text-slate-300">{user.email}</td>
                <td className="px-3 py-3">{pill(user)}</td>
                <td className="px-3 py-3 tabular-nums">{joinedOn(user.created_at)}</td>
                <td className="px-3 py-2 text-right">
                  <UserActions user={user} selfId={selfId} onDeactivate={onDeactivate} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col divide-y divide-slate-200 md:hidden dark:divide-slate-800">
        {users.map((user) => (
          <li key={user.id} className="flex flex-col gap-2 py-3">
            <div className="flex items-start justify-between gap-3">
              <div className="flex min-w-0 flex-col gap-0.5">
                <UserName user={user} selfId={selfId} />
                <span className="text-sm break-all text-slate-600 dark:text-slate-400">{user.email}</span>
                <span className="text-sm text-slate-600 dark:text-slate-400">Alta: {joinedOn(user.created_at)}</span>
              </div>
              {pill(user)}
            </div>
            <div className="self-start">
              <UserActions user={user} selfId={selfId} onDeactivate={onDeactivate} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
