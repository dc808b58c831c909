import { ADMIN_SEARCH_MAX_LENGTH } from '@jornada/shared/api/admin';
import { parsePage } from '../../../lib/paging';

/** The gestorías list as it lives in the URL: ?search=&page= and ?nueva=1 (the create dialog, linked from the dashboard). */
export interface GestoriaListParams {
  search: string;
  page: number;
  isCreating: boolean;
}

export function parseGestoriaListParams(search: URLSearchParams): GestoriaListParams {
  return {
    search: (search.get('search') ?? '').trim().slice(0, ADMIN_SEARCH_MAX_LENGTH),
    page: parsePage(search.get('page')),
    isCreating: search.get('nueva') === '1',
  };
}

/** The URL of a list state: only what is set, no page number for the first page. */
export function gestoriaListSearch(params: GestoriaListParams): URLSearchParams {
  const search = new URLSearchParams();
  const text = params.search.trim();
  if (text) search.set('search', text);
  if (params.page > 1) search.set('page', String(params.page));
  if (params.isCreating) search.set('nueva', '1');
  return search;
}

/** The `:gestoriaId` of `/gestorias/:gestoriaId`: a positive whole number, else null (a mistyped address). */
export function parseGestoriaId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
