import { roleHomePages } from './placeholder-pages';

/**
 * What each placeholder page and unfinished role home will do, in one sentence: loaded with the
 * placeholder page and the role home, never with the router (see placeholder-pages.ts).
 */
export const roleHomeDescriptions = {
  navegatel: 'Aquí verás el resumen de las empresas y gestorías dadas de alta en Jornada.',
  gestoria: 'Aquí verás las empresas que asesora tu gestoría y podrás consultar su registro de jornada.',
} as const satisfies Record<keyof typeof roleHomePages, string>;

/** By the placeholder route's path pattern. */
export const placeholderDescriptions: Record<string, string> = {
  '/realtime-test': 'Aquí podrás comprobar que las actualizaciones en tiempo real llegan a este navegador.',
  '/companies': 'Aquí podrás ver y gestionar las empresas dadas de alta, con su plan y su estado.',
  '/companies/:companyId': 'Aquí verás los datos, el plan y la configuración de esta empresa.',
  '/companies/:companyId/employees': 'Aquí verás la plantilla de esta empresa.',
  '/companies/:companyId/history': 'Aquí verás el historial de jornadas registradas en esta empresa.',
  '/gestorias': 'Aquí podrás dar de alta gestorías y asignarles las empresas que asesoran.',
  '/gestorias/:gestoriaId': 'Aquí verás los datos de esta gestoría y las empresas que tiene asignadas.',
  '/navegatel': roleHomeDescriptions.navegatel,
  '/gestoria': roleHomeDescriptions.gestoria,
};

/** A role home still to be built: its title and its sentence, as ComingSoon takes them. */
export const comingRoleHome = (role: keyof typeof roleHomePages) => ({
  title: roleHomePages[role].title,
  description: roleHomeDescriptions[role],
});
