import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import type { StatusTone } from '../../../lib/status-tones';
import type { StatsTile } from '../utils/stats-tiles';

const valueTones: Record<StatusTone, string> = {
  neutral: 'text-slate-900 dark:text-white',
  success: 'text-emerald-700 dark:text-emerald-300',
  warning: 'text-amber-700 dark:text-amber-300',
  danger: 'text-red-700 dark:text-red-300',
};

function TileBody({ tile }: { tile: StatsTile }) {
  return (
    <>
      <span className="text-sm font-medium text-slate-600 dark:text-slate-400">{tile.label}</span>
      <span className={cn('text-2xl font-semibold tabular-nums', valueTones[tile.tone])}>
        {tile.value.toLocaleString('es-ES')}
      </span>
      <span className="text-xs text-slate-500 dark:text-slate-400">{tile.hint}</span>
    </>
  );
}

/** A row of numbers, each a link to where it is dealt with (when there is such a place). */
export function StatsTileGrid({ tiles, className }: { tiles: readonly StatsTile[]; className?: string }) {
  return (
    <ul className={cn('grid grid-cols-2 gap-3', className)}>
      {tiles.map((tile) => (
        <li key={tile.id}>
          <Card className="h-full">
            {tile.to ? (
              <Link
                to={tile.to}
                data-tile={tile.id}
                className="flex h-full flex-col gap-1 rounded-2xl p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-600 dark:hover:bg-slate-800/60"
              >
                <TileBody tile={tile} />
              </Link>
            ) : (
              <div data-tile={tile.id} className="flex h-full flex-col gap-1 p-4">
                <TileBody tile={tile} />
              </div>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** Grey tiles in the grid's shape, one per tile id, while the numbers load. */
export function StatsTilesSkeleton({
  ids,
  label,
  className,
}: {
  ids: readonly string[];
  label: string;
  className?: string;
}) {
  return (
    <div role="status" aria-label={label} className={cn('grid grid-cols-2 gap-3', className)}>
      {ids.map((id) => (
        <Skeleton key={id} className="h-24 w-full rounded-2xl" />
      ))}
    </div>
  );
}
