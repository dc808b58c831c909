import { Eye, EyeClosed } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { describedBy, FormField } from '../../../components/ui/form-field';
import { inputClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { pinDigits } from '../utils/kiosk-pin-form';

/** A PIN field: digits only (the numeric keypad on phones), hidden unless shown with the eye button. */
export function PinField({
  id,
  label,
  hint,
  error,
  onChange,
  ...inputProps
}: Omit<ComponentProps<'input'>, 'id' | 'type'> & { id: string; label: ReactNode; hint?: ReactNode; error?: string }) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <div className="relative">
        <input
          id={id}
          type={isVisible ? 'text' : 'password'}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error, hint })}
          className={cn(inputClasses, 'pr-11 font-mono tracking-widest')}
          onChange={(event) => {
            event.target.value = pinDigits(event.target.value);
            onChange?.(event);
          }}
          {...inputProps}
        />
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-pressed={isVisible}
          aria-controls={id}
          className="absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-teal-600 dark:hover:text-slate-200"
        >
          <span className="sr-only">{isVisible ? 'Ocultar PIN' : 'Mostrar PIN'}</span>
          {isVisible ? (
            <EyeClosed aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
        </button>
      </div>
    </FormField>
  );
}
