import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';
import {
  CONFIRMATION_EXIT_MS,
  CONFIRMATION_FALLBACK_MS,
  CONFIRMATION_SHOW_MS,
  confirmationColours,
} from '../utils/confirmation-timing';
import type { ConfirmationSummary } from '../utils/describe-pos-card';

/**
 * SPEC §2.5: a full-screen animated confirmation of each action for about 3 s with the summary
 * (who, what, when, company, worked time), then back to the grid. A tap closes it sooner.
 */
export function ActionConfirmation({ summary, onDone }: { summary: ConfirmationSummary; onDone: () => void }) {
  const [isLeaving, setIsLeaving] = useState(false);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    const leave = setTimeout(() => setIsLeaving(true), CONFIRMATION_SHOW_MS);
    const done = setTimeout(() => onDoneRef.current(), CONFIRMATION_SHOW_MS + CONFIRMATION_EXIT_MS);
    // Should timers be throttled (a background tab), the card still closes.
    const fallback = setTimeout(() => onDoneRef.current(), CONFIRMATION_FALLBACK_MS + CONFIRMATION_EXIT_MS);
    return () => [leave, done, fallback].forEach(clearTimeout);
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a tap closes it early; it closes by itself anyway
    <div
      role="status"
      aria-live="assertive"
      data-testid="pos-confirmation"
      onClick={() => onDoneRef.current()}
      className={cn(
        'fixed inset-0 z-[60] flex flex-col items-center justify-center gap-6 p-6 text-center text-white animate-fade-in',
        confirmationColours[summary.action],
        isLeaving && 'animate-fade-out',
      )}
    >
      <CircleCheck aria-hidden="true" className="size-28 animate-pop-in sm:size-36" strokeWidth={1.5} />
      <div className="flex flex-col gap-2">
        <p className="text-4xl font-bold tracking-tight sm:text-5xl">{summary.title}</p>
        <p className="text-2xl font-medium sm:text-3xl">{summary.employeeName}</p>
        <p className="text-lg text-white/85">{summary.companyName}</p>
      </div>
      <dl className="flex gap-10">
        {[
          ['Hora', summary.time],
          ['Tiempo trabajado', summary.workedTime],
        ].map(([label, value]) => (
          <div key={label} className="flex flex-col gap-1">
            <dt className="text-sm text-white/80">{label}</dt>
            <dd className="text-3xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {summary.note && (
        <p
          data-testid="pos-confirmation-note"
          className="max-w-md rounded-xl bg-black/20 px-4 py-2 text-lg font-medium"
        >
          {summary.note}
        </p>
      )}
      <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-2 bg-white/25">
        <div className="h-full origin-left animate-countdown bg-white/80" />
      </div>
    </div>
  );
}
