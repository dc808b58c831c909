import type { Employee } from '@jornada/shared/api/employees';
import { MapPinOff } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { useEmployeeWorkshifts } from '../api/get-employee-workshifts';
import { EMPLOYEE_TEXTS } from '../utils/employee-toasts';
import {
  dayLocationPoints,
  formatCoordinates,
  type LocationPoint,
  locationActionStyles,
  locationDays,
  OTHER_ACTION_COLOR,
} from '../utils/location-points';
import { LocationMap } from './location-map';

/** SPEC §8 empty states of the map. */
export const LOCATION_EMPTY = {
  employee: 'No hay datos de localización disponibles para este empleado.',
  day: (date: string) => `No hay datos de localización para el día ${date}.`,
  table: 'No hay ubicaciones registradas.',
} as const;

function Legend() {
  const items = [...Object.values(locationActionStyles), { label: 'Otros (incidencias)', color: OTHER_ACTION_COLOR }];
  return (
    <ul aria-label="Leyenda" className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-slate-700 dark:text-slate-300">
      {items.map((item) => (
        <li key={item.label} className="inline-flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="size-3 rounded-full ring-2 ring-white dark:ring-slate-900"
            style={{ backgroundColor: item.color }}
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2.6 'Registro cronológico': Acción, Hora (HH:mm:ss), Coordenadas (4 decimals, hidden on phones). */
function ChronologicalTable({ points }: { points: readonly LocationPoint[] }) {
  return (
    <section aria-labelledby="location-log-title" className="flex flex-col gap-2">
      <h3 id="location-log-title" className="text-sm font-semibold text-slate-900 dark:text-white">
        Registro cronológico
      </h3>
      {points.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{LOCATION_EMPTY.table}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs text-slate-600 dark:bg-slate-800/60 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Acción
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Hora
                </th>
                <th scope="col" className="hidden px-3 py-2 font-semibold sm:table-cell">
                  Coordenadas
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {points.map((point) => (
                <tr key={point.key} className="text-slate-800 dark:text-slate-200">
                  <th scope="row" className="px-3 py-2 font-medium">
                    <span className="inline-flex items-center gap-2">
                      <span
                        aria-hidden="true"
                        className="size-2.5 rounded-full"
                        style={{ backgroundColor: point.color }}
                      />
                      {point.label}
                    </span>
                  </th>
                  <td className="px-3 py-2 tabular-nums">{point.time}</td>
                  <td className="hidden px-3 py-2 text-slate-600 tabular-nums sm:table-cell dark:text-slate-400">
                    {formatCoordinates(point, 4)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function LocationHistory({ employee }: { employee: Employee }) {
  const shifts = useEmployeeWorkshifts(employee.id);
  const days = useMemo(() => locationDays(shifts.data ?? []), [shifts.data]);
  const [chosen, setChosen] = useState<string | null>(null);
  // The newest day is preselected; a chosen day stays while it still exists.
  const day = days.find((item) => item.date === chosen) ?? days[0] ?? null;
  const points = useMemo(
    () => (day && shifts.data ? dayLocationPoints(shifts.data, day.date) : []),
    [day, shifts.data],
  );

  if (shifts.isPending) {
    return (
      <div
        role="status"
        className="flex h-[400px] items-center justify-center gap-3 text-sm text-slate-600 dark:text-slate-300"
      >
        <Spinner size="sm" /> Cargando mapa...
      </div>
    );
  }
  if (shifts.isError) {
    return (
      <LoadError
        title={EMPLOYEE_TEXTS.loadLocationsError}
        message={shifts.error.message}
        onRetry={() => void shifts.refetch()}
      />
    );
  }
  if (!day) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
        <MapPinOff aria-hidden="true" className="size-8 text-slate-400" />
        <p className="text-slate-600 dark:text-slate-400">{LOCATION_EMPTY.employee}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="sm:w-56">
          <FormField id="location-date" label="Seleccionar fecha">
            <NativeSelect id="location-date" value={day.date} onChange={(event) => setChosen(event.target.value)}>
              {days.map((item) => (
                <option key={item.date} value={item.date}>
                  {item.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <Legend />
      </div>
      <LocationMap points={points} emptyMessage={points.length === 0 ? LOCATION_EMPTY.day(day.label) : undefined} />
      <ChronologicalTable points={points} />
    </div>
  );
}

/** SPEC §2.6 'Historial de Ubicaciones': where each clock action of a day was recorded. */
export function LocationHistoryDialog({
  employee,
  isOpen,
  onOpenChange,
}: {
  employee: Employee | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-3xl">
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-1 pr-8">
            <DialogTitle>Historial de Ubicaciones</DialogTitle>
            <DialogDescription>{employee?.name}</DialogDescription>
          </div>
          {employee && <LocationHistory key={employee.id} employee={employee} />}
        </div>
      </DialogContent>
    </Dialog>
  );
}
