import { isRegisterDayWorked, type RegisterDay, type RegisterShift } from '@jornada/shared/api/reports';
import { originalTimesText } from '@jornada/shared/domain/register-shift-text';
import { OfflineBadge } from '../../../components/offline-badge';
import { formatMinutes } from '../utils/format-minutes';
import { formatDayLabel } from '../utils/register-rows';

const workModeLabels = { presencial: 'Presencial', teletrabajo: 'Teletrabajo' } as const;

function ShiftLine({ shift }: { shift: RegisterShift }) {
  const pauses = shift.pauses.map((p) => `${p.start}–${p.end ?? '…'}`).join(', ');
  return (
    <li className="flex flex-wrap gap-x-3 gap-y-0.5">
      <span className="font-medium text-slate-900 tabular-nums dark:text-white">
        {shift.start}–{shift.end ?? 'sin salida'}
        {shift.end_date ? ` (${shift.end_date.split('-').reverse().join('/')})` : ''}
      </span>
      <span>{workModeLabels[shift.work_mode]}</span>
      {pauses && <span>Pausas {pauses}</span>}
      {shift.status === 'incomplete' && (
        <span className="text-red-700 dark:text-red-300">Incompleta: no computa hasta que se cierre</span>
      )}
      {shift.corrected && (
        <span className="text-amber-700 dark:text-amber-300">
          Corregida{shift.original ? ` (fichado ${originalTimesText(shift)})` : ''}
        </span>
      )}
      {shift.offline && <OfflineBadge />}
    </li>
  );
}

/** One worker's days: each shift with its pauses, and the day's classification; absences say why. */
export function RegisterDays({ days }: { days: readonly RegisterDay[] }) {
  const shown = days.filter((day) => day.shifts.length > 0 || (day.absence && day.absence.kind !== 'weekend'));
  if (shown.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">No hay jornadas registradas en este periodo.</p>;
  }
  return (
    <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
      {shown.map((day) => (
        <li key={day.date} className="grid gap-1 py-2 sm:grid-cols-[9rem_1fr_auto] sm:gap-4">
          <span className="font-medium text-slate-700 capitalize dark:text-slate-300">{formatDayLabel(day.date)}</span>
          <div className="text-slate-600 dark:text-slate-400">
            {day.shifts.length > 0 ? (
              <ul className="flex flex-col gap-0.5">
                {day.shifts.map((shift) => (
                  <ShiftLine key={shift.id} shift={shift} />
                ))}
              </ul>
            ) : (
              <span>{day.absence?.label}</span>
            )}
          </div>
          {day.shifts.length > 0 && !isRegisterDayWorked(day) && (
            <span className="text-slate-700 dark:text-slate-300">Incompleta</span>
          )}
          {isRegisterDayWorked(day) && (
            <span className="text-slate-700 tabular-nums dark:text-slate-300">
              {formatMinutes(day.worked_minutes)} h
              {day.complementary_minutes > 0 && ` · compl. ${formatMinutes(day.complementary_minutes)}`}
              {day.overtime_minutes > 0 && ` · extra ${formatMinutes(day.overtime_minutes)}`}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
