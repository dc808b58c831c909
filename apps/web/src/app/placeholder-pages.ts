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
  company: {
    title: 'Dashboard',
    description:
      'Aquí verás de un vistazo quién está trabajando, en pausa o sin fichar hoy, y las peticiones pendientes de tu empresa.',
  },
  navegatel: {
    title: 'Panel de plataforma',
    description: 'Aquí verás el resumen de las empresas y gestorías dadas de alta en Jornada.',
  },
  gestoria: {
    title: 'Empresas',
    description: 'Aquí verás las empresas que asesora tu gestoría y podrás consultar su registro de jornada.',
  },
} as const;

const legal = (path: string, title: string): PlaceholderPage => ({
  path,
  title,
  description: `Aquí se mostrará el texto completo de la ${title.toLowerCase()} de Jornada.`,
});

export const placeholderPages: readonly PlaceholderPage[] = [
  // Public, and open to every logged-in role too.
  {
    ...legal('/legal/aviso-legal', 'Aviso legal'),
    description: 'Aquí se mostrará el aviso legal completo de Jornada.',
  },
  legal('/legal/politica-privacidad', 'Política de privacidad'),
  {
    ...legal('/legal/terminos-condiciones', 'Términos y condiciones'),
    description: 'Aquí se mostrarán los términos y condiciones completos de uso de Jornada.',
  },
  legal('/legal/politica-cookies', 'Política de cookies'),
  {
    path: '/contacto',
    title: 'Contacto',
    description: 'Aquí podrás escribir al equipo de soporte con tu nombre, email, empresa, teléfono y consulta.',
  },
  {
    path: '/success-page',
    title: 'Pago completado',
    description: 'Aquí confirmaremos tu suscripción cuando el pago se haya completado.',
  },
  {
    path: '/cancel-page',
    title: 'Pago cancelado',
    description: 'Aquí te indicaremos que el pago no se completó y cómo volver a intentarlo.',
  },
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
  {
    path: '/company-logs',
    title: 'Actividad empresa',
    description: 'Aquí verás el registro de actividad de tu empresa: fichajes, cambios de datos y peticiones.',
  },
  {
    path: '/workshift-reports',
    title: 'Informes de jornada',
    description: 'Aquí podrás consultar y exportar los informes del registro de jornada.',
  },
  // Company, manager and worker.
  {
    path: '/employees',
    title: 'Empleados',
    description:
      'Aquí podrás buscar, crear, editar y dar de baja empleados, asignarles manager y turno, y ver sus fichajes y ubicaciones.',
  },
  {
    path: '/users',
    title: 'Usuarios',
    description: 'Aquí verás los usuarios de tu equipo y sus datos de acceso.',
  },
  {
    path: '/shifts',
    title: 'Turnos',
    description:
      'Aquí podrás definir los turnos de trabajo, con su hora de entrada y de salida, y asignarlos a tus empleados.',
  },
  {
    path: '/turnos',
    title: 'Turnos',
    description:
      'Aquí podrás definir los turnos de trabajo, con su hora de entrada y de salida, y asignarlos a tus empleados.',
  },
  {
    path: '/petitions/create/ticket',
    title: 'Nueva incidencia',
    description: 'Aquí podrás abrir una incidencia con título y descripción para que la revise tu responsable.',
  },
  {
    path: '/petitions/create/vacation',
    title: 'Solicitar vacaciones',
    description: 'Aquí podrás solicitar días de vacaciones y seguir si se aprueban.',
  },
  {
    path: '/petitions/create/workshift-correction',
    title: 'Corrección de Jornada',
    description:
      'Aquí podrás pedir que se corrija un fichaje olvidado o erróneo, indicando el día y las horas correctas.',
  },
  {
    path: '/notifications',
    title: 'Notificaciones',
    description: 'Aquí verás los avisos recientes sobre incidencias, vacaciones y jornadas.',
  },
  {
    path: '/configuration',
    title: 'Configuración de la empresa',
    description:
      'Aquí podrás ajustar las pausas (duración, número por día, intervalo mínimo) y las horas de la jornada de tu empresa.',
  },
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
  {
    path: '/email-notifications',
    title: 'Notificaciones Email',
    description: 'Aquí podrás elegir qué avisos quieres recibir por correo electrónico.',
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
