import type { StatusTone } from '../../../lib/status-tones';

/** The clock actions the kiosk offers (SPEC §7 'Workshift (POS)'); /resume has no button of its own. */
export type PosAction = 'start' | 'breakStart' | 'breakEnd' | 'end';

export const posActionLabels: Record<PosAction, string> = {
  start: 'Iniciar jornada',
  breakStart: 'Iniciar pausa',
  breakEnd: 'Finalizar pausa',
  end: 'Finalizar jornada',
};

/** SPEC §4.1 POS card labels: a missing status is 'Sin jornada', an unknown one 'No iniciada'. */
export function posStatusLabel(status: string | null | undefined): string {
  if (status === null || status === undefined || status === '') return 'Sin jornada';
  return { in_progress: 'En progreso', on_break: 'En pausa', completed: 'Completada' }[status] ?? 'No iniciada';
}

/**
 * SPEC §4.1 POS card colours: in progress green, on a break amber, anything else neutral. SPEC's red for
 * a completed day is not kept (docs/spec-deviations.md): red reads as an error, and a finished day is
 * the normal end, drawn neutral as on the web card.
 */
export function posStatusTone(status: string | null | undefined): StatusTone {
  return ({ in_progress: 'success', on_break: 'warning' } as const)[status ?? ''] ?? 'neutral';
}

export interface PosActions {
  /** The one large button of the POS card (SPEC §2.5). */
  main: PosAction;
  /** A smaller second choice: a break while working, ending the day while on a break. */
  secondary: PosAction | null;
}

/**
 * What the POS card offers: start when there is no open shift (none, completed or unknown); while
 * working, end (main) or take a break; while on a break, end the break (main) or the day.
 */
export function posActionsFor(status: string | null | undefined): PosActions {
  if (status === 'in_progress') return { main: 'end', secondary: 'breakStart' };
  if (status === 'on_break') return { main: 'breakEnd', secondary: 'end' };
  return { main: 'start', secondary: null };
}
