import {
  type ContactRequestKind,
  type ContactRequestStatus,
  contactRequestKinds,
  contactRequestStatuses,
  type ListContactRequestsQuery,
} from '@jornada/shared/api/contact';
import { parsePage } from '../../../lib/paging';

/** The requests list as it lives in the URL: ?status=open|handled&kind=contact|custom_plan&spam=include&page=. */
export interface ContactRequestFilters {
  /** Open (not «atendida» yet) or handled; undefined: both. */
  status: ContactRequestStatus | undefined;
  kind: ContactRequestKind | undefined;
  /** Off: honeypot submissions are left out (the server's default). On: listed too, marked as spam. */
  isShowingSpam: boolean;
  page: number;
}

export const CONTACT_REQUEST_PAGE_SIZE = 20;

/** No filter: every request but spam, first page. */
export const NO_CONTACT_REQUEST_FILTERS: ContactRequestFilters = {
  status: undefined,
  kind: undefined,
  isShowingSpam: false,
  page: 1,
};

function isKind(value: string | null): value is ContactRequestKind {
  return (contactRequestKinds as readonly (string | null)[]).includes(value);
}

function isStatus(value: string | null): value is ContactRequestStatus {
  return (contactRequestStatuses as readonly (string | null)[]).includes(value);
}

export function parseContactRequestFilters(search: URLSearchParams): ContactRequestFilters {
  const kind = search.get('kind');
  const status = search.get('status');
  return {
    status: isStatus(status) ? status : undefined,
    kind: isKind(kind) ? kind : undefined,
    isShowingSpam: search.get('spam') === 'include',
    page: parsePage(search.get('page')),
  };
}

export function contactRequestFiltersToSearch(filters: ContactRequestFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status) search.set('status', filters.status);
  if (filters.kind) search.set('kind', filters.kind);
  if (filters.isShowingSpam) search.set('spam', 'include');
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

export function hasContactRequestFilters(filters: ContactRequestFilters): boolean {
  return filters.status !== undefined || filters.kind !== undefined || filters.isShowingSpam;
}

/** What an empty list says under these filters. */
export function emptyContactRequestsText(filters: ContactRequestFilters): string {
  const isOnlyState = filters.kind === undefined && !filters.isShowingSpam;
  if (filters.status === 'open' && isOnlyState) return 'No hay solicitudes abiertas: todas están atendidas.';
  if (filters.status === 'handled' && isOnlyState) return 'Todavía no hay solicitudes atendidas.';
  return hasContactRequestFilters(filters)
    ? 'No hay solicitudes con estos filtros.'
    : 'Todavía no ha llegado ninguna solicitud.';
}

/** GET /api/admin/contact-requests's query for these filters. */
export function toContactRequestsQuery(filters: ContactRequestFilters): Partial<ListContactRequestsQuery> {
  return {
    status: filters.status ?? 'all',
    kind: filters.kind,
    spam: filters.isShowingSpam ? 'include' : 'exclude',
    page: filters.page,
    pageSize: CONTACT_REQUEST_PAGE_SIZE,
  };
}
