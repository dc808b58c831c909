import {
  type ContactRequestKind,
  contactRequestKinds,
  type ListContactRequestsQuery,
} from '@jornada/shared/api/contact';
import { parsePage } from '../../../lib/paging';

/** The requests list as it lives in the URL: ?kind=contact|custom_plan&spam=include&page=. */
export interface ContactRequestFilters {
  kind: ContactRequestKind | undefined;
  /** Off: honeypot submissions are left out (the server's default). On: listed too, marked as spam. */
  isShowingSpam: boolean;
  page: number;
}

export const CONTACT_REQUEST_PAGE_SIZE = 20;

function isKind(value: string | null): value is ContactRequestKind {
  return (contactRequestKinds as readonly (string | null)[]).includes(value);
}

export function parseContactRequestFilters(search: URLSearchParams): ContactRequestFilters {
  const kind = search.get('kind');
  return {
    kind: isKind(kind) ? kind : undefined,
    isShowingSpam: search.get('spam') === 'include',
    page: parsePage(search.get('page')),
  };
}

export function contactRequestFiltersToSearch(filters: ContactRequestFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.kind) search.set('kind', filters.kind);
  if (filters.isShowingSpam) search.set('spam', 'include');
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

export function hasContactRequestFilters(filters: ContactRequestFilters): boolean {
  return filters.kind !== undefined || filters.isShowingSpam;
}

/** GET /api/admin/contact-requests's query for these filters. */
export function toContactRequestsQuery(filters: ContactRequestFilters): Partial<ListContactRequestsQuery> {
  return {
    kind: filters.kind,
    spam: filters.isShowingSpam ? 'include' : 'exclude',
    page: filters.page,
    pageSize: CONTACT_REQUEST_PAGE_SIZE,
  };
}
