import type { PosTerminal, PosTerminalLockout } from '@jornada/shared/api/pos-terminals';
import { LockKeyholeOpen, ShieldAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { notifyApiError } from '../../../lib/api-client';
import { useClearPosTerminalLockouts } from '../api/clear-pos-terminal-lockouts';
import { formatInstant } from '../utils/last-seen';
import { describeLockout, formatLockedUntil, unlockedToast } from '../utils/terminal-lockouts';

const keyOf = (lockout: PosTerminalLockout) =>
  `${lockout.kind}:${lockout.employee?.id ?? lockout.address ?? '*'}:${lockout.terminal_id ?? '*'}`;

/**
 * Under a terminal: who waits after too many wrong PINs (ADR 025) — a worker's personal PIN, the
 * terminal's activation — and for how long; «Desbloquear» lifts one worker's wait, «Desbloquear todo»
 * everything of the terminal.
 */
export function TerminalLockouts({
  terminal,
  lockouts,
}: {
  terminal: PosTerminal;
  lockouts: readonly PosTerminalLockout[];
}) {
  const clear = useClearPosTerminalLockouts();
  const unlock = (employee: PosTerminalLockout['employee']) =>
    clear.mutate(
      { terminalId: terminal.id, employeeId: employee?.id },
      {
        onSuccess: (result) =>
          toast({ ...unlockedToast(result, terminal.name, employee?.name ?? null), variant: 'success' }),
        onError: (error) => notifyApiError('No se pudo desbloquear', error),
      },
    );

  return (
    <section
      aria-label={`Bloqueos de ${terminal.name}`}
      className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm dark:border-amber-900 dark:bg-amber-950/40"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="flex items-center gap-2 font-medium text-amber-900 dark:text-amber-100">
          <ShieldAlert aria-hidden="true" className="size-4" />
          Bloqueos por PIN incorrectos
        </h4>
        {lockouts.length > 1 && (
          <Button variant="outline" size="sm" disabled={clear.isPending} onClick={() => unlock(null)}>
            <LockKeyholeOpen aria-hidden="true" />
            Desbloquear todo
          </Button>
        )}
      </div>
      <ul className="flex flex-col divide-y divide-amber-200 dark:divide-amber-900">
        {lockouts.map((lockout) => {
          const { who, what } = describeLockout(lockout);
          return (
            <li key={keyOf(lockout)} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="flex min-w-0 flex-col">
                <span className="font-medium break-words text-slate-900 dark:text-white">{who}</span>
                <span className="text-slate-600 dark:text-slate-400">
                  {what} · {lockout.failures} intentos fallidos · bloqueado{' '}
                  <time dateTime={lockout.locked_until} title={formatInstant(lockout.locked_until)}>
                    {formatLockedUntil(lockout.locked_until)}
                  </time>
                </span>
              </div>
              <Button
                variant="outline"
                size="sm"
                disabled={clear.isPending}
                onClick={() => unlock(lockout.kind === 'employee' ? lockout.employee : null)}
              >
                <LockKeyholeOpen aria-hidden="true" />
                Desbloquear
                <span className="sr-only"> {who}</span>
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
