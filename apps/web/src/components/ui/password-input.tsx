import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { cn } from '../../lib/cn';
import { describedBy, FormField } from './form-field';
import { inputClasses } from './input';

/** Password field with a show/hide toggle. */
export function PasswordField({
  id,
  label,
  hint,
  error,
  className,
  ...inputProps
}: Omit<ComponentProps<'input'>, 'id' | 'type'> & { id: string; label: ReactNode; hint?: ReactNode; error?: string }) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <div className="relative">
        <input
          id={id}
          type={isVisible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error, hint })}
          className={cn(inputClasses, 'pr-11', className)}
          {...inputProps}
        />
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-pressed={isVisible}
          aria-controls={id}
          className="absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-teal-600 dark:hover:text-slate-200"
        >
          {/* Named by its content, not aria-label, so the field's label stays the only "Contraseña" label. */}
          <span className="sr-only">{isVisible ? 'Ocultar contraseña' : 'Mostrar contraseña'}</span>
          {isVisible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
        </button>
      </div>
    </FormField>
  );
}
