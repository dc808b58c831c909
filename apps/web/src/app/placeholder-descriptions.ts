/** What each placeholder page will do, one sentence (see placeholder-pages.ts), by route path. */
export const placeholderDescriptions: Readonly<Record<string, string>> = {
  '/pos-dashboard':
    'Aquí los empleados fichan desde el terminal compartido de la empresa, que se identifica con su identificador y PIN.',
  '/pos-terminals': 'Aquí podrás dar de alta y gestionar los terminales de fichaje compartidos de tu empresa.',
  '/realtime-test': 'Aquí podrás comprobar que las actualizaciones en tiempo real llegan a este navegador.',
  '/mis-terminales-pos': 'Aquí verás los terminales POS de tu empresa en los que puedes fichar.',
  '/navegatel': 'Aquí verás el resumen de las empresas y gestorías dadas de alta en Jornada.',
  '/companies': 'Aquí podrás ver y gestionar las empresas dadas de alta, con su plan y su estado.',
  '/companies/:companyId': 'Aquí verás los datos, el plan y la configuración de esta empresa.',
  '/companies/:companyId/employees': 'Aquí verás la plantilla de esta empresa.',
  '/companies/:companyId/history': 'Aquí verás el historial de jornadas registradas en esta empresa.',
  '/gestorias': 'Aquí podrás dar de alta gestorías y asignarles las empresas que asesoran.',
  '/gestorias/:gestoriaId': 'Aquí verás los datos de esta gestoría y las empresas que tiene asignadas.',
  '/gestoria': 'Aquí verás las empresas que asesora tu gestoría y podrás consultar su registro de jornada.',
};

/** The homes of the roles whose screens arrive later (SPEC §2.2). */
export const roleHomePages = {
  navegatel: {
    title: 'Panel de plataforma',
    description: 'Aquí verás el resumen de las empresas y gestorías dadas de alta en Jornada.',
  },
  gestoria: {
    title: 'Empresas',
    description: 'Aquí verás las empresas que asesora tu gestoría y podrás consultar su registro de jornada.',
  },
} as const;
