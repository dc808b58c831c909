import type { WorkMode } from '@jornada/shared/domain/employee-contract';
import { useState } from 'react';
import { useOwnWorkMode } from '../api/get-own-work-mode';

/**
 * The work mode a start will ask for: offered only where the company allows remote work, the
 * worker's usual mode until they pick the other. Elsewhere nothing is sent and the server records
 * the default (on site).
 */
export function useStartWorkMode(allowsRemoteWork: boolean) {
  const own = useOwnWorkMode(allowsRemoteWork);
  const [chosen, setChosen] = useState<WorkMode | null>(null);
  const usualMode = own.data?.usual_work_mode ?? 'presencial';
  const isOffered = allowsRemoteWork && own.data?.allows_remote_work !== false;
  return {
    isOffered,
    usualMode,
    value: chosen ?? usualMode,
    onChange: setChosen,
    /** What the start sends: nothing when the choice is not offered. */
    requested: isOffered ? (chosen ?? usualMode) : undefined,
  };
}
