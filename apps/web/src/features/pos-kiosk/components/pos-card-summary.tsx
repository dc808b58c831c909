import { StatusPill } from '../../../components/ui/status-pill';
import { cn } from '../../../lib/cn';
import type { StatusTone } from '../../../lib/status-tones';
import type { PosCardView } from '../utils/describe-pos-card';

/** The worked time's colour follows the POS status colour (SPEC §4.1). */
const timeColours: Record<StatusTone, string> = {
  success: 'text-emerald-700 dark:text-emerald-300',
  warning: 'text-amber-700 dark:text-amber-300',
  danger: 'text-red-700 dark:text-red-300',
  neutral: 'text-slate-900 dark:text-white',
};

/** The state label and the worked time, large (SPEC §2.5). */
export function PosCardSummary({ view, isCompact = false }: { view: PosCardView; isCompact?: boolean }) {
  return (
    <div className="flex flex-col items-center gap-2 text-center">
      <StatusPill
        tone={view.tone}
        hasDot
        isPulsing={view.tone === 'success'}
        className="px-3 py-1.5 text-sm"
        data-testid="pos-status"
        aria-live="polite"
      >
        {view.statusLabel}
      </StatusPill>
      <p className="text-sm font-medium text-slate-600 dark:text-slate-400">Tiempo trabajado</p>
      <p
        data-testid="pos-worked-time"
        className={cn(
          'font-semibold tracking-tight tabular-nums',
          // Smaller while the keypad is open, so both fit a landscape tablet.
          isCompact ? 'text-4xl' : 'text-6xl sm:text-7xl',
          timeColours[view.tone],
        )}
      >
        {view.workedTime}
      </p>
      {view.startTime && !isCompact && (
        <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
          Inicio: {view.startDay && `${view.startDay} `}
          {view.startTime}
          {view.endTime && ` · Fin: ${view.endTime}`}
        </p>
      )}
    </div>
  );
}
