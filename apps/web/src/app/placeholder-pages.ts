/**
 * Routes whose screens arrive in later issues. Each renders an honest empty state: its title and one
 * sentence on what it will do (see ComingSoon). The router imports this list, so it is part of the
 * landing's first download: the sentences live apart, in placeholder-descriptions.ts, which only the
 * placeholder page's and the role home's own chunks load.
 */
export interface PlaceholderPage {
  path: string;
  title: string;
}

/** The titles of the role homes still to be built (their sentences: placeholder-descriptions.ts). */
export const roleHomePages = {
  navegatel: { title: 'Panel de plataforma' },
  gestoria: { title: 'Empresas' },
} as const;

export const placeholderPages: readonly PlaceholderPage[] = [
  // Public, and open to every logged-in role too.
  // Company, manager and worker.
  { path: '/realtime-test', title: 'Prueba en tiempo real' },
  // Navegatel (platform administrator).
  { path: '/navegatel', title: roleHomePages.navegatel.title },
  { path: '/companies', title: 'Empresas' },
  { path: '/companies/:companyId', title: 'Detalle de empresa' },
  { path: '/companies/:companyId/employees', title: 'Empleados de la empresa' },
  { path: '/companies/:companyId/history', title: 'Historial de la empresa' },
  { path: '/gestorias', title: 'Gestorías' },
  { path: '/gestorias/:gestoriaId', title: 'Detalle de gestoría' },
  // Gestoría.
  { path: '/gestoria', title: roleHomePages.gestoria.title },
];
