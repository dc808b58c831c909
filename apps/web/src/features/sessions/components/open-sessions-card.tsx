import type { OpenSession } from '@jornada/shared/api/session';
import { Laptop } from 'lucide-react';
import { QueryCard } from '../../../components/query-card';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { formatMadridDateTime } from '../../../lib/madrid-instant-text';
import { useEndSessions } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { describeDevice } from '../utils/describe-device';

const skeleton = (
  <div role="status" aria-label="Cargando sesiones" className="flex flex-col gap-2">
    <Skeleton className="h-14 w-full" />
    <Skeleton className="h-14 w-full" />
  </div>
);

function SessionRow({ session, onEnd, isEnding }: { session: OpenSession; onEnd: () => void; isEnding: boolean }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 items-start gap-3">
        <Laptop aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
        <div className="flex min-w-0 flex-col gap-0.5 text-sm">
          <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-white">
            {describeDevice(session.user_agent)}
            {session.current && <Badge variant="brand">Esta sesión</Badge>}
          </span>
          <span className="text-xs text-slate-500 dark:text-slate-400">
            {session.ip ?? 'IP desconocida'} · Último uso: {formatMadridDateTime(session.last_seen_at)} · Inicio:{' '}
            {formatMadridDateTime(session.created_at)}
          </span>
        </div>
      </div>
      {!session.current && (
        <Button variant="outline" size="sm" isLoading={isEnding} onClick={onEnd}>
          Cerrar
        </Button>
      )}
    </li>
  );
}

function SessionList({ sessions }: { sessions: OpenSession[] }) {
  const end = useEndSessions();
  const others = sessions.filter((session) => !session.current).map((session) => session.id);
  const run = (ids: number[], done: string) =>
    end.mutate(ids, {
      onSuccess: () => toast({ title: done, variant: 'success' }),
      onError: (cause) =>
        toast({ title: 'Error al cerrar la sesión', description: errorMessage(cause), variant: 'error' }),
    });
  return (
    <div className="flex flex-col gap-3">
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {sessions.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            isEnding={end.isPending && end.variables?.length === 1 && end.variables[0] === session.id}
            onEnd={() => run([session.id], 'Sesión cerrada')}
          />
        ))}
      </ul>
      {others.length > 0 ? (
        <div>
          <Button
            variant="outline"
            isLoading={end.isPending && (end.variables?.length ?? 0) > 1}
            onClick={() => run(others, 'Se han cerrado las demás sesiones')}
          >
            Cerrar las demás
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">No tienes sesiones abiertas en otros dispositivos.</p>
      )}
    </div>
  );
}

/** /settings: where the account is logged in now, and closing the other devices (ASVS 7.5). */
export function OpenSessionsCard() {
  const sessions = useSessions();
  return (
    <QueryCard
      titleId="sessions-title"
      title="Sesiones abiertas"
      description="Los dispositivos donde tu cuenta tiene la sesión iniciada. Si no reconoces alguno, ciérralo y cambia tu contraseña."
      query={sessions}
      loadError={{ title: 'Error al cargar las sesiones', fallback: 'No se pudieron cargar tus sesiones.' }}
      skeleton={skeleton}
    >
      {(list) => <SessionList sessions={list} />}
    </QueryCard>
  );
}
