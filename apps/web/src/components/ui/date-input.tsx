import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type FocusEvent, type Ref, useRef, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { es } from 'react-day-picker/locale';
import { cn } from '../../lib/cn';
import { dateOfIsoDay, formatDateText, isoDayOfDate, parseDateText } from '../../lib/date-text';
import { calendarClassNames } from './calendar-classes';
import { inputClasses } from './input';
import { useTypedValue } from './use-typed-value';

export interface DateInputProps {
  id?: string;
  name?: string;
  /** 'yyyy-MM-dd', or '' for no day. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** 'yyyy-MM-dd': days outside [min, max] cannot be picked in the calendar. */
  min?: string;
  max?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  /** The field's name when no <label> names it (the day or time half of a date-and-time pair). */
  'aria-label'?: string;
  placeholder?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A day in Spanish whatever the browser's language (a native date input shows mm/dd/yyyy in an
 * English browser): a text field that reads and shows dd/MM/yyyy, and a calendar (lunes first) in a
 * popover. The ref is the text field's, so a form can focus it.
 */
export function DateInput({
  id,
  name,
  value,
  onChange,
  onBlur,
  min,
  max,
  disabled,
  placeholder = 'dd/mm/aaaa',
  className,
  ref,
  ...aria
}: DateInputProps) {
  const [isOpen, setIsOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const typed = useTypedValue({ value, onChange, parse: parseDateText, format: formatDateText });
  const selected = dateOfIsoDay(value);
  const first = dateOfIsoDay(min);
  const last = dateOfIsoDay(max);

  const setRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  return (
    <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
      <Popover.Anchor asChild>
        <div className={cn('relative', className)}>
          <input
            ref={setRefs}
            id={id}
            name={name}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={placeholder}
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
              // Alt+↓ opens the calendar, as on a native date field.
              if (event.altKey && event.key === 'ArrowDown') {
                event.preventDefault();
                setIsOpen(true);
              }
            }}
            className={cn(inputClasses, 'pr-11 tabular-nums')}
          />
          <Popover.Trigger
            type="button"
            disabled={disabled}
            aria-label="Elegir fecha en el calendario"
            className="absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:opacity-60 dark:text-slate-400 dark:hover:text-slate-200"
          >
            <CalendarDays aria-hidden="true" className="size-4" />
          </Popover.Trigger>
        </div>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          aria-label="Calendario"
          data-testid="date-input-calendar"
          className="z-50 rounded-xl border border-slate-200 bg-white shadow-lg data-[state=open]:animate-fade-in dark:border-slate-700 dark:bg-slate-900"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
        >
          <DayPicker
            mode="single"
            locale={es}
            autoFocus
            selected={selected}
            defaultMonth={selected ?? last ?? first}
            startMonth={first}
            endMonth={last}
            disabled={[...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])]}
            onSelect={(date) => {
              if (date) typed.choose(isoDayOfDate(date));
              setIsOpen(false);
            }}
            classNames={calendarClassNames}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
