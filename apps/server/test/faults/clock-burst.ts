import { apiCall, logIn } from './api-client';

/** The demo's people who clock, in both companies. */
export const BURST_PEOPLE = [
  'trabajador@jornada.test',
  'javier.moreno@jornada.test',
  'marta.sanchez@jornada.test',
  'pablo.diaz@jornada.test',
  'manager@jornada.test',
  'trabajador2@jornada.test',
];

type Action = 'start' | 'end';

export interface Clocker {
  email: string;
  userId: number;
  cookie: string;
}

export interface ClockerLog extends Clocker {
  /** The actions the server answered 2xx, in order. */
  acked: Action[];
  /** An action sent that got no answer (the server died): it may or may not have been recorded. */
  unanswered: Action | null;
  /** Anything else than 200, 409 or no answer: the burst is wrong, not the server's durability. */
  unexpected: string[];
}

export async function logInClockers(url: string, emails = BURST_PEOPLE): Promise<Clocker[]> {
  return Promise.all(
    emails.map(async (email) => {
      const cookie = await logIn(url, email);
      const user = await apiCall(url, 'GET', '/api/user', { cookie });
      return { email, cookie, userId: Number(user.body?.id) };
    }),
  );
}

/**
 * Every clocker starts and ends shifts back to back, one request at a time, all of them at once,
 * until `stop()` or until the server stops answering. `acked()` counts the 2xx so far.
 */
export function startClockBurst(url: string, clockers: Clocker[]) {
  let isStopped = false;
  const logs: ClockerLog[] = clockers.map((c) => ({ ...c, acked: [], unanswered: null, unexpected: [] }));
  const run = async (log: ClockerLog) => {
    const current = await apiCall(url, 'GET', '/api/workshift/current', { cookie: log.cookie });
    let isOpen = current.body !== null && current.body.status !== 'completed';
    for (let n = 0; !isStopped; n++) {
      const action: Action = isOpen ? 'end' : 'start';
      const body = action === 'end' ? { observaciones: `ráfaga ${n}` } : {};
      let status: number;
      try {
        status = (await apiCall(url, 'POST', `/api/workshift/${action}`, { cookie: log.cookie, body })).status;
      } catch {
        log.unanswered = action;
        return;
      }
      if (status === 200) log.acked.push(action);
      else if (status !== 409) log.unexpected.push(`${action}: ${status}`);
      // 409: the shift was already in the other state; the next action is the other one either way.
      if (status === 200 || status === 409) isOpen = !isOpen;
      else return;
    }
  };
  const done = Promise.all(logs.map(run));
  return {
    logs,
    acked: () => logs.reduce((sum, log) => sum + log.acked.length, 0),
    stop: () => {
      isStopped = true;
    },
    done,
  };
}

export interface BurstFigures {
  acknowledged: number;
  present: number;
  /** Recorded although never answered: an action in flight when the server died. */
  unacknowledgedPresent: number;
  /** Acknowledged actions the record lacks (or holds in another order): must be empty. */
  missing: string[];
}

/**
 * Compares what the server acknowledged with what the record holds (each person's events since the
 * burst began, oldest first): the acknowledged actions, in order, then at most the one left unanswered.
 */
export function compareWithRecord(logs: ClockerLog[], recorded: Map<number, string[]>): BurstFigures {
  const figures: BurstFigures = { acknowledged: 0, present: 0, unacknowledgedPresent: 0, missing: [] };
  for (const log of logs) {
    const kinds = recorded.get(log.userId) ?? [];
    figures.acknowledged += log.acked.length;
    figures.present += kinds.length;
    log.acked.forEach((action, i) => {
      if (kinds[i] !== action)
        figures.missing.push(`${log.email} #${i + 1} ${action} (registro: ${kinds[i] ?? 'nada'})`);
    });
    const extra = kinds.slice(log.acked.length);
    if (extra.length > 1 || (extra.length === 1 && extra[0] !== log.unanswered)) {
      figures.missing.push(`${log.email}: de más en el registro ${extra.join(',')} (sin respuesta: ${log.unanswered})`);
    }
    figures.unacknowledgedPresent += extra.length;
  }
  return figures;
}
