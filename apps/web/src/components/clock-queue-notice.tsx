import { madridTime } from '@jornada/shared/domain/madrid-time';
import { Clock, WifiOff, XCircle } from 'lucide-react';
import { type ClockAction, QUEUED_MESSAGE, type QueuedClockAction } from '../lib/clock-queue/clock-queue';
import { Button } from './ui/button';

export const queuedActionLabels: Record<ClockAction, string> = {
  start: 'Iniciar jornada',
  breakStart: 'Iniciar pausa',
  breakEnd: 'Finalizar pausa',
  end: 'Finalizar jornada',
};

function ItemLine({ item, onDismiss }: { item: QueuedClockAction; onDismiss: (key: string) => void }) {
  const what = `${item.subject ? `${item.subject.name} · ` : ''}${queuedActionLabels[item.action]}`;
  const time = madridTime(new Date(item.tapAt));
  if (item.refusal === undefined) {
    return (
      <li className="flex items-center gap-2">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        <span>
          {what} · <span className="tabular-nums">{time}</span> · Pendiente de envío
        </span>
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-2 rounded-lg bg-white/70 p-2 sm:flex-row sm:items-center dark:bg-slate-900/60">
      <span className="flex min-w-0 flex-1 items-start gap-2">
        <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700 dark:text-red-400" />
        <span>
          {what} · <span className="tabular-nums">{time}</span> · No registrado: {item.refusal}
        </span>
      </span>
      <Button size="sm" variant="outline" onClick={() => onDismiss(item.key)}>
        Descartar
      </Button>
    </li>
  );
}

/**
 * The taps waiting in the offline queue (and the ones the server refused on replay, until dismissed):
 * the same list on the home card and at the kiosk.
 */
export function ClockQueueNotice({
  items,
  onDismiss,
}: {
  items: readonly QueuedClockAction[];
  onDismiss: (key: string) => void;
}) {
  if (items.length === 0) return null;
  const hasPending = items.some((item) => item.refusal === undefined);
  return (
    <section
      data-testid="clock-queue"
      aria-live="polite"
      className="flex flex-col gap-2 rounded-xl border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950 dark:border-sky-900 dark:bg-sky-950/50 dark:text-sky-100"
    >
      {hasPending && (
        <p className="flex items-center gap-2 font-semibold">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {QUEUED_MESSAGE}
        </p>
      )}
      <ul className="flex flex-col gap-1.5">
        {items.map((item) => (
          <ItemLine key={item.key} item={item} onDismiss={onDismiss} />
        ))}
      </ul>
    </section>
  );
}
