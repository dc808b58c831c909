import type { LocationAction } from '@jornada/shared/api/workshift';

/** The clock actions the card offers. SPEC's /resume call has no button of its own: 'Finalizar pausa' ends the break. */
export const workshiftActions = ['start', 'breakStart', 'breakEnd', 'end'] as const;
export type WorkshiftAction = (typeof workshiftActions)[number];

/** The key each action's position is stored under in the location history (SPEC §3 Location). */
export const locationActionOf: Record<WorkshiftAction, LocationAction> = {
  start: 'start',
  breakStart: 'pause',
  breakEnd: 'resume',
  end: 'end',
};

export const actionLabels: Record<WorkshiftAction, string> = {
  start: 'Iniciar jornada',
  breakStart: 'Iniciar pausa',
  breakEnd: 'Finalizar pausa',
  end: 'Finalizar jornada',
};

/** After a completed shift the card leads with SPEC's 'La jornada ha sido finalizada': a new start is secondary. */
export const RESTART_LABEL = 'Iniciar otra jornada';
