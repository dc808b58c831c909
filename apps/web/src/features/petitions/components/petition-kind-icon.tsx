import type { PetitionKind } from '@jornada/shared/api/petitions';
import { FilePen, type LucideIcon, Plane, TicketPlus } from 'lucide-react';
import { cn } from '../../../lib/cn';

export const petitionKindIcons: Record<PetitionKind, LucideIcon> = {
  tickets: TicketPlus,
  vacations: Plane,
  wscorrections: FilePen,
};

export function PetitionKindIcon({ kind, className }: { kind: PetitionKind; className?: string }) {
  const Icon = petitionKindIcons[kind];
  return <Icon aria-hidden="true" className={cn('size-5 shrink-0 text-teal-700 dark:text-teal-400', className)} />;
}
