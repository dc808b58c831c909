import { Users } from 'lucide-react';
import { QueryCard } from '../../../components/query-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useClientEmployees } from '../api/get-client-employees';
import { sortClientEmployees } from '../utils/client-employees';
import { ClientEmployeeCards, ClientEmployeeTable } from './client-employee-rows';

const skeleton = (
  <div role="status" aria-label="Cargando empleados" className="flex flex-col gap-2">
    {[0, 1, 2].map((i) => (
      <Skeleton key={i} className="h-10 w-full" />
    ))}
  </div>
);

/** The client's employees, current and former, read-only: changes are the company's to make. */
export function ClientEmployeesCard({ companyId }: { companyId: number }) {
  return (
    <QueryCard
      titleId="client-employees-title"
      title="Empleados"
      description="La plantilla de la empresa, con las bajas al final. Solo lectura: los cambios los hace la empresa."
      query={useClientEmployees(companyId)}
      loadError={{ title: 'Error al cargar los empleados', fallback: 'No se pudieron obtener los empleados.' }}
      skeleton={skeleton}
    >
      {(employees) => {
        if (employees.length === 0) {
          return (
            <p className="flex items-center gap-2 py-4 text-sm text-slate-600 dark:text-slate-400">
              <Users aria-hidden="true" className="size-5" />
              Esta empresa aún no tiene empleados.
            </p>
          );
        }
        const sorted = sortClientEmployees(employees);
        return (
          <>
            <ClientEmployeeTable employees={sorted} />
            <ClientEmployeeCards employees={sorted} />
          </>
        );
      }}
    </QueryCard>
  );
}
