import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { addMonths, formatMonthLabel } from '../utils/month';

/** Previous / next month around the shown one; the future holds no shifts, so next stops at the current month. */
export function MonthSelector({
  month,
  latestMonth,
  onChange,
}: {
  month: string;
  latestMonth: string;
  onChange: (month: string) => void;
}) {
  const label = formatMonthLabel(month);
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
      <p aria-live="polite" className="min-w-40 text-center text-base font-semibold text-slate-900 dark:text-white">
        {label}
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
