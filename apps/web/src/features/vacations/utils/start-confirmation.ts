import { vacationTypeLabels } from '@jornada/shared/api/petitions';
import { type getVacationTodayResponse, VACATION_DAY_CONFIRMATION } from '@jornada/shared/api/vacations';
import type { z } from 'zod';

type VacationToday = z.infer<typeof getVacationTodayResponse>;

export interface StartConfirmation {
  title: string;
  message: string;
}

/**
 * What the home card asks before starting a shift today: on an approved day off (vacaciones, asuntos
 * propios, permiso) or a holiday. null on an ordinary working day (or while unknown: never block).
 */
export function startConfirmationFor(today: VacationToday | undefined): StartConfirmation | null {
  if (!today) return null;
  if (today.is_vacation_day && today.vacation) {
    return { title: `Hoy: ${vacationTypeLabels[today.vacation.vacation_type]}`, message: VACATION_DAY_CONFIRMATION };
  }
  if (today.holiday) {
    return {
      title: `Hoy es festivo: ${today.holiday.name}`,
      message: 'Hoy es festivo. ¿Seguro que quieres iniciar la jornada?',
    };
  }
  return null;
}
