import type { PetitionStatus } from '@jornada/shared/api/petitions';
import { StatusPill } from '../../../components/ui/status-pill';
import { petitionStatusTones } from '../../../lib/status-tones';
import { statusLabel } from '../utils/petition-format';

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
    <StatusPill tone={petitionStatusTones[status]} className={className}>
      {statusLabel(status, requiresAcceptance)}
    </StatusPill>
  );
}
