import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';

export interface DashboardTile {
  id: string;
  label: string;
  /** undefined while loading. */
  value: string | number | undefined;
  hint: string;
  to: string;
  icon: LucideIcon;
  /** Draws the eye when something needs doing. */
  isAttention?: boolean;
}

/** The few numbers a company admin checks first, each a link to where it is dealt with. */
export function DashboardTiles({ tiles }: { tiles: readonly DashboardTile[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map(({ id, label, value, hint, to, icon: Icon, isAttention }) => (
        <li key={id}>
          <Card className="h-full">
            <Link
              to={to}
              data-tile={id}
              className="flex h-full flex-col gap-1 rounded-2xl p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-600 dark:hover:bg-slate-800/60"
            >
              <span className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-400">
                <Icon aria-hidden="true" className={cn('size-4 shrink-0', isAttention && 'text-amber-600')} />
                {label}
              </span>
              {value === undefined ? (
                <Skeleton className="h-8 w-12" />
              ) : (
                <span
                  className={cn(
                    'text-2xl font-semibold text-slate-900 tabular-nums dark:text-white',
                    isAttention && 'text-amber-700 dark:text-amber-300',
                  )}
                >
                  {value}
                </span>
              )}
              <span className="text-xs text-slate-500 dark:text-slate-400">{hint}</span>
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}
