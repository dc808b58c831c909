import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A grey placeholder block; callers wrap a group of them in an element with role="status". */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800', className)}
      {...props}
    />
  );
}
