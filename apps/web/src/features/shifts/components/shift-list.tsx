import type { Shift } from '@jornada/shared/api/shifts';
import { Moon, Pencil, Trash2, Users } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { employeeCountLabel, formatTimeRange, NIGHT_SHIFT_NOTE } from '../utils/format-shift';
import { WeekdayChips } from './weekday-chips';

interface ShiftListProps {
  shifts: readonly Shift[];
  /** Company admins: edit and delete buttons on each shift. */
  canManage: boolean;
  onEdit: (shift: Shift) => void;
  onDelete: (shift: Shift) => void;
}

function NightNote() {
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-indigo-700 dark:text-indigo-300">
      <Moon aria-hidden="true" className="size-3.5" />
      {NIGHT_SHIFT_NOTE}
    </span>
  );
}

function RowActions({ shift, onEdit, onDelete }: { shift: Shift } & Pick<ShiftListProps, 'onEdit' | 'onDelete'>) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" aria-label={`Editar turno ${shift.name}`} onClick={() => onEdit(shift)}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Eliminar turno ${shift.name}`}
        className="text-red-600 hover:bg-red-50 hover:text-red-700 dark:text-red-400 dark:hover:bg-red-950/60"
        onClick={() => onDelete(shift)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

/** Desktop: a table. */
function ShiftTable({ shifts, canManage, onEdit, onDelete }: ShiftListProps) {
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Turnos de la empresa</caption>
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Turno
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Horario
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Días
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Empleados
            </th>
            {canManage && (
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Acciones
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {shifts.map((shift) => (
            <tr key={shift.id} className="text-slate-800 dark:text-slate-200">
              <th scope="row" className="px-4 py-3 font-medium text-slate-900 dark:text-white">
                {shift.name}
              </th>
              <td className="px-4 py-3 whitespace-nowrap">
                <span className="flex flex-col gap-0.5">
                  <span className="tabular-nums">{formatTimeRange(shift.startTime, shift.endTime)}</span>
                  {shift.crossesMidnight && <NightNote />}
                </span>
              </td>
              <td className="px-4 py-3">
                <WeekdayChips weekdays={shift.weekdays} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">{employeeCountLabel(shift.employeeCount)}</td>
              {canManage && (
                <td className="px-4 py-2">
                  <RowActions shift={shift} onEdit={onEdit} onDelete={onDelete} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per shift. */
function ShiftCards({ shifts, canManage, onEdit, onDelete }: ShiftListProps) {
  return (
    <ul className="flex flex-col divide-y divide-slate-200 md:hidden dark:divide-slate-800">
      {shifts.map((shift) => (
        <li key={shift.id} className="flex flex-col gap-3 p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="flex min-w-0 flex-col gap-0.5">
              <p className="font-semibold break-words text-slate-900 dark:text-white">{shift.name}</p>
              <p className="text-lg font-semibold tabular-nums text-slate-800 dark:text-slate-100">
                {formatTimeRange(shift.startTime, shift.endTime)}
              </p>
              {shift.crossesMidnight && <NightNote />}
            </div>
            {canManage && <RowActions shift={shift} onEdit={onEdit} onDelete={onDelete} />}
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <WeekdayChips weekdays={shift.weekdays} />
            <span className="inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
              <Users aria-hidden="true" className="size-4" />
              {employeeCountLabel(shift.employeeCount)}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ShiftList(props: ShiftListProps) {
  return (
    <>
      <ShiftTable {...props} />
      <ShiftCards {...props} />
    </>
  );
}
