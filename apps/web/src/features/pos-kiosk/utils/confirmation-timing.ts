import type { PosAction } from './pos-status';

/** SPEC §9: the action animation shows 3 s, then closes in 0.3 s; 3.5 s is the fallback. */
export const CONFIRMATION_SHOW_MS = 3000;
export const CONFIRMATION_EXIT_MS = 300;
export const CONFIRMATION_FALLBACK_MS = 3500;

/** The confirmation's background by action: arriving and returning green, a break amber, leaving slate. */
export const confirmationColours: Record<PosAction, string> = {
  start: 'bg-emerald-600 dark:bg-emerald-700',
  breakEnd: 'bg-emerald-600 dark:bg-emerald-700',
  breakStart: 'bg-amber-500 dark:bg-amber-600',
  end: 'bg-slate-800 dark:bg-slate-800',
};
