import { ListChecks } from 'lucide-react';
import { QueryCard } from '../../../components/query-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useOvertimeYear } from '../api/get-overtime';
import { employeesWithOvertime } from '../utils/overtime-rows';
import { OvertimeEmployee } from './overtime-employee';

/**
 * The overtime of the selected period's year (art. 35 ET), per worker in reach: each month's hours,
 * how they were settled and the yearly 80 h counter. Read-only but for the company admin, who records
 * each month as paid or compensated with rest.
 */
export function OvertimePanel({
  year,
  employeeId,
  canSettle,
  companyId = null,
}: {
  year: number;
  employeeId: number | null;
  canSettle: boolean;
  /** The client company a gestoría reads. */
  companyId?: number | null;
}) {
  const overtime = useOvertimeYear(year, employeeId, { companyId });
  const description = canSettle
    ? `Año ${year}. Indica cómo se liquidó cada mes: pagadas o compensadas con descanso; estas no cuentan para el límite de 80 h al año (art. 35.2 ET).`
    : `Año ${year}. Máximo 80 h al año (art. 35.2 ET); las compensadas con descanso no cuentan.`;
  return (
    <QueryCard
      titleId="overtime-title"
      title="Horas extraordinarias"
      description={description}
      query={overtime}
      data-testid="overtime-section"
      loadError={{
        title: 'Error al cargar las horas extra',
        fallback: 'No se pudieron obtener las horas extra del año.',
      }}
      skeleton={
        <div role="status" aria-label="Cargando horas extra" className="flex flex-col gap-2">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-16 w-full" />
        </div>
      }
    >
      {(data) => {
        const employees = employeesWithOvertime(data.data);
        if (employees.length === 0) {
          return (
            <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
              <ListChecks aria-hidden="true" className="size-5 text-emerald-600" />
              Sin horas extraordinarias en {year}.
            </p>
          );
        }
        return (
          <ul
            aria-busy={overtime.isPlaceholderData}
            className={cn('flex flex-col gap-4', overtime.isPlaceholderData && 'opacity-60')}
          >
            {employees.map((employee) => (
              <OvertimeEmployee key={employee.employee_id} employee={employee} year={data.year} canSettle={canSettle} />
            ))}
          </ul>
        );
      }}
    </QueryCard>
  );
}
