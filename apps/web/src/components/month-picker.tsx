import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addMonths, formatMonthLabel, monthsBack } from '../lib/month';
import { Button } from './ui/button';
import { Label } from './ui/label';
import { NativeSelect } from './ui/native-select';

interface MonthPickerBase {
  month: string;
  /** The newest month offered (the current one): a month not begun yet has nothing in it. */
  latestMonth: string;
  onChange: (month: string) => void;
}

type MonthPickerProps =
  | (MonthPickerBase & { variant: 'stepper'; testId?: string })
  | (MonthPickerBase & { variant: 'select'; id: string; label: string; count: number });

/**
 * A month (yyyy-MM): 'stepper' shows it between previous / next buttons, 'select' offers the last
 * `count` months in a list, the current one marked as still open.
 */
export function MonthPicker(props: MonthPickerProps) {
  const { month, latestMonth, onChange } = props;
  if (props.variant === 'select') {
    return (
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={props.id}>{props.label}</Label>
        <NativeSelect
          id={props.id}
          value={month}
          onChange={(event) => onChange(event.target.value)}
          className="sm:w-56"
        >
          {monthsBack(latestMonth, props.count).map((option) => (
            <option key={option} value={option}>
              {formatMonthLabel(option)}
              {option === latestMonth ? ' (en curso)' : ''}
            </option>
          ))}
        </NativeSelect>
      </div>
    );
  }
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
        data-testid={props.testId}
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
