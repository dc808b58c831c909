import { POS_MESSAGES, type PosEmployee } from '@jornada/shared/api/pos';
import type { Workshift } from '@jornada/shared/api/workshift';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { isUnreachable, type QueuedClockAction } from '../../../lib/clock-queue/clock-queue';
import { withQueuedActions } from '../../../lib/clock-queue/optimistic-shift';
import { isBrowserOnline } from '../../../lib/clock-queue/use-clock-queue';
import { useNow } from '../../../lib/use-now';
import { POS_FALLBACK_CONFIG, usePosCompanyConfig } from '../api/get-pos-company-config';
import { usePosCurrentWorkshift } from '../api/get-pos-current-workshift';
import { usePosTodayWorkshifts } from '../api/get-pos-today-workshifts';
import { usePosCardFlow } from '../hooks/use-pos-card-flow';
import { usePosPolling } from '../hooks/use-pos-polling';
import { type ConfirmationSummary, describePosCard } from '../utils/describe-pos-card';
import { shiftFromGrid } from '../utils/grid-shift';
import { posActionLabels } from '../utils/pos-status';
import type { SavedPosCompany } from '../utils/pos-storage';
import { EmployeeAvatar } from './employee-avatar';
import { PinKeypad } from './pin-keypad';
import { PosCardActions } from './pos-card-actions';
import { PosCardSummary } from './pos-card-summary';
import { PosIncidentDialog } from './pos-incident-dialog';

function otherBreaksOfDay(today: readonly Workshift[] | undefined, shift: Workshift | null) {
  if (!shift) return [];
  return (today ?? [])
    .filter((other) => other.id !== shift.id && other.fecha === shift.fecha)
    .flatMap((s) => s.break_spans);
}

/** SPEC §2.5's POS time card: who, close, worked time large, the POS state, one main action. */
export function PosTimeCard({
  employee,
  company,
  requiresPin,
  queued = [],
  onClose,
  onConfirmed,
}: {
  employee: PosEmployee;
  company: SavedPosCompany;
  requiresPin: boolean;
  /** This employee's taps waiting in the offline queue: the card shows the state they lead to. */
  queued?: readonly QueuedClockAction[];
  onClose: () => void;
  onConfirmed: (summary: ConfirmationSummary) => void;
}) {
  const current = usePosCurrentWorkshift(employee.id);
  usePosPolling(current.refetch, true);
  const today = usePosTodayWorkshifts(employee.id, company.schema_name);
  const config = usePosCompanyConfig().data ?? POS_FALLBACK_CONFIG;
  const now = useNow();
  // No connection and no answer yet: the grid's row is the last known state.
  const isFromGrid = current.data === undefined && (!isBrowserOnline() || isUnreachable(current.error));
  const known = isFromGrid ? shiftFromGrid(employee) : (current.data ?? null);
  const shift = withQueuedActions(known, queued, { userId: employee.id });
  const view = describePosCard(shift, config, now, otherBreaksOfDay(today.data, shift));
  const flow = usePosCardFlow({ employee, company, requiresPin, config, onConfirmed });
  const [isReporting, setIsReporting] = useState(false);

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        closeLabel="Cerrar"
        className="flex max-h-[calc(100dvh-1rem)] max-w-xl flex-col gap-6 overflow-y-auto p-6 sm:p-8"
      >
        <div className="flex items-center gap-3 pr-8">
          <EmployeeAvatar name={employee.name} className="size-12 text-lg" />
          <div className="flex min-w-0 flex-col">
            <DialogTitle className="truncate text-2xl">{employee.name}</DialogTitle>
            <DialogDescription>{company.nombre}</DialogDescription>
          </div>
        </div>
        {current.isPending && !isFromGrid ? (
          <div role="status" aria-label="Cargando jornada" className="flex flex-col items-center gap-3">
            <Skeleton className="h-7 w-32 rounded-full" />
            <Skeleton className="h-16 w-72" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : current.isError && current.data === undefined && !isFromGrid ? (
          <LoadError
            title="Error al cargar datos"
            message="No se pudo obtener la información del turno actual."
            onRetry={() => void current.refetch()}
          />
        ) : (
          <>
            <PosCardSummary view={view} isCompact={flow.pinFor !== null} />
            {requiresPin && !employee.has_kiosk_pin && (
              <Alert variant="warning">{POS_MESSAGES.employeePinNotSet}</Alert>
            )}
            {flow.pinFor ? (
              <PinKeypad
                purpose={posActionLabels[flow.pinFor]}
                error={flow.pinError}
                waitUntil={flow.pinWaitUntil}
                isBusy={flow.pendingAction !== null}
                onSubmit={flow.submitPin}
                onCancel={flow.cancelPin}
              />
            ) : (
              <PosCardActions view={view} pendingAction={flow.pendingAction} onAction={flow.request} />
            )}
          </>
        )}
        {!flow.pinFor && (
          <Button variant="ghost" className="self-center" onClick={() => setIsReporting(true)}>
            <TriangleAlert aria-hidden="true" />
            Reportar incidencia
          </Button>
        )}
        {isReporting && (
          <PosIncidentDialog
            employee={employee}
            company={company}
            workshiftId={shift?.id ?? null}
            requiresPin={requiresPin}
            onClose={() => setIsReporting(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
