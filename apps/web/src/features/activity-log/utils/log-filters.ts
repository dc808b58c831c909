import { activityActionLabels, LOGS_MESSAGES } from '@jornada/shared/api/logs';

/** The log's filters and page as they live in the URL (?persona=&accion=&desde=&hasta=&pagina=). */
export interface LogFilters {
  person?: number;
  action?: string;
  from?: string;
  to?: string;
  page: number;
}

export const LOG_PAGE_SIZE = 25;

const params = { person: 'persona', action: 'accion', from: 'desde', to: 'hasta', page: 'pagina' } as const;

const positiveInt = (value: string | null) => {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 && Number.isSafeInteger(n) ? n : undefined;
};

const isDay = (value: string | null): value is string => {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** Reads the filters from the URL; anything unreadable (a hand-edited link) is ignored. */
export function parseLogFilters(search: URLSearchParams): LogFilters {
  const action = search.get(params.action);
  const from = search.get(params.from);
  const to = search.get(params.to);
  return {
    person: positiveInt(search.get(params.person)),
    action: action && action in activityActionLabels ? action : undefined,
    from: isDay(from) ? from : undefined,
    to: isDay(to) ? to : undefined,
    page: positiveInt(search.get(params.page)) ?? 1,
  };
}

/** The URL of some filters: only what is set, and no page number for the first page. */
export function logFiltersToSearch(filters: LogFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.person !== undefined) search.set(params.person, String(filters.person));
  if (filters.action) search.set(params.action, filters.action);
  if (filters.from) search.set(params.from, filters.from);
  if (filters.to) search.set(params.to, filters.to);
  if (filters.page > 1) search.set(params.page, String(filters.page));
  return search;
}

export function hasActiveFilters(filters: LogFilters): boolean {
  return filters.person !== undefined || Boolean(filters.action || filters.from || filters.to);
}

/** The server's rule, checked before asking: the start day cannot be after the end day. */
export function rangeError(filters: Pick<LogFilters, 'from' | 'to'>): string | undefined {
  return filters.from && filters.to && filters.from > filters.to ? LOGS_MESSAGES.range : undefined;
}

/** GET /api/logs's query for these filters. */
export function toLogsQuery(filters: LogFilters, pageSize = LOG_PAGE_SIZE) {
  return {
    actor_user_id: filters.person,
    action: filters.action,
    from: filters.from,
    to: filters.to,
    page: filters.page,
    pageSize,
  };
}
