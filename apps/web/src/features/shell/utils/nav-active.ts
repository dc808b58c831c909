/**
 * Whether a menu link points at the current page. Links with a query (the petitions views) match on
 * path and `view`, where no view means the inbox; plain links match their path or a sub-path ('/' only
 * itself).
 */
export const DEFAULT_PETITIONS_VIEW = 'inbox';

export function isLinkActive(to: string, pathname: string, search: string): boolean {
  const [toPath = '/', toQuery] = to.split('?');
  const path = pathname.replace(/\/+$/, '') || '/';
  if (toQuery !== undefined) {
    if (path !== toPath) return false;
    const wanted = new URLSearchParams(toQuery).get('view');
    const current = new URLSearchParams(search).get('view') ?? DEFAULT_PETITIONS_VIEW;
    return wanted === current;
  }
  if (toPath === '/') return path === '/';
  return path === toPath || path.startsWith(`${toPath}/`);
}
