import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';

const SKELETON_ROWS = [0, 1, 2, 3, 4] as const;

/** Rows of grey blocks while a list loads, announced once to screen readers. */
export function CompanyListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3 p-4">
      {SKELETON_ROWS.map((row) => (
        <Skeleton key={row} className="h-12 w-full" />
      ))}
    </div>
  );
}

/** A list with nothing to show: why, and what to do about it. */
export function CompanyEmptyState({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <Icon aria-hidden="true" className="size-8 text-slate-400" />
      <div className="flex flex-col items-center gap-1 text-sm text-slate-600 dark:text-slate-400">{children}</div>
    </div>
  );
}
