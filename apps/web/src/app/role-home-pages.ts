/**
 * The role homes still to be built: their title and one sentence on what they will show (see
 * ComingSoon). Apart from placeholder-pages.ts, which the router (and so the landing's first
 * download) imports: only the role home's own chunk needs these texts.
 */
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
