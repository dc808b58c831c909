import type { SessionUser } from '@jornada/shared/api/session';
import { NO_COMPANY_MESSAGE } from '../../access/company-of';

export const VACATION_ERRORS = {
  noCompany: NO_COMPANY_MESSAGE,
  employeeNotFound: 'Empleado no encontrado',
  holidayNotFound: 'Festivo no encontrado',
  holidayTaken: 'Ya hay un festivo de la empresa ese día',
  nationalHoliday: (name: string) => `Ese día ya es festivo nacional (${name})`,
  regionalHoliday: (region: string, name: string) => `Ese día ya es festivo en ${region} (${name})`,
} as const;

export interface VacationActor {
  user: SessionUser;
  ip: string | null;
}
