import { ADMIN_MAX_TRIAL_DAYS, ADMIN_SEARCH_MAX_LENGTH } from '@jornada/shared/api/admin';
import { type CompanyState, companyStates } from '@jornada/shared/domain/subscription';
import { parsePage } from '../../../lib/paging';

const searchOf = (params: URLSearchParams) => (params.get('search') ?? '').trim().slice(0, ADMIN_SEARCH_MAX_LENGTH);

const isCompanyState = (value: string | null): value is CompanyState =>
  (companyStates as readonly (string | null)[]).includes(value);

/** ?trial_ends_within_days=: a whole number of days the server takes, else no such filter. */
function endingWithinOf(params: URLSearchParams): number | null {
  const days = Number(params.get('trial_ends_within_days') ?? '');
  return Number.isInteger(days) && days >= 1 && days <= ADMIN_MAX_TRIAL_DAYS ? days : null;
}

/**
 * The companies list as it lives in the URL: ?search=&state=&trial_ends_within_days=&page= and
 * ?nueva=1 (the create dialog).
 */
export interface CompanyListParams {
  search: string;
  /** '' for every state. */
  state: CompanyState | '';
  /** Only trials ending within this many days (the dashboard's tile); null for no such filter. */
  endingWithinDays: number | null;
  page: number;
  isCreating: boolean;
}

export function parseCompanyListParams(params: URLSearchParams): CompanyListParams {
  const state = params.get('state');
  return {
    search: searchOf(params),
    state: isCompanyState(state) ? state : '',
    endingWithinDays: endingWithinOf(params),
    page: parsePage(params.get('page')),
    isCreating: params.get('nueva') === '1',
  };
}

/** The URL of a list state: only what is set, no page number for the first page. */
export function companyListSearch(list: CompanyListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (list.search.trim()) params.set('search', list.search.trim());
  if (list.state) params.set('state', list.state);
  if (list.endingWithinDays !== null) params.set('trial_ends_within_days', String(list.endingWithinDays));
  if (list.page > 1) params.set('page', String(list.page));
  if (list.isCreating) params.set('nueva', '1');
  return params;
}

/** A company's employees in the URL: ?search=&page=. */
export interface CompanyEmployeesParams {
  search: string;
  page: number;
}

export function parseCompanyEmployeesParams(params: URLSearchParams): CompanyEmployeesParams {
  return { search: searchOf(params), page: parsePage(params.get('page')) };
}

export function companyEmployeesSearch(list: CompanyEmployeesParams): URLSearchParams {
  const params = new URLSearchParams();
  if (list.search.trim()) params.set('search', list.search.trim());
  if (list.page > 1) params.set('page', String(list.page));
  return params;
}

/** The `:companyId` of `/companies/:companyId`: a positive whole number, else null (a mistyped address). */
export function parseCompanyId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
