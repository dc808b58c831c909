import { describe, expect, it } from 'vitest';
import {
  CONTACT_REQUEST_PAGE_SIZE,
  contactRequestFiltersToSearch,
  hasContactRequestFilters,
  parseContactRequestFilters,
  toContactRequestsQuery,
} from './contact-request-filters';

describe('contact request filters in the URL', () => {
  it('round-trips kind, spam and page', () => {
    const filters = { kind: 'custom_plan' as const, isShowingSpam: true, page: 2 };
    const search = contactRequestFiltersToSearch(filters);
    expect(search.toString()).toBe('kind=custom_plan&spam=include&page=2');
    expect(parseContactRequestFilters(search)).toEqual(filters);
    expect(hasContactRequestFilters(filters)).toBe(true);
  });

  it('reads anything unknown as every kind, spam hidden, first page', () => {
    const filters = parseContactRequestFilters(new URLSearchParams('kind=otro&spam=yes&page=x'));
    expect(filters).toEqual({ kind: undefined, isShowingSpam: false, page: 1 });
    expect(hasContactRequestFilters(filters)).toBe(false);
    expect(contactRequestFiltersToSearch(filters).toString()).toBe('');
  });

  it('asks the server without spam unless it is shown', () => {
    expect(toContactRequestsQuery({ kind: 'contact', isShowingSpam: false, page: 3 })).toEqual({
      kind: 'contact',
      spam: 'exclude',
      page: 3,
      pageSize: CONTACT_REQUEST_PAGE_SIZE,
    });
    expect(toContactRequestsQuery({ kind: undefined, isShowingSpam: true, page: 1 }).spam).toBe('include');
  });
});
