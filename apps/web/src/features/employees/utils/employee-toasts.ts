import { ApiError, errorMessage } from '../../../lib/api-client';

export const EMPLOYEE_TEXTS = {
  loadEmployeesError: 'Error al cargar empleados',
  loadManagersError: 'Error al cargar managers',
  loadLocationsError: 'Error al cargar ubicaciones',
  deletedTitle: 'Empleado eliminado',
  deleteErrorTitle: 'Error al eliminar empleado',
  deleteErrorDescription: 'No se pudo eliminar el empleado',
  reactivatedTitle: 'Empleado reactivado',
  reactivateErrorTitle: 'Error al reactivar empleado',
  createErrorFallback: 'No se pudo crear el empleado.',
  duplicateEmail: 'El correo electrónico ya está registrado. Por favor, utiliza otro email.',
} as const;

export const deletedDescription = (name: string) => `Se ha eliminado a ${name}`;
export const reactivatedDescription = (name: string) => `Se ha reactivado a ${name}`;

/** The server refused because the plan's user limit is reached (409 naming user_limit). */
export function isUserLimitError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.fields?.user_limit !== undefined;
}

/** A refusal the server explained (4xx with a message): worth showing after the SPEC sentence. */
export function serverReason(error: unknown): string | undefined {
  if (error instanceof ApiError && error.kind === 'http' && error.status >= 400 && error.status < 500) {
    return errorMessage(error);
  }
  return undefined;
}
