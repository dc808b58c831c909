import { useSearchParams } from 'react-router';
import { periodFromSearch, periodSearch, type ReportPeriod } from '../utils/period';

/** Employee ids in the URL are positive integers; anything else is "everyone in reach". */
function employeeFromSearch(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * The page's period and employee live in the URL (?month= or ?from=&to=, and ?employee=), so a
 * reload, the back button and a shared link keep them.
 */
export function useReportFilters(now: Date = new Date()) {
  const [searchParams, setSearchParams] = useSearchParams();
  const period = periodFromSearch(searchParams, now);
  const employeeId = employeeFromSearch(searchParams.get('employee'));

  const update = (next: { period?: ReportPeriod; employeeId?: number | null }) => {
    const nextPeriod = next.period ?? period;
    const nextEmployee = next.employeeId === undefined ? employeeId : next.employeeId;
    setSearchParams(
      { ...periodSearch(nextPeriod), ...(nextEmployee === null ? {} : { employee: String(nextEmployee) }) },
      { preventScrollReset: true },
    );
  };

  return {
    period,
    employeeId,
    setPeriod: (value: ReportPeriod) => update({ period: value }),
    setEmployeeId: (value: number | null) => update({ employeeId: value }),
  };
}
