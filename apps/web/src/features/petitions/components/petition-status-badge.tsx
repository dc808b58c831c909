import type { PetitionStatus } from '@jornada/shared/api/petitions';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { statusLabel } from '../utils/petition-format';

const statusClasses: Record<PetitionStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  approved: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100',
  cancelled: 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

export function PetitionStatusBadge({
  status,
  requiresAcceptance = false,
  className,
}: {
  status: PetitionStatus;
  requiresAcceptance?: boolean;
  className?: string;
}) {
  return (
    <Badge className={cn('px-2 py-1 whitespace-nowrap', statusClasses[status], className)}>
      {statusLabel(status, requiresAcceptance)}
    </Badge>
  );
}
