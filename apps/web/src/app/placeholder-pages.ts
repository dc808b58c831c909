/**
 * Routes whose screens arrive in later issues. Each renders an honest empty state: its title and one
 * sentence on what it will do (see ComingSoon). The router needs only paths and titles, and it is
 * downloaded with the landing: the sentences live in placeholder-descriptions.ts, loaded with the page.
 */
export interface PlaceholderPage {
  path: string;
  title: string;
}

export const placeholderPages: readonly PlaceholderPage[] = [
  // Public, and open to every logged-in role too.
  { path: '/pos-dashboard', title: 'Terminal POS' },
  { path: '/pos-terminals', title: 'Terminales POS' },
  // Company, manager and worker.
  { path: '/realtime-test', title: 'Prueba en tiempo real' },
  { path: '/mis-terminales-pos', title: 'Mis terminales POS' },
  // Navegatel (platform administrator).
  { path: '/navegatel', title: 'Panel de plataforma' },
  { path: '/companies', title: 'Empresas' },
  { path: '/companies/:companyId', title: 'Detalle de empresa' },
  { path: '/companies/:companyId/employees', title: 'Empleados de la empresa' },
  { path: '/companies/:companyId/history', title: 'Historial de la empresa' },
  { path: '/gestorias', title: 'Gestorías' },
  { path: '/gestorias/:gestoriaId', title: 'Detalle de gestoría' },
  // Gestoría.
  { path: '/gestoria', title: 'Empresas' },
];
