import type { Employee } from '@jornada/shared/api/employees';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { OfflineBadge } from '../../../components/offline-badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useEmployeeWorkshifts } from '../api/get-employee-workshifts';
import { roleLabels } from '../utils/employee-list';
import { recentShifts } from '../utils/employee-shifts';
import { EMPLOYEE_TEXTS } from '../utils/employee-toasts';

/**
 * The correction form with this employee's shift chosen: from a manager or an admin, a proposal the
 * worker accepts or rejects (ADR 006).
 */
function correctionLink(workshiftId: number, employeeId: number): string {
  return `/petitions/create/workshift-correction?${new URLSearchParams({
    workshift_id: String(workshiftId),
    employee_id: String(employeeId),
  })}`;
}

/** SPEC §9: the details dialog shows the 3 most recent shifts. */
const RECENT_SHIFTS = 3;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-sm break-all text-slate-900 dark:text-white">{children}</dd>
    </div>
  );
}

function RecentShifts({ employeeId }: { employeeId: number }) {
  const shifts = useEmployeeWorkshifts(employeeId);
  if (shifts.isPending) {
    return (
      <div role="status" aria-label="Cargando jornadas" className="flex flex-col gap-2">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-9 w-full" />
        ))}
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
  const rows = recentShifts(shifts.data, RECENT_SHIFTS);
  if (rows.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">Todavía no tiene jornadas registradas.</p>;
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Últimas jornadas</caption>
        <thead className="bg-slate-50 text-xs text-slate-600 dark:bg-slate-800/60 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Fecha
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Entrada
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Salida
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Ubicaciones
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={row.key} className="text-slate-800 tabular-nums dark:text-slate-200">
              <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                <span className="flex flex-wrap items-center gap-1">
                  {row.date}
                  {row.isOffline && <OfflineBadge />}
                </span>
                {/* Under the date, so a phone sees it without scrolling the table sideways. */}
                {row.id !== null && (
                  <Link
                    to={correctionLink(row.id, employeeId)}
                    className="text-xs font-medium text-teal-700 hover:underline dark:text-teal-400"
                    aria-label={`Proponer una corrección de la jornada del ${row.date}`}
                  >
                    Corregir
                  </Link>
                )}
              </th>
              <td className="px-3 py-2">{row.start}</td>
              <td className="px-3 py-2">{row.end}</td>
              <td className="px-3 py-2 text-right">
                <span className="inline-flex items-center gap-1">
                  <MapPin aria-hidden="true" className="size-3.5 text-slate-400" />
                  {row.locationCount}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** SPEC §2.6 'Detalles del empleado': name, email, role, state, the 3 latest shifts, 'Ver mapa de ubicaciones'. */
export function EmployeeDetailsDialog({
  employee,
  isOpen,
  onOpenChange,
  onShowMap,
}: {
  employee: Employee | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onShowMap: (employee: Employee) => void;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-1 pr-8">
            <DialogTitle>Detalles del empleado</DialogTitle>
            <DialogDescription className="sr-only">Datos y últimas jornadas</DialogDescription>
          </div>
          {employee && (
            <>
              <dl className="grid gap-4 sm:grid-cols-2">
                <Detail label="Nombre">{employee.name}</Detail>
                <Detail label="Email">{employee.email}</Detail>
                <Detail label="Rol">{roleLabels[employee.role]}</Detail>
                <Detail label="Estado">
                  <span
                    className={cn(
                      'inline-flex items-center gap-1.5 font-medium',
                      employee.active ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400',
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={cn('size-2 rounded-full', employee.active ? 'bg-emerald-500' : 'bg-red-500')}
                    />
                    {employee.active ? 'Activo' : 'Inactivo'}
                  </span>
                </Detail>
                {employee.identification && <Detail label="Identificación">{employee.identification}</Detail>}
                {employee.phone && <Detail label="Teléfono">{employee.phone}</Detail>}
                {employee.payroll_code && <Detail label="Código de nómina">{employee.payroll_code}</Detail>}
                {employee.shift && (
                  <Detail label="Turno">
                    {employee.shift.name} ({employee.shift.startTime} - {employee.shift.endTime})
                  </Detail>
                )}
                {employee.managers.length > 0 && <Detail label="Managers">{employee.managers.join(', ')}</Detail>}
              </dl>
              <section aria-labelledby="employee-recent-shifts" className="flex flex-col gap-2">
                <h3 id="employee-recent-shifts" className="text-sm font-semibold text-slate-900 dark:text-white">
                  Últimas jornadas
                </h3>
                <RecentShifts employeeId={employee.id} />
              </section>
              <div className="flex justify-end">
                <Button onClick={() => onShowMap(employee)}>
                  <MapPin aria-hidden="true" />
                  Ver mapa de ubicaciones
                </Button>
              </div>
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
