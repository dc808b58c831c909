/**
 * What each simulated client asks and how often: SPEC §4.3/§7 as apps/web implements it (the
 * constants named beside each line), in the two modes the capacity scenario compares.
 *
 * - polling: SPEC's intervals (current shift 3 s, 9 s with none open; status 10 s; pending count 15 s;
 *   recent updates, new petitions, notifications and the session check 30 s).
 * - push: the client holds GET /api/events open and every poll the web stretches while the stream is
 *   open (lib/live-events/poll-interval.ts: max(SPEC, 5 min)) runs every 5 min, the session check too (the
 *   stream's heartbeat checks the session). Kiosks poll as in SPEC in both modes: a POS session is not a user session and has no stream.
 */
export type CapacityMode = 'polling' | 'push';
export type Persona = 'worker' | 'manager' | 'kiosk';

/** A poll: `path` may take the client's cursor (`since`) for the change watchers. */
export interface Poll {
  name: string;
  path: string;
  /** How often the web polls this without an event stream (SPEC §4.3), in ms. */
  everyMs: number;
  /** Stretched to the safety net while the stream is open (push mode). */
  isStretched: boolean;
  /** The answer carries a `cursor` the next call sends back as `?since=` (status, recent-updates, new-petitions). */
  hasCursor?: boolean;
}

export const LIVE_SAFETY_NET_MS = 300_000;
/** OPEN_SHIFT_POLL_MS and IDLE_POLL_MS (features/workshift/utils/polling.ts). */
export const CURRENT_OPEN_MS = 3000;
export const CURRENT_IDLE_MS = 9000;

/** The authenticated layout's polls, every role with petitions (app/routes/authenticated-layout.tsx). */
const layoutPolls: Poll[] = [
  // PENDING_COUNT_POLL_MS
  { name: 'pending-count', path: '/api/petitions/pending-count', everyMs: 15_000, isStretched: true },
  // RECENT_UPDATES_POLL_MS, NEW_PETITIONS_POLL_MS
  {
    name: 'recent-updates',
    path: '/api/petitions/recent-updates',
    everyMs: 30_000,
    isStretched: true,
    hasCursor: true,
  },
  { name: 'new-petitions', path: '/api/petitions/new-petitions', everyMs: 30_000, isStretched: true, hasCursor: true },
  // NOTIFICATIONS_POLL_MS
  { name: 'notifications', path: '/api/petitions/notifications/recent', everyMs: 30_000, isStretched: true },
  // SESSION_CHECK_INTERVAL_MS (features/auth/hooks/use-session-check.ts)
  { name: 'user', path: '/api/user', everyMs: 30_000, isStretched: true },
];

/** The worker's home (workshift-home.tsx: useWorkshiftSync); `current` is timed by the shift's state. */
const workerPolls: Poll[] = [
  { name: 'current', path: '/api/workshift/current', everyMs: CURRENT_OPEN_MS, isStretched: true },
  // STATUS_POLL_MS
  { name: 'status', path: '/api/workshift/status', everyMs: 10_000, isStretched: true, hasCursor: true },
  ...layoutPolls,
];

/**
 * The employee list has no interval of its own (react-query, stale after 10 s per employee): the
 * list and its team's current shifts are read when it opens and, modelling a manager who comes back
 * to it, every 60 s. The layout's polls run meanwhile.
 */
export const MANAGER_LIST_EVERY_MS = 60_000;
/** Employees whose current shift the list shows at once (a page of the manager's team). */
export const MANAGER_LIST_ROWS = 10;

/** The POS kiosk: the grid every 5 s (POS_POLL_MS) and the session check every 10 s (POS_VERIFY_INTERVAL_MS). */
const kioskPolls: Poll[] = [
  { name: 'pos-employees', path: '/api/pos/employees', everyMs: 5000, isStretched: false },
  { name: 'pos-verify', path: '/api/pos/verify', everyMs: 10_000, isStretched: false },
];

export const pollsOf: Record<Persona, Poll[]> = {
  worker: workerPolls,
  manager: layoutPolls,
  kiosk: kioskPolls,
};

/** The interval a poll runs at in a mode (the shift's state decides `current`'s SPEC interval). */
export function intervalOf(poll: Poll, mode: CapacityMode, isShiftOpen: boolean): number {
  const spec = poll.name === 'current' ? (isShiftOpen ? CURRENT_OPEN_MS : CURRENT_IDLE_MS) : poll.everyMs;
  return mode === 'push' && poll.isStretched ? Math.max(spec, LIVE_SAFETY_NET_MS) : spec;
}

/**
 * The mix of N clients (SPEC's users and the kiosks on the wall), per company: 80 % workers clocked
 * in, 10 % workers not clocked in (home open), 8 % managers with the employee list open (one of them
 * the company's admin), 2 % kiosks.
 */
export const MIX = { workersIn: 0.8, workersOut: 0.1, managers: 0.08, kiosks: 0.02 } as const;

export interface CompanyMix {
  workersIn: number;
  workersOut: number;
  /** Including the company admin. */
  managers: number;
  kiosks: number;
}

export function mixOf(size: number): CompanyMix {
  const kiosks = Math.max(1, Math.round(size * MIX.kiosks));
  const managers = Math.max(1, Math.round(size * MIX.managers));
  const workersOut = Math.round(size * MIX.workersOut);
  return { workersIn: size - kiosks - managers - workersOut, workersOut, managers, kiosks };
}

/** Requests a second one client of the persona sends in a mode, the stream aside (for the report). */
export function requestsPerSecond(persona: Persona, mode: CapacityMode, isShiftOpen: boolean): number {
  const polls = pollsOf[persona].reduce((sum, poll) => sum + 1000 / intervalOf(poll, mode, isShiftOpen), 0);
  return persona === 'manager' ? polls + (1 + MANAGER_LIST_ROWS) / (MANAGER_LIST_EVERY_MS / 1000) : polls;
}
