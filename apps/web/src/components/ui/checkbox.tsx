import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A native checkbox (works with react-hook-form's register) in the app's style. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'mt-0.5 size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-teal-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 dark:accent-teal-500',
        className,
      )}
      {...props}
    />
  );
}
