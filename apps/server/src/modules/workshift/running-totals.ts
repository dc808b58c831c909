import type { Workshift } from '@jornada/shared/api/workshift';

/**
 * A shift without the figures an open shift recounts on every read (worked time and break time so
 * far): what the ETag of the polled shift reads hashes. Without this, a clocked-in
 * worker's 3-second poll would never be answered 304, though nothing but the clock moved; the home
 * card and the history count an open shift live from its instants anyway.
 */
function withoutRunningTotals(shift: Workshift) {
  if (shift.status === 'completed') return shift;
  const { worked_seconds: _worked, horas_pausa: _pause, ...rest } = shift;
  return rest;
}

/** For `config.etag.of` of GET /api/workshift/current (a shift or null) and /user/today (a list). */
export function shiftsEtagSource(body: unknown): unknown {
  if (Array.isArray(body)) return body.map((shift: Workshift) => withoutRunningTotals(shift));
  return body === null ? null : withoutRunningTotals(body as Workshift);
}
