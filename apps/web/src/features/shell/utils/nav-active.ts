/**
 * Whether a menu link points at the current page. Links with a query (the petitions views) match on
 * path and `view`, where no view means the role's default (`defaultView`, SPEC's inbox unless told);
 * plain links match their path or a sub-path ('/' only itself).
 */
export function isLinkActive(to: string, pathname: string, search: string, defaultView = 'inbox'): boolean {
  const [toPath = '/', toQuery] = to.split('?');
  const path = pathname.replace(/\/+$/, '') || '/';
  if (toQuery !== undefined) {
    if (path !== toPath) return false;
    const wanted = new URLSearchParams(toQuery).get('view');
    const current = new URLSearchParams(search).get('view') ?? defaultView;
    return wanted === current;
  }
  if (toPath === '/') return path === '/';
  return path === toPath || path.startsWith(`${toPath}/`);
}
