import type { PosTerminalLockout } from '@jornada/shared/api/pos-terminals';
import { describe, expect, it } from 'vitest';
import {
  describeLockout,
  formatLockedUntil,
  lockoutsOfTerminal,
  lockoutsRefetchMs,
  unlockedToast,
} from './terminal-lockouts';

const lucia = { id: 3, name: 'Lucía Fernández' };
const pablo = { id: 5, name: 'Pablo Díaz' };
const base = { failures: 5, locked_until: '2031-05-12T09:00:30.000Z', retry_after_seconds: 30 };
const atMostrador: PosTerminalLockout = { ...base, kind: 'employee', terminal_id: 1, employee: lucia, address: null };
const everywhere: PosTerminalLockout = { ...base, kind: 'employee', terminal_id: null, employee: pablo, address: null };
const fromAddress: PosTerminalLockout = {
  ...base,
  kind: 'activation',
  terminal_id: 1,
  employee: null,
  address: '10.0.0.7',
};
const fromAll: PosTerminalLockout = { ...fromAddress, address: null };
const atOther: PosTerminalLockout = { ...atMostrador, terminal_id: 2 };

describe('the locks of a terminal at /pos-terminals', () => {
  it("shows its own, and a worker's lock at every terminal where it lists that worker", () => {
    const all = [atMostrador, everywhere, fromAddress, atOther];
    expect(lockoutsOfTerminal({ id: 1, employee_ids: null }, all)).toEqual([atMostrador, everywhere, fromAddress]);
    expect(lockoutsOfTerminal({ id: 1, employee_ids: [3] }, all)).toEqual([atMostrador, fromAddress]);
    expect(lockoutsOfTerminal({ id: 3, employee_ids: [5] }, all)).toEqual([everywhere]);
  });

  it('says who or what waits, in Spanish', () => {
    expect(describeLockout(atMostrador)).toEqual({ who: 'Lucía Fernández', what: 'PIN personal en este terminal' });
    expect(describeLockout(everywhere)).toEqual({ who: 'Pablo Díaz', what: 'PIN personal, en todos los terminales' });
    expect(describeLockout(fromAddress)).toEqual({ who: 'Activación desde 10.0.0.7', what: 'PIN del terminal' });
    expect(describeLockout(fromAll).who).toBe('Activación desde cualquier dirección');
  });

  it('says until when, in Madrid, and asks again just after the first lock ends', () => {
    expect(formatLockedUntil('2031-05-12T09:00:30.000Z')).toBe('hasta las 11:00:30');
    expect(formatLockedUntil('2031-01-12T09:00:30.000Z')).toBe('hasta las 10:00:30');
    expect(lockoutsRefetchMs([])).toBe(false);
    expect(lockoutsRefetchMs([{ ...atMostrador, retry_after_seconds: 600 }, fromAddress])).toBe(30_000);
    expect(lockoutsRefetchMs([{ ...atMostrador, retry_after_seconds: 3 }])).toBe(3_500);
    expect(lockoutsRefetchMs([{ ...atMostrador, retry_after_seconds: 3600 }])).toBe(30_000);
  });

  it('the toast names whom «Desbloquear» freed, or says the locks had ended', () => {
    expect(unlockedToast({ cleared: 2, message: 'Bloqueos eliminados' }, 'Mostrador', 'Lucía Fernández')).toEqual({
      title: 'Terminal desbloqueado',
      description: 'Lucía Fernández ya puede volver a fichar con su PIN en «Mostrador».',
    });
    expect(unlockedToast({ cleared: 3, message: 'Bloqueos eliminados' }, 'Mostrador', null).description).toBe(
      'Se han quitado todos los bloqueos de «Mostrador».',
    );
    expect(unlockedToast({ cleared: 0, message: 'No había bloqueos que eliminar' }, 'Mostrador', null)).toEqual({
      title: 'No había bloqueos que eliminar',
      description: 'Los bloqueos ya habían terminado.',
    });
  });
});
