import {
  isRegisterDayWorked,
  type RegisterDay,
  type RegisterEmployee,
  type RegisterShift,
} from '@jornada/shared/api/reports';
import { originalTimesText } from '@jornada/shared/domain/register-shift-text';
import { cn } from '../../../lib/cn';
import { formatMinutes, formatShortDay } from '../utils/inspector-format';

const cell = 'px-3 py-2 text-right font-mono tabular-nums whitespace-nowrap';
const head = 'px-3 py-2 text-xs font-semibold text-slate-600 dark:text-slate-300';

function ShiftLine({ shift }: { shift: RegisterShift }) {
  const end = shift.end === null ? 'sin salida' : `${shift.end}${shift.end_date ? ' (día sig.)' : ''}`;
  const pauses = shift.pauses.map((p) => `${p.start}–${p.end ?? '…'}`).join(', ');
  return (
    <div className="flex flex-col">
      <span className="font-mono tabular-nums">
        {shift.start}–{end}
        {shift.work_mode === 'teletrabajo' && (
          <span className="ml-2 font-sans text-xs text-sky-700 dark:text-sky-300">Teletrabajo</span>
        )}
        {shift.status === 'incomplete' && (
          <span className="ml-2 font-sans text-xs text-red-700 dark:text-red-300">Incompleta (no computa)</span>
        )}
        {shift.corrected && (
          <span className="ml-2 font-sans text-xs text-amber-700 dark:text-amber-300">
            Corregida{shift.original ? ` (fichado ${originalTimesText(shift)})` : ''}
          </span>
        )}
      </span>
      {pauses && <span className="text-xs text-slate-500 dark:text-slate-400">Pausas: {pauses}</span>}
    </div>
  );
}

function DayRow({ day }: { day: RegisterDay }) {
  const isQuiet = day.shifts.length === 0;
  // Only incomplete shifts: nothing to count yet, so no figures (not a misleading 0:00).
  const isIncomplete = !isQuiet && !isRegisterDayWorked(day);
  return (
    <tr
      className={cn('border-t border-slate-100 dark:border-slate-800', isQuiet && 'text-slate-400 dark:text-slate-500')}
    >
      <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap">
        {formatShortDay(day.date)}
      </th>
      <td className="px-3 py-2 text-left">
        {day.shifts.length > 0
          ? day.shifts.map((shift) => <ShiftLine key={shift.id} shift={shift} />)
          : (day.absence?.label ?? 'Sin registro')}
      </td>
      <td className={cell}>{isQuiet ? '' : isIncomplete ? 'Incompleta' : formatMinutes(day.worked_minutes)}</td>
      <td className={cell}>{isQuiet || isIncomplete ? '' : formatMinutes(day.ordinary_minutes)}</td>
      <td className={cell}>{day.complementary_minutes ? formatMinutes(day.complementary_minutes) : ''}</td>
      <td className={cell}>{day.overtime_minutes ? formatMinutes(day.overtime_minutes) : ''}</td>
    </tr>
  );
}

/** The worker's days: entries and exits, pauses, and the hours of each class; totals at the foot. */
export function WorkerDaysTable({ employee }: { employee: RegisterEmployee }) {
  const { totals } = employee;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">Registro diario de {employee.name}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          <tr>
            <th scope="col" className={cn(head, 'text-left')}>
              Día
            </th>
            <th scope="col" className={cn(head, 'text-left')}>
              Entrada–salida
            </th>
            <th scope="col" className={cn(head, 'text-right')}>
              Trabajadas
            </th>
            <th scope="col" className={cn(head, 'text-right')}>
              Ordinarias
            </th>
            <th scope="col" className={cn(head, 'text-right')}>
              Complem.
            </th>
            <th scope="col" className={cn(head, 'text-right')}>
              Extra
            </th>
          </tr>
        </thead>
        <tbody>
          {employee.days.map((day) => (
            <DayRow key={day.date} day={day} />
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 font-semibold dark:border-slate-700">
          <tr>
            <th scope="row" colSpan={2} className="px-3 py-2 text-left">
              Total ({totals.days_worked} {totals.days_worked === 1 ? 'día trabajado' : 'días trabajados'})
            </th>
            <td className={cell}>{formatMinutes(totals.worked)}</td>
            <td className={cell}>{formatMinutes(totals.ordinary)}</td>
            <td className={cell}>{formatMinutes(totals.complementary)}</td>
            <td className={cell}>{formatMinutes(totals.overtime)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
