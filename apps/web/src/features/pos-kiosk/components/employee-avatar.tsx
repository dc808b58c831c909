import { cn } from '../../../lib/cn';
import { initialsOf } from '../utils/describe-pos-card';

/** A person's initials in a circle: the grid and the card recognise people at a glance. */
export function EmployeeAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-full bg-teal-100 font-semibold text-teal-800 dark:bg-teal-900 dark:text-teal-100',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
