import type { CompanyConfig } from '@jornada/shared/api/company-config';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import { CalendarX2 } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { MonthPicker } from '../../../components/month-picker';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useNow } from '../../../lib/use-now';
import { useMonthHistory } from '../api/get-workshift-history';
import { useWorkshiftSync } from '../hooks/use-workshift-sync';
import { type DayOff, notExpectedDays } from '../utils/days-off';
import { describeHistoryRow, summarizeMonth } from '../utils/history-rows';
import { resolveHistoryMonth } from '../utils/month';
import { DaysOffList } from './days-off-list';
import { HistoryList } from './history-list';
import { MonthSummary } from './month-summary';
import { MonthlySummaryReceipt } from './monthly-summary-receipt';

export const EMPTY_MONTH_MESSAGE = 'No hay jornadas registradas en este mes.';

function HistorySkeleton() {
  return (
    <div role="status" aria-label="Cargando historial" className="flex flex-col gap-3 p-4">
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}

/**
 * /time-history: the user's shifts month by month (Madrid months), with worked vs expected time and
 * the month's export. The month lives in the URL (?month=yyyy-MM) so back/forward and links work.
 * Corrected shifts show the original times and the correction; `daysOff` are the month's vacation days
 * and `holidays` its holidays (national and the company's), both left out of the expected hours.
 */
export function TimeHistory({
  config,
  daysOff = [],
  holidays = [],
}: {
  config: CompanyConfig | undefined;
  daysOff?: readonly DayOff[];
  holidays?: readonly string[];
}) {
  useWorkshiftSync();
  const [searchParams, setSearchParams] = useSearchParams();
  const { month, latestMonth } = resolveHistoryMonth(searchParams.get('month'), new Date());
  const history = useMonthHistory(month);
  const shifts = history.data ?? [];
  const hasOpenShift = shifts.some((shift) => shift.status !== 'completed');
  // Only an open shift changes with time; otherwise a slow tick is plenty.
  const now = useNow(hasOpenShift ? 1000 : 60_000);
  const isCurrentData = history.isSuccess && !history.isPlaceholderData;
  const rows = config && isCurrentData ? shifts.map((shift) => describeHistoryRow(shift, config, now, daysOff)) : [];
  const notExpected = useMemo(() => notExpectedDays(holidays, daysOff), [holidays, daysOff]);
  const today = madridDate(now);
  const summary =
    config && isCurrentData ? summarizeMonth(rows, month, config.workday_hours, today, notExpected) : undefined;

  const onMonthChange = (next: string) =>
    setSearchParams(next === latestMonth ? {} : { month: next }, { preventScrollReset: true });

  let content: ReactNode;
  if (history.isError && !history.data) {
    content = (
      <div className="p-4">
        <LoadError
          title="Error al cargar el historial"
          message="No se pudieron obtener tus jornadas de este mes."
          onRetry={() => void history.refetch()}
        />
      </div>
    );
  } else if (!config || history.isPending || (history.isPlaceholderData && shifts.length === 0)) {
    content = <HistorySkeleton />;
  } else if (shifts.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <CalendarX2 aria-hidden="true" className="size-8 text-slate-400" />
        <p className="text-slate-600 dark:text-slate-400">{EMPTY_MONTH_MESSAGE}</p>
      </div>
    );
  } else {
    const visibleRows = isCurrentData ? rows : shifts.map((shift) => describeHistoryRow(shift, config, now, daysOff));
    content = (
      <div aria-busy={history.isPlaceholderData} className={cn(history.isPlaceholderData && 'opacity-60')}>
        <HistoryList rows={visibleRows} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">Historial</h1>
        <MonthPicker variant="stepper" month={month} latestMonth={latestMonth} onChange={onMonthChange} />
      </div>
      <MonthSummary
        month={month}
        summary={summary}
        isLoading={!history.isError}
        isCurrentMonth={month === latestMonth}
        workdayHours={config?.workday_hours}
        notExpected={notExpected}
      />
      <MonthlySummaryReceipt month={month} />
      <DaysOffList days={daysOff} />
      <Card className="overflow-hidden">{content}</Card>
    </div>
  );
}
