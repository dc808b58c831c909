import type { Workshift } from '@jornada/shared/api/workshift';
import { madridLongDate } from '@jornada/shared/domain/madrid-time';
import { CircleCheck, History, LogIn, LogOut, Play, TriangleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { OfflineBadge } from '../../../components/offline-badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useNow } from '../../../lib/use-now';
import { useTodayWorkshifts } from '../api/get-today-workshifts';
import { type CardConfig, describeCard } from '../utils/describe-card';
import { actionLabels, RESTART_LABEL, type WorkshiftAction } from '../utils/workshift-action';
import { BreakList } from './break-list';
import { BreakStartButton } from './break-start-button';
import { StatusBadge } from './status-badge';

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const actionButtons = {
  start: { variant: 'primary', icon: LogIn },
  breakEnd: { variant: 'primary', icon: Play },
  end: { variant: 'destructive', icon: LogOut },
} as const;

function ActionButton({
  action,
  isRestart,
  isBusy,
  isLoading,
  onClick,
}: {
  action: keyof typeof actionButtons;
  /** A start after a completed shift: secondary, so the card does not read 'finalizada' and 'Iniciar' at once. */
  isRestart: boolean;
  isBusy: boolean;
  isLoading: boolean;
  onClick: () => void;
}) {
  const { variant, icon: Icon } = actionButtons[action];
  return (
    <Button
      size={isRestart ? 'md' : 'lg'}
      variant={isRestart ? 'outline' : variant}
      className="w-full sm:w-auto"
      disabled={isBusy}
      isLoading={isLoading}
      onClick={onClick}
    >
      {!isLoading && <Icon aria-hidden="true" />}
      {isRestart ? RESTART_LABEL : actionLabels[action]}
    </Button>
  );
}

/**
 * The time-tracking card (SPEC §2.5, §4.1, §4.2): worked time ticking every second, the state label,
 * the buttons the state allows, the start time and the breaks. What to show is decided by describeCard;
 * this only draws it.
 */
export function WorkshiftCard({
  shift,
  config,
  pendingAction,
  queueNotice,
  startChoice,
  onAction,
  onRequestEnd,
  onReportIncident,
  hasHistoryLink = true,
  lockedNotice = null,
}: {
  shift: Workshift | null;
  config: CardConfig;
  pendingAction: WorkshiftAction | undefined;
  /** The offline queue's taps, under the state. */
  queueNotice?: ReactNode;
  /** Shown above 'Iniciar jornada' when a start is possible (the work mode, where remote work is allowed). */
  startChoice?: ReactNode;
  onAction: (action: Exclude<WorkshiftAction, 'end'>) => void;
  onRequestEnd: () => void;
  onReportIncident: () => void;
  /** 'Ver historial' (an app page): not in the embedded widget. */
  hasHistoryLink?: boolean;
  /** When set, the clock actions are disabled and this says why (a scanned kiosk QR that expired). */
  lockedNotice?: ReactNode;
}) {
  const now = useNow();
  const today = useTodayWorkshifts();
  const otherBreaksToday = (today.data ?? [])
    .filter((other) => shift !== null && other.id !== shift.id && other.fecha === shift.fecha)
    .flatMap((other) => other.break_spans);
  const view = describeCard(shift, config, now, otherBreaksToday);
  const noteId = useId();
  const isLocked = lockedNotice !== null && lockedNotice !== undefined;
  const isBusy = pendingAction !== undefined || isLocked;
  const breakLine = view.breakDecision
    ? view.breakDecision.isAllowed
      ? view.breakDecision.note
      : view.breakDecision.reason
    : null;

  return (
    <Card className="flex flex-col gap-6 p-5 sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle>{view.title}</CardTitle>
          <p className="text-sm text-slate-600 dark:text-slate-400">{capitalize(madridLongDate(now))}</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <StatusBadge status={view.status} data-testid="workshift-status" aria-live="polite">
            {view.statusLabel}
          </StatusBadge>
          {shift?.offline && <OfflineBadge />}
        </div>
      </div>

      {queueNotice}

      <div className="flex flex-col items-center gap-1 py-2 text-center">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">Tiempo trabajado</p>
        <p
          data-testid="worked-time"
          className={cn(
            'text-5xl font-semibold tracking-tight tabular-nums sm:text-6xl',
            view.status === 'on_break' ? 'text-amber-700 dark:text-amber-300' : 'text-slate-900 dark:text-white',
          )}
        >
          {view.workedTime}
        </p>
        {view.startTime && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Inicio: <span className="tabular-nums">{view.startTime}</span>
            {shift?.hora_fin && (
              <>
                {' · '}Fin: <span className="tabular-nums">{shift.hora_fin}</span>
              </>
            )}
            {shift?.work_mode === 'teletrabajo' && ' · Teletrabajo'}
          </p>
        )}
      </div>

      {view.completedMessage && (
        <p className="flex items-center justify-center gap-2 text-center text-base font-semibold text-slate-900 dark:text-white">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-teal-700 dark:text-teal-400" />
          {view.completedMessage}
        </p>
      )}

      <div className="flex flex-col gap-2">
        {view.actions.includes('start') && startChoice}
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          {view.actions.map((action) =>
            action === 'breakStart' ? (
              view.breakDecision && (
                <BreakStartButton
                  key={action}
                  decision={view.breakDecision}
                  descriptionId={`${noteId}-break`}
                  isBusy={isBusy}
                  isLoading={pendingAction === 'breakStart'}
                  onClick={() => onAction('breakStart')}
                />
              )
            ) : (
              <ActionButton
                key={action}
                action={action}
                isRestart={action === 'start' && view.isRestart}
                isBusy={isBusy}
                isLoading={pendingAction === action}
                // Ending asks for confirmation first (the 'Finalizar jornada' dialog).
                onClick={action === 'end' ? onRequestEnd : () => onAction(action)}
              />
            ),
          )}
        </div>
        {isLocked ? (
          <div className="flex flex-col items-center gap-2 text-center" data-testid="workshift-locked">
            {lockedNotice}
          </div>
        ) : (
          breakLine && (
            <p id={`${noteId}-break`} className="text-center text-xs text-slate-600 dark:text-slate-400">
              {breakLine}
            </p>
          )
        )}
      </div>

      <BreakList breaks={view.breaks} />

      <div
        className={cn(
          'flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:items-center dark:border-slate-800',
          hasHistoryLink ? 'sm:justify-between' : 'sm:justify-end',
        )}
      >
        {hasHistoryLink && (
          <Link to="/time-history" className={cn(buttonClasses('ghost', 'md'), 'justify-center')}>
            <History aria-hidden="true" />
            Ver historial
          </Link>
        )}
        <Button variant="outline" onClick={onReportIncident}>
          <TriangleAlert aria-hidden="true" />
          Reportar incidencia
        </Button>
      </div>
    </Card>
  );
}
