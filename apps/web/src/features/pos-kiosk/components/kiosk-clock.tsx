import { MADRID_TZ, madridTime } from '@jornada/shared/domain/madrid-time';
import { cn } from '../../../lib/cn';
import { useNow } from '../../../lib/use-now';

const longDate = new Intl.DateTimeFormat('es-ES', {
  timeZone: MADRID_TZ,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** The kiosk's clock: Madrid time, as the record keeps it. */
export function KioskClock({ className }: { className?: string }) {
  const now = useNow();
  const date = longDate.format(now);
  return (
    <div className={cn('flex items-baseline gap-2 leading-tight sm:flex-col sm:items-end sm:gap-0', className)}>
      <time
        dateTime={now.toISOString()}
        data-testid="kiosk-clock"
        className="text-2xl font-semibold tracking-tight text-slate-900 tabular-nums sm:text-4xl dark:text-white"
      >
        {madridTime(now).slice(0, 5)}
      </time>
      <span className="text-xs text-slate-600 first-letter:uppercase sm:text-sm dark:text-slate-400">{date}</span>
    </div>
  );
}
