import type { CompanyConfig } from '@jornada/shared/api/company-config';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { ClockQueueNotice } from '../../../components/clock-queue-notice';
import { LoadError } from '../../../components/ui/load-error';
import { withQueuedActions } from '../../../lib/clock-queue/optimistic-shift';
import { useKioskTokenState } from '../../../lib/kiosk-token-context';
import { useCurrentWorkshift } from '../api/get-current-workshift';
import { useStartWorkMode } from '../hooks/use-start-work-mode';
import { useWorkshiftAction } from '../hooks/use-workshift-action';
import { useWorkshiftQueue, useWorkshiftQueueReplay } from '../hooks/use-workshift-queue';
import { useWorkshiftSync } from '../hooks/use-workshift-sync';
import { isShiftOpen } from '../utils/describe-card';
import { ConfirmStartDialog, type StartConfirmationText } from './confirm-start-dialog';
import { ForgottenClockoutBanner } from './forgotten-clockout-banner';
import { WorkModeChoice } from './work-mode-choice';
import { WorkshiftCard } from './workshift-card';
import { WorkshiftCardSkeleton } from './workshift-card-skeleton';

// Loaded when first opened: their forms (react-hook-form, the date picker) are not part of
// the home's first download. The app shell's cache (lib/app-shell-cache.ts) keeps them for offline use.
const EndWorkshiftDialog = lazy(() =>
  import('./end-workshift-dialog').then((module) => ({ default: module.EndWorkshiftDialog })),
);
const IncidentReportDialog = lazy(() =>
  import('./incident-report-dialog').then((module) => ({ default: module.IncidentReportDialog })),
);

/**
 * The worker's and manager's home (SPEC §2.5): the time-tracking card and its dialogs. With a
 * `startConfirmation` (today is an approved day off or a holiday) starting asks first. As a
 * `widget` (the embedded 'Control Horario', SPEC §2.7) the page around it names itself, and the card
 * links to no app page: those cannot open inside another site's frame. Taps waiting in the offline
 * queue are listed on the card, which shows the state they lead to.
 */
export function WorkshiftHome({
  userId,
  schemaName,
  config,
  startConfirmation = null,
  variant = 'page',
  spentTokenNotice = null,
}: {
  userId: number;
  /** The user's company schema: an end needs it (SPEC §5). */
  schemaName: string | null;
  config: CompanyConfig | undefined;
  startConfirmation?: StartConfirmationText | null;
  variant?: 'page' | 'widget';
  /** At a kiosk's QR: shown instead of usable buttons once the scanned token stops working. */
  spentTokenNotice?: ReactNode;
}) {
  useWorkshiftSync();
  const current = useCurrentWorkshift();
  const actions = useWorkshiftAction(userId, schemaName);
  const queue = useWorkshiftQueue(userId);
  useWorkshiftQueueReplay(userId);
  const [isEndOpen, setIsEndOpen] = useState(false);
  const [isIncidentOpen, setIsIncidentOpen] = useState(false);
  const [isStartConfirmOpen, setIsStartConfirmOpen] = useState(false);
  // Once opened, a dialog stays mounted (its closing animation, its form's state).
  const [isEndMounted, setIsEndMounted] = useState(false);
  const [isIncidentMounted, setIsIncidentMounted] = useState(false);
  if (isEndOpen && !isEndMounted) setIsEndMounted(true);
  if (isIncidentOpen && !isIncidentMounted) setIsIncidentMounted(true);
  // At a kiosk's QR the start is on site (the server records it so): no remote-work choice.
  const kiosk = useKioskTokenState();
  const isAtKiosk = kiosk.token !== null;
  const workMode = useStartWorkMode(config?.allows_remote_work === true && !isAtKiosk);
  const start = () => actions.run('start', { workMode: workMode.requested });
  const shift = withQueuedActions(current.data ?? null, queue.pending, { userId });
  // The shift ended elsewhere (another tab, the POS) while the dialog was open: close it for good, so it
  // doesn't pop up again when a new shift starts.
  if (isEndOpen && !isShiftOpen(shift)) setIsEndOpen(false);

  let body: ReactNode;
  if (current.isError && current.data === undefined) {
    body = (
      <LoadError
        title="Error al obtener turno actual"
        message="No se pudo cargar el estado de tu jornada."
        onRetry={() => void current.refetch()}
      />
    );
  } else if (!config || current.isPending) {
    body = <WorkshiftCardSkeleton />;
  } else {
    body = (
      <>
        {shift?.is_forgotten && isShiftOpen(shift) && (
          <ForgottenClockoutBanner shift={shift} isInFrame={variant === 'widget'} />
        )}
        <WorkshiftCard
          shift={shift}
          queueNotice={<ClockQueueNotice items={queue.items} onDismiss={queue.dismiss} />}
          config={config}
          pendingAction={actions.pendingAction}
          lockedNotice={kiosk.isSpent ? spentTokenNotice : null}
          startChoice={
            workMode.isOffered && (
              <WorkModeChoice
                value={workMode.value}
                usualMode={workMode.usualMode}
                isDisabled={actions.pendingAction !== undefined}
                onChange={workMode.onChange}
              />
            )
          }
          onAction={(action) => {
            if (action === 'start' && startConfirmation) setIsStartConfirmOpen(true);
            else if (action === 'start') start();
            else actions.run(action);
          }}
          onRequestEnd={() => setIsEndOpen(true)}
          onReportIncident={() => setIsIncidentOpen(true)}
          hasHistoryLink={variant === 'page'}
        />
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      {variant === 'page' && (
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">Mi jornada</h1>
      )}
      {body}
      {isEndMounted && (
        <Suspense fallback={null}>
          <EndWorkshiftDialog
            shift={isShiftOpen(shift) ? shift : null}
            breakIncluded={config?.break_included ?? false}
            isOpen={isEndOpen}
            onOpenChange={setIsEndOpen}
            onConfirm={(observaciones) => {
              setIsEndOpen(false);
              actions.run('end', { observaciones });
            }}
          />
        </Suspense>
      )}
      <ConfirmStartDialog
        confirmation={startConfirmation}
        isOpen={isStartConfirmOpen}
        onOpenChange={setIsStartConfirmOpen}
        onConfirm={() => {
          setIsStartConfirmOpen(false);
          start();
        }}
      />
      {isIncidentMounted && (
        <Suspense fallback={null}>
          <IncidentReportDialog
            isOpen={isIncidentOpen}
            onOpenChange={setIsIncidentOpen}
            defaultType={shift?.is_forgotten ? 'Olvido de fichar salida' : 'Otro'}
          />
        </Suspense>
      )}
    </div>
  );
}
