/**
 * Routes whose screens arrive in later issues. Each renders an honest empty state: its title and one
 * sentence on what it will do (see ComingSoon).
 */
export interface PlaceholderPage {
  path: string;
  title: string;
  description: string;
}

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

export const placeholderPages: readonly PlaceholderPage[] = [
  // Public, and open to every logged-in role too.
  {
    path: '/pos-dashboard',
    title: 'Terminal POS',
    description:
      'Aquí los empleados fichan desde el terminal compartido de la empresa, que se identifica con su identificador y PIN.',
  },
  {
    path: '/pos-terminals',
    title: 'Terminales POS',
    description: 'Aquí podrás dar de alta y gestionar los terminales de fichaje compartidos de tu empresa.',
  },
  // Company, manager and worker.
  {
    path: '/realtime-test',
    title: 'Prueba en tiempo real',
    description: 'Aquí podrás comprobar que las actualizaciones en tiempo real llegan a este navegador.',
  },
  {
    path: '/mis-terminales-pos',
    title: 'Mis terminales POS',
    description: 'Aquí verás los terminales POS de tu empresa en los que puedes fichar.',
  },
  // Navegatel (platform administrator).
  { path: '/navegatel', ...roleHomePages.navegatel },
  {
    path: '/companies',
    title: 'Empresas',
    description: 'Aquí podrás ver y gestionar las empresas dadas de alta, con su plan y su estado.',
  },
  {
    path: '/companies/:companyId',
    title: 'Detalle de empresa',
    description: 'Aquí verás los datos, el plan y la configuración de esta empresa.',
  },
  {
    path: '/companies/:companyId/employees',
    title: 'Empleados de la empresa',
    description: 'Aquí verás la plantilla de esta empresa.',
  },
  {
    path: '/companies/:companyId/history',
    title: 'Historial de la empresa',
    description: 'Aquí verás el historial de jornadas registradas en esta empresa.',
  },
  {
    path: '/gestorias',
    title: 'Gestorías',
    description: 'Aquí podrás dar de alta gestorías y asignarles las empresas que asesoran.',
  },
  {
    path: '/gestorias/:gestoriaId',
    title: 'Detalle de gestoría',
    description: 'Aquí verás los datos de esta gestoría y las empresas que tiene asignadas.',
  },
  // Gestoría.
  { path: '/gestoria', ...roleHomePages.gestoria },
];
