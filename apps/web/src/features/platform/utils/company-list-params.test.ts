import { describe, expect, it } from 'vitest';
import {
  companyEmployeesSearch,
  companyListSearch,
  parseCompanyEmployeesParams,
  parseCompanyId,
  parseCompanyListParams,
} from './company-list-params';

const parse = (query: string) => parseCompanyListParams(new URLSearchParams(query));

describe('companies list in the URL', () => {
  it('reads search, state, page and the create dialog', () => {
    expect(parse('search=%20pan%20&state=trial&page=3&nueva=1')).toEqual({
      search: 'pan',
      state: 'trial',
      endingWithinDays: null,
      page: 3,
      isCreating: true,
    });
  });

  it('ignores an unknown state, a bad page and a bad number of days', () => {
    expect(parse('state=borrada&page=-2&trial_ends_within_days=0')).toEqual({
      search: '',
      state: '',
      endingWithinDays: null,
      page: 1,
      isCreating: false,
    });
    expect(parse('trial_ends_within_days=7.5').endingWithinDays).toBeNull();
  });

  it('reads and writes the trials ending within some days (the dashboard links there)', () => {
    const list = parse('trial_ends_within_days=7');
    expect(list.endingWithinDays).toBe(7);
    expect(companyListSearch({ ...list, page: 2 }).toString()).toBe('trial_ends_within_days=7&page=2');
  });

  it('cuts a search longer than the server takes', () => {
    expect(parse(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });

  it('writes only what is set, and no page 1', () => {
    const base = { endingWithinDays: null, isCreating: false };
    expect(companyListSearch({ ...base, search: 'B876', state: 'expired', page: 2 }).toString()).toBe(
      'search=B876&state=expired&page=2',
    );
    expect(companyListSearch({ ...base, search: ' ', state: '', page: 1 }).toString()).toBe('');
    expect(companyListSearch(parse('nueva=1')).toString()).toBe('nueva=1');
  });
});

describe('company employees in the URL', () => {
  it('round-trips search and page', () => {
    const params = parseCompanyEmployeesParams(new URLSearchParams('search=Luc%C3%ADa&page=2'));
    expect(params).toEqual({ search: 'Lucía', page: 2 });
    expect(companyEmployeesSearch(params).toString()).toBe('search=Luc%C3%ADa&page=2');
    expect(companyEmployeesSearch({ search: '', page: 1 }).toString()).toBe('');
  });
});

describe('parseCompanyId', () => {
  it('takes a positive whole number only', () => {
    expect(parseCompanyId('12')).toBe(12);
    expect(parseCompanyId('0')).toBeNull();
    expect(parseCompanyId('1e3')).toBeNull();
    expect(parseCompanyId('abc')).toBeNull();
    expect(parseCompanyId(undefined)).toBeNull();
  });
});
