import type { Workshift } from '@jornada/shared/api/workshift';
import { isShiftOpen } from './describe-card';

/** SPEC §4.3, §9: every 3 s while the shift is open, three times that otherwise. */
export const OPEN_SHIFT_POLL_MS = 3000;
export const IDLE_POLL_MS = OPEN_SHIFT_POLL_MS * 3;
/** SPEC §4.3: the status endpoint every 10 s. */
export const STATUS_POLL_MS = 10_000;
/** SPEC §9: the current shift is cached 10 s. */
export const CURRENT_SHIFT_STALE_MS = 10_000;

export function currentShiftPollInterval(shift: Workshift | null | undefined): number {
  return isShiftOpen(shift) ? OPEN_SHIFT_POLL_MS : IDLE_POLL_MS;
}
