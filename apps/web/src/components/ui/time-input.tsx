import { Clock } from 'lucide-react';
import type { FocusEvent, Ref } from 'react';
import { cn } from '../../lib/cn';
import { formatTimeText, parseTimeText } from '../../lib/date-text';
import { inputClasses } from './input';
import { useTypedValue } from './use-typed-value';

export interface TimeInputProps {
  id?: string;
  name?: string;
  /** 'HH:mm' (24 h), or '' for no time. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  /** The field's name when no <label> names it (the day or time half of a date-and-time pair). */
  'aria-label'?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A time of day as 24 h HH:mm whatever the browser's language (a native time input shows AM/PM in an
 * English browser). Reads '8:05', '8.05' or '805'; ↑/↓ move it a minute (with Shift, 15 minutes).
 */
export function TimeInput({ id, name, value, onChange, onBlur, disabled, className, ref, ...aria }: TimeInputProps) {
  const typed = useTypedValue({ value, onChange, parse: parseTimeText, format: formatTimeText });
  const step = (minutes: number) => {
    const [h, m] = (formatTimeText(value) || '00:00').split(':').map(Number) as [number, number];
    const total = (((h * 60 + m + minutes) % 1440) + 1440) % 1440;
    typed.choose(`${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`);
  };
  return (
    <div className={cn('relative', className)}>
      <input
        ref={ref}
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="hh:mm"
        maxLength={8}
        value={typed.text}
        disabled={disabled}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={aria['aria-describedby']}
        aria-label={aria['aria-label']}
        onChange={typed.onTextChange}
        onBlur={(event) => {
          typed.settle();
          onBlur?.(event);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
          event.preventDefault();
          step((event.key === 'ArrowUp' ? 1 : -1) * (event.shiftKey ? 15 : 1));
        }}
        className={cn(inputClasses, 'pr-10 tabular-nums')}
      />
      <Clock
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
      />
    </div>
  );
}
