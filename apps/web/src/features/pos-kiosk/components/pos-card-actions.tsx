import { LogIn, LogOut, MapPin, Pause, Play } from 'lucide-react';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { PosCardView } from '../utils/describe-pos-card';
import { type PosAction, posActionLabels } from '../utils/pos-status';

const looks: Record<PosAction, { variant: ButtonVariant; icon: typeof LogIn }> = {
  start: { variant: 'primary', icon: LogIn },
  breakStart: { variant: 'outline', icon: Pause },
  breakEnd: { variant: 'primary', icon: Play },
  end: { variant: 'destructive', icon: LogOut },
};

function ActionButton({
  action,
  isMain,
  isDisabled,
  isLoading,
  onClick,
}: {
  action: PosAction;
  isMain: boolean;
  isDisabled: boolean;
  isLoading: boolean;
  onClick: () => void;
}) {
  const { variant, icon: Icon } = looks[action];
  return (
    <Button
      variant={isMain ? variant : 'outline'}
      className={cn('w-full', isMain ? 'h-16 text-xl [&_svg]:size-6' : 'h-12 text-base')}
      disabled={isDisabled}
      isLoading={isLoading}
      onClick={onClick}
    >
      {!isLoading && <Icon aria-hidden="true" />}
      {posActionLabels[action]}
    </Button>
  );
}

/** SPEC §2.5: one main action, a smaller second choice, and the note that location is recorded. */
export function PosCardActions({
  view,
  pendingAction,
  onAction,
}: {
  view: PosCardView;
  pendingAction: PosAction | null;
  onAction: (action: PosAction) => void;
}) {
  const { main, secondary } = view.actions;
  const isBusy = pendingAction !== null;
  const isBreakBlocked = secondary === 'breakStart' && view.breakDecision?.isAllowed === false;
  const breakLine =
    secondary === 'breakStart' && view.breakDecision
      ? view.breakDecision.isAllowed
        ? view.breakDecision.note
        : view.breakDecision.reason
      : null;
  return (
    <div className="flex flex-col gap-3">
      <ActionButton
        action={main}
        isMain
        isDisabled={isBusy}
        isLoading={pendingAction === main}
        onClick={() => onAction(main)}
      />
      {secondary && (
        <ActionButton
          action={secondary}
          isMain={false}
          isDisabled={isBusy || isBreakBlocked}
          isLoading={pendingAction === secondary}
          onClick={() => onAction(secondary)}
        />
      )}
      {breakLine && <p className="text-center text-xs text-slate-600 dark:text-slate-400">{breakLine}</p>}
      <p className="flex items-center justify-center gap-1.5 text-center text-sm text-slate-600 dark:text-slate-400">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        La ubicación se registra en cada fichaje.
      </p>
    </div>
  );
}
