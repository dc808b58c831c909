import type { FocusEvent, Ref } from 'react';
import { cn } from '../../lib/cn';
import { DateInput } from './date-input';
import { joinDateTime, splitDateTime } from './date-time-value';
import { TimeInput } from './time-input';

export interface DateTimeInputProps {
  /** The day's field; the time's is `${id}-time`. */
  id: string;
  name?: string;
  /** 'yyyy-MM-ddTHH:mm' (as a datetime-local input gives it), or '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** 'yyyy-MM-dd' or 'yyyy-MM-ddTHH:mm': days outside [min, max] cannot be picked in the calendar. */
  min?: string;
  max?: string;
  /** Each half's own name for screen readers ('Fecha de salida', 'Hora de salida'). */
  dateLabel: string;
  timeLabel: string;
  disabled?: boolean;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  className?: string;
  /** The day's field, so a form can focus it. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A date and a time of day in Spanish (dd/MM/yyyy, 24 h) whatever the browser's language, side by side,
 * holding one 'yyyy-MM-ddTHH:mm' value (a native datetime-local shows mm/dd/yyyy and AM/PM in an
 * English browser). With only one half filled the value is incomplete, so the form's schema refuses it.
 */
export function DateTimeInput({
  id,
  name,
  value,
  onChange,
  onBlur,
  min,
  max,
  dateLabel,
  timeLabel,
  disabled,
  className,
  ref,
  ...aria
}: DateTimeInputProps) {
  const { date, time } = splitDateTime(value);
  return (
    <div className={cn('grid grid-cols-[minmax(0,1fr)_6.5rem] gap-2', className)}>
      <DateInput
        ref={ref}
        id={id}
        name={name}
        value={date}
        onChange={(next) => onChange(joinDateTime(next, time))}
        onBlur={onBlur}
        min={min?.slice(0, 10)}
        max={max?.slice(0, 10)}
        disabled={disabled}
        aria-label={dateLabel}
        {...aria}
      />
      <TimeInput
        id={`${id}-time`}
        value={time}
        onChange={(next) => onChange(joinDateTime(date, next))}
        onBlur={onBlur}
        disabled={disabled}
        aria-label={timeLabel}
        {...aria}
      />
    </div>
  );
}
