import { vacationTypeLabels } from '@jornada/shared/api/petitions';
import { monthRange } from '@jornada/shared/domain/calendar';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useCompanyConfig } from '../../features/company-config/api/get-company-config';
import { useHolidays } from '../../features/petitions/api/get-holidays';
import { useVacationDays } from '../../features/vacations/api/get-vacation-days';
import { TimeHistory } from '../../features/workshift/components/time-history';
import type { DayOff } from '../../features/workshift/utils/days-off';
import { resolveHistoryMonth } from '../../features/workshift/utils/month';

/** /time-history (worker and manager): the user's own shifts month by month, with their days off. */
export default function TimeHistoryRoute() {
  const config = useCompanyConfig();
  const [searchParams] = useSearchParams();
  const { month } = resolveHistoryMonth(searchParams.get('month'), new Date());
  const vacationDays = useVacationDays(monthRange(month));
  const [holidaysOfYear] = useHolidays([Number(month.slice(0, 4))]);
  const holidays = useMemo(
    () => (holidaysOfYear?.data?.data ?? []).filter((h) => h.date.startsWith(month)).map((h) => h.date),
    [holidaysOfYear?.data, month],
  );
  const daysOff = useMemo<DayOff[]>(
    () =>
      (vacationDays.data ?? [])
        .filter((day) => day.status === 'approved' || day.status === 'pending')
        .map((day) => ({
          date: day.date,
          requestId: day.petition_id,
          label: vacationTypeLabels[day.vacation_type],
          isApproved: day.status === 'approved',
          isWorkingDay: day.is_working_day,
        })),
    [vacationDays.data],
  );
  return <TimeHistory config={config.data} daysOff={daysOff} holidays={holidays} />;
}
