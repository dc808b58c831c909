import type { BreakSpan } from './worked-time';

export interface BreakPolicyConfig {
  break_included: boolean;
  max_breaks_per_day: number;
  min_break_interval: number;
}

export interface BreakPolicyShift {
  status: string;
  breaks: readonly BreakSpan[];
}

export type BreakDecision = { isAllowed: true; note: string } | { isAllowed: false; reason: string };

export const BREAK_MESSAGES = {
  noShiftOrConfig: 'No hay un turno activo o configuración disponible',
  notInProgress: 'El turno no está en progreso',
  limitReached: (n: number) => `Ya has alcanzado el límite de ${n} pausas por día`,
  waitMore: (n: number) => `Debes esperar ${n} minutos más antes de iniciar otra pausa`,
  counted: 'Las pausas cuentan como tiempo trabajado',
  notCounted: 'Las pausas no cuentan como tiempo trabajado',
} as const;

/**
 * SPEC §5: whether a break may start now. The server refuses with the same reason the button's
 * tooltip shows, because both call this function.
 */
export function decideBreakStart(
  shift: BreakPolicyShift | null | undefined,
  config: BreakPolicyConfig | null | undefined,
  now: Date,
): BreakDecision {
  if (!shift || !config) return { isAllowed: false, reason: BREAK_MESSAGES.noShiftOrConfig };
  if (shift.status !== 'in_progress') return { isAllowed: false, reason: BREAK_MESSAGES.notInProgress };
  if (shift.breaks.length >= config.max_breaks_per_day) {
    return { isAllowed: false, reason: BREAK_MESSAGES.limitReached(config.max_breaks_per_day) };
  }
  const lastEnd = shift.breaks
    .map((b) => (b.end ? new Date(b.end).getTime() : Number.NaN))
    .filter(Number.isFinite)
    .reduce((max, t) => Math.max(max, t), Number.NEGATIVE_INFINITY);
  if (Number.isFinite(lastEnd) && config.min_break_interval > 0) {
    const minutesSince = (now.getTime() - lastEnd) / 60_000;
    if (minutesSince < config.min_break_interval) {
      const remaining = Math.max(1, Math.ceil(config.min_break_interval - minutesSince));
      return { isAllowed: false, reason: BREAK_MESSAGES.waitMore(remaining) };
    }
  }
  return { isAllowed: true, note: config.break_included ? BREAK_MESSAGES.counted : BREAK_MESSAGES.notCounted };
}
