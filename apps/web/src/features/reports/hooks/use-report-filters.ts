import { useSearchParams } from 'react-router';
import { periodFromSearch, periodSearch, type ReportPeriod } from '../utils/period';

/** Employee and centre ids in the URL are positive integers; anything else is "everyone in reach". */
function idFromSearch(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * The page's period, employee and work centre live in the URL (?month= or ?from=&to=, ?employee=
 * and ?centre=), so a reload, the back button and a shared link keep them.
 */
export function useReportFilters(now: Date = new Date()) {
  const [searchParams, setSearchParams] = useSearchParams();
  const period = periodFromSearch(searchParams, now);
  const employeeId = idFromSearch(searchParams.get('employee'));
  const centreId = idFromSearch(searchParams.get('centre'));

  const update = (next: { period?: ReportPeriod; employeeId?: number | null; centreId?: number | null }) => {
    const nextPeriod = next.period ?? period;
    const nextEmployee = next.employeeId === undefined ? employeeId : next.employeeId;
    const nextCentre = next.centreId === undefined ? centreId : next.centreId;
    setSearchParams(
      {
        ...periodSearch(nextPeriod),
        ...(nextEmployee === null ? {} : { employee: String(nextEmployee) }),
        ...(nextCentre === null ? {} : { centre: String(nextCentre) }),
      },
      { preventScrollReset: true },
    );
  };

  return {
    period,
    employeeId,
    setPeriod: (value: ReportPeriod) => update({ period: value }),
    setEmployeeId: (value: number | null) => update({ employeeId: value }),
    centreId,
    setCentreId: (value: number | null) => update({ centreId: value }),
  };
}
