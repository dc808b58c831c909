/**
 * Routes whose screens arrive in later issues. Each renders an honest empty state: its title and one
 * sentence on what it will do (see ComingSoon). The router imports this list, so it is part of the
 * landing's first download: the sentences live apart, in placeholder-descriptions.ts, which only the
 * placeholder page's own chunk loads.
 */
export interface PlaceholderPage {
  path: string;
  title: string;
}

export const placeholderPages: readonly PlaceholderPage[] = [
  // The company admin's (issue 16 brings its live updates).
  { path: '/realtime-test', title: 'Prueba en tiempo real' },
];
