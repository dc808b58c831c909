import { useMatches } from 'react-router';

/** Static data attached to route objects (`handle`). */
export interface RouteHandle {
  title?: string;
  /** A placeholder page's route path: its sentence is in placeholder-descriptions.ts. */
  placeholder?: string;
  /** Anonymous visitors see this page inside the public header and footer. */
  hasPublicFrame?: boolean;
}

export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return (matches.at(-1)?.handle as RouteHandle | undefined) ?? {};
}
