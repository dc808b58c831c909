import { describe, expect, it } from 'vitest';
import { hasActiveFilters, logFiltersToSearch, parseLogFilters, rangeError, toLogsQuery } from './log-filters';

describe('log filters in the URL', () => {
  it('round-trips every filter', () => {
    const filters = { person: 3, action: 'workshift.start', from: '2025-07-01', to: '2025-07-31', page: 2 };
    const search = logFiltersToSearch(filters);
    expect(search.toString()).toBe('persona=3&accion=workshift.start&desde=2025-07-01&hasta=2025-07-31&pagina=2');
    expect(parseLogFilters(search)).toEqual(filters);
  });

  it('ignores what it cannot read and defaults to page 1', () => {
    const filters = parseLogFilters(
      new URLSearchParams('persona=abc&accion=drop.table&desde=2025-02-30&hasta=ayer&pagina=-1'),
    );
    expect(filters).toEqual({ person: undefined, action: undefined, from: undefined, to: undefined, page: 1 });
    expect(hasActiveFilters(filters)).toBe(false);
    expect(logFiltersToSearch(filters).toString()).toBe('');
  });

  it('refuses a start day after the end day with the server’s message', () => {
    expect(rangeError({ from: '2025-07-02', to: '2025-07-01' })).toBe(
      'La fecha inicial no puede ser posterior a la final',
    );
    expect(rangeError({ from: '2025-07-01', to: '2025-07-01' })).toBeUndefined();
    expect(rangeError({ from: '2025-07-01' })).toBeUndefined();
  });

  it('builds the GET /api/logs query', () => {
    expect(toLogsQuery({ person: 3, page: 2 }, 25)).toEqual({
      actor_user_id: 3,
      action: undefined,
      from: undefined,
      to: undefined,
      page: 2,
      pageSize: 25,
    });
  });
});
