import { EMPLOYEE_MESSAGES } from '@jornada/shared/api/employees';
import type { SessionUser } from '@jornada/shared/api/session';
import { NO_COMPANY_MESSAGE } from '../../access/company-of';

/**
 * Who may do what (the server's rule; SPEC shows none): each service asks the access module for the
 * actor's reach of the route's permission (permissions.ts). A company admin reaches every employee
 * of the company; a manager reads and edits only the workers assigned to them, and with that team
 * reach cannot change a role, an email (the login) or a manager assignment (apply-employee-field.ts);
 * workers have no access. Creating, deleting, reactivating and assigning managers are the admin's.
 * Someone out of reach is "not found" (404), never "forbidden", so ids of other teams and companies
 * reveal nothing.
 */
export const EMPLOYEE_ERRORS = {
  notFound: EMPLOYEE_MESSAGES.notFound,
  noCompany: NO_COMPANY_MESSAGE,
  pathMismatch: 'El auth_user_id del cuerpo no coincide con el empleado de la ruta',
  inactive: 'El empleado está dado de baja. Reactívalo para poder modificarlo.',
  alreadyInactive: 'El empleado ya está dado de baja',
  alreadyActive: 'El empleado ya está activo',
  alreadyActivated: 'El empleado ya ha activado su cuenta: no hace falta otra invitación',
  deleteSelf: 'No puedes eliminar tu propia cuenta',
  managerCannotChangeRole: 'Un manager no puede cambiar el rol de un empleado',
  managerCannotChangeEmail: 'Solo el administrador de la empresa puede cambiar el email de un empleado',
  managerCannotAssign: 'Solo el administrador de la empresa puede asignar managers',
  cannotMakeAdmin: 'No se puede asignar el rol de Administrador',
  adminRoleFixed: 'No se puede cambiar el rol de un Administrador',
  managerOnlyForWorkers: EMPLOYEE_MESSAGES.managerOnlyForWorkers,
  notAssignable: 'Solo se pueden asignar como manager empleados activos con rol Manager',
  selfManager: 'Un empleado no puede ser su propio manager',
  shiftNotFound: 'El turno seleccionado no existe',
  centreNotFound: 'El centro de trabajo seleccionado no existe',
  managerCannotChangeCentre: 'Solo el administrador de la empresa puede cambiar el centro de trabajo de un empleado',
  managerCannotChangePayrollCode:
    'Solo el administrador de la empresa puede cambiar el código de nómina de un empleado',
} as const;

export interface EmployeeActor {
  user: SessionUser;
  ip: string | null;
}
