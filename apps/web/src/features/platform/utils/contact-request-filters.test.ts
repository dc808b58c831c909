import { describe, expect, it } from 'vitest';
import {
  CONTACT_REQUEST_PAGE_SIZE,
  contactRequestFiltersToSearch,
  emptyContactRequestsText,
  hasContactRequestFilters,
  NO_CONTACT_REQUEST_FILTERS,
  parseContactRequestFilters,
  toContactRequestsQuery,
} from './contact-request-filters';

describe('contact request filters in the URL', () => {
  it('round-trips state, kind, spam and page', () => {
    const filters = { status: 'open' as const, kind: 'custom_plan' as const, isShowingSpam: true, page: 2 };
    const search = contactRequestFiltersToSearch(filters);
    expect(search.toString()).toBe('status=open&kind=custom_plan&spam=include&page=2');
    expect(parseContactRequestFilters(search)).toEqual(filters);
    expect(hasContactRequestFilters(filters)).toBe(true);
  });

  it('reads «atendidas» alone as a filter', () => {
    const filters = parseContactRequestFilters(new URLSearchParams('status=handled'));
    expect(filters).toEqual({ ...NO_CONTACT_REQUEST_FILTERS, status: 'handled' });
    expect(hasContactRequestFilters(filters)).toBe(true);
  });

  it('reads anything unknown as every state and kind, spam hidden, first page', () => {
    const filters = parseContactRequestFilters(new URLSearchParams('status=cerrada&kind=otro&spam=yes&page=x'));
    expect(filters).toEqual(NO_CONTACT_REQUEST_FILTERS);
    expect(hasContactRequestFilters(filters)).toBe(false);
    expect(contactRequestFiltersToSearch(filters).toString()).toBe('');
  });

  it('asks the server without spam unless it is shown, and for both states unless one is chosen', () => {
    expect(toContactRequestsQuery({ status: undefined, kind: 'contact', isShowingSpam: false, page: 3 })).toEqual({
      status: 'all',
      kind: 'contact',
      spam: 'exclude',
      page: 3,
      pageSize: CONTACT_REQUEST_PAGE_SIZE,
    });
    expect(toContactRequestsQuery({ ...NO_CONTACT_REQUEST_FILTERS, isShowingSpam: true }).spam).toBe('include');
    expect(toContactRequestsQuery({ ...NO_CONTACT_REQUEST_FILTERS, status: 'open' }).status).toBe('open');
  });

  it('says why the list is empty', () => {
    expect(emptyContactRequestsText(NO_CONTACT_REQUEST_FILTERS)).toBe('Todavía no ha llegado ninguna solicitud.');
    expect(emptyContactRequestsText({ ...NO_CONTACT_REQUEST_FILTERS, status: 'open' })).toBe(
      'No hay solicitudes abiertas: todas están atendidas.',
    );
    expect(emptyContactRequestsText({ ...NO_CONTACT_REQUEST_FILTERS, status: 'handled' })).toBe(
      'Todavía no hay solicitudes atendidas.',
    );
    expect(emptyContactRequestsText({ ...NO_CONTACT_REQUEST_FILTERS, status: 'open', kind: 'contact' })).toBe(
      'No hay solicitudes con estos filtros.',
    );
  });
});
