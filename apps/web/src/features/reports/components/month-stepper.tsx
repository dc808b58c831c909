import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { addMonths, formatMonthLabel } from '../utils/period';

/** Previous / next month; the register of a month not begun yet would be empty, so next stops at the current one. */
export function MonthStepper({
  month,
  latestMonth,
  onChange,
}: {
  month: string;
  latestMonth: string;
  onChange: (month: string) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Button
        variant="outline"
        size="icon"
        aria-label={`Mes anterior: ${formatMonthLabel(addMonths(month, -1))}`}
        onClick={() => onChange(addMonths(month, -1))}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <p
        aria-live="polite"
        data-testid="report-month"
        className="min-w-40 flex-1 text-center text-base font-semibold text-slate-900 sm:flex-none dark:text-white"
      >
        {formatMonthLabel(month)}
      </p>
      <Button
        variant="outline"
        size="icon"
        aria-label={`Mes siguiente: ${formatMonthLabel(addMonths(month, 1))}`}
        disabled={month >= latestMonth}
        onClick={() => onChange(addMonths(month, 1))}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
    </div>
  );
}
