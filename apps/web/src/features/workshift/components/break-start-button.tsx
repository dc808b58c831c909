import type { BreakDecision } from '@jornada/shared/domain/break-policy';
import { Coffee } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * The tooltip (Radix's, with its positioning code) is only for a forbidden break: a file of its own,
 * not in the first download of every worker's home. Until it loads, the reason is already on screen.
 */
const ReasonTooltip = lazy(() => import('./break-reason-tooltip'));

/**
 * 'Iniciar pausa' (a decided deviation: SPEC renders no break button). When the break policy forbids a
 * break the button stays visible but disabled, with the reason as tooltip and as its description.
 * A disabled button gets no pointer events, so the tooltip hangs on a wrapper.
 */
export function BreakStartButton({
  decision,
  descriptionId,
  isBusy,
  isLoading,
  onClick,
}: {
  decision: BreakDecision;
  /** Id of the visible line that shows the note or the reason. */
  descriptionId: string;
  isBusy: boolean;
  isLoading: boolean;
  onClick: () => void;
}) {
  const button = (
    <Button
      variant="secondary"
      size="lg"
      className="w-full sm:w-auto"
      disabled={!decision.isAllowed || isBusy}
      isLoading={isLoading}
      aria-describedby={descriptionId}
      onClick={onClick}
    >
      {!isLoading && <Coffee aria-hidden="true" />}
      Iniciar pausa
    </Button>
  );
  if (decision.isAllowed) return button;
  const wrapped = <span className="inline-flex w-full sm:w-auto">{button}</span>;
  return (
    <Suspense fallback={wrapped}>
      <ReasonTooltip reason={decision.reason}>{wrapped}</ReasonTooltip>
    </Suspense>
  );
}
