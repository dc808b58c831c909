import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

/** SPEC §2.5: shown until the user, the config and the current shift are known. */
export function WorkshiftCardSkeleton() {
  return (
    <Card role="status" aria-label="Cargando jornada" className="flex flex-col gap-6 p-6">
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-4 w-56" />
        </div>
        <Skeleton className="h-7 w-24 rounded-full" />
      </div>
      <div className="flex flex-col items-center gap-3 py-2">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-14 w-64" />
        <Skeleton className="h-4 w-32" />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Skeleton className="h-12 w-full sm:w-44" />
        <Skeleton className="h-12 w-full sm:w-44" />
      </div>
    </Card>
  );
}
