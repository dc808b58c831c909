/**
 * What each placeholder page will do, in one sentence: loaded with the placeholder page, never with
 * the router (see placeholder-pages.ts).
 */
export const placeholderDescriptions: Record<string, string> = {
  '/realtime-test': 'Aquí podrás comprobar que las actualizaciones en tiempo real llegan a este navegador.',
};
