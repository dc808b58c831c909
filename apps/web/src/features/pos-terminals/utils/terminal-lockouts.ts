import type { PosTerminal, PosTerminalLockout } from '@jornada/shared/api/pos-terminals';
import { madridTime } from '@jornada/shared/domain/madrid-time';

/**
 * The locks shown under one terminal: its own (a worker's PIN there, its activation from an address
 * or from all), and a worker's lock at every terminal when this terminal lists that worker.
 */
export function lockoutsOfTerminal(
  terminal: Pick<PosTerminal, 'id' | 'employee_ids'>,
  lockouts: readonly PosTerminalLockout[],
): PosTerminalLockout[] {
  return lockouts.filter((lockout) => {
    if (lockout.terminal_id === terminal.id) return true;
    if (lockout.kind !== 'employee' || lockout.terminal_id !== null || !lockout.employee) return false;
    return terminal.employee_ids === null || terminal.employee_ids.includes(lockout.employee.id);
  });
}

/** Who or what is locked, in Spanish. */
export function describeLockout(lockout: PosTerminalLockout): { who: string; what: string } {
  if (lockout.kind === 'employee') {
    return {
      who: lockout.employee?.name ?? 'Empleado',
      what: lockout.terminal_id === null ? 'PIN personal, en todos los terminales' : 'PIN personal en este terminal',
    };
  }
  return {
    who: lockout.address === null ? 'Activación desde cualquier dirección' : `Activación desde ${lockout.address}`,
    what: 'PIN del terminal',
  };
}

/** Until when, in Madrid to the second ('hasta las 09:31:05'): it reads right however long the page stays open. */
export function formatLockedUntil(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : `hasta las ${madridTime(at)}`;
}

/** The list is asked again just after the first of its locks ends (and at least every 30 s). */
export function lockoutsRefetchMs(lockouts: readonly PosTerminalLockout[] | undefined): number | false {
  if (!lockouts || lockouts.length === 0) return false;
  const soonest = Math.min(...lockouts.map((lockout) => lockout.retry_after_seconds));
  return Math.min(30_000, Math.max(1_000, soonest * 1000 + 500));
}

/** The toast after «Desbloquear»: whom it freed, or that nothing was locked any more. */
export function unlockedToast(
  result: { cleared: number; message: string },
  terminalName: string,
  employeeName: string | null,
): { title: string; description: string } {
  if (result.cleared === 0) return { title: result.message, description: 'Los bloqueos ya habían terminado.' };
  return {
    title: 'Terminal desbloqueado',
    description: employeeName
      ? `${employeeName} ya puede volver a fichar con su PIN en «${terminalName}».`
      : `Se han quitado todos los bloqueos de «${terminalName}».`,
  };
}
