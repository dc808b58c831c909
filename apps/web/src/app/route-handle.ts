import { useMatches } from 'react-router';

/** Static data attached to route objects (`handle`). */
export interface RouteHandle {
  title?: string;
  /** Anonymous visitors see this page inside the public header and footer. */
  hasPublicFrame?: boolean;
  /** A page of its own for anyone, logged in or not, without waiting for the session nor any frame (/inspeccion/{token}). */
  isBare?: boolean;
}

export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return (matches.at(-1)?.handle as RouteHandle | undefined) ?? {};
}
