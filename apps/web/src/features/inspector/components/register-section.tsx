import { hasNothingToRecord, NOTHING_TO_RECORD, type RegisterResponse } from '@jornada/shared/api/reports';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { LoadError } from '../../../components/ui/load-error';
import { errorMessage } from '../../../lib/api-client';
import { InspectorLoading } from './inspector-loading';
import { WorkerRegister } from './worker-register';

/** People with nothing to record in the period (the admin who never clocks): named once, without tables. */
function NothingToRecord({ employees }: { employees: RegisterResponse['employees'] }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <h3 className="font-semibold text-slate-900 dark:text-white">{NOTHING_TO_RECORD}</h3>
      <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">Sin jornadas, vacaciones ni permisos propios.</p>
      <ul className="flex flex-col gap-1 text-sm text-slate-700 dark:text-slate-300">
        {employees.map((employee) => (
          <li key={employee.id}>
            {employee.name}
            {employee.identification ? ` · DNI/NIE ${employee.identification}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Each worker's register of the period, one table per worker; those with nothing to record, listed once at the end. */
export function RegisterSection({ query }: { query: UseQueryResult<RegisterResponse, unknown> }) {
  return (
    <section className="flex flex-col gap-3" aria-labelledby="inspector-workers">
      <h2 id="inspector-workers" className="text-lg font-semibold text-slate-900 dark:text-white">
        Registro por trabajador
      </h2>
      {query.isPending ? (
        <InspectorLoading label="Cargando el registro…" />
      ) : query.isError ? (
        <LoadError
          title="No se pudo cargar el registro"
          message={errorMessage(query.error)}
          onRetry={() => query.refetch()}
        />
      ) : query.data.employees.length === 0 ? (
        <Alert variant="info" title="Sin trabajadores">
          <p>La empresa no tiene trabajadores con registro en este periodo.</p>
        </Alert>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {query.data.employees.length} {query.data.employees.length === 1 ? 'trabajador' : 'trabajadores'}. Horas en
            formato h:mm. Pulsa en un trabajador para ver o plegar su registro diario.
          </p>
          {query.data.employees
            .filter((employee) => !hasNothingToRecord(employee))
            .map((employee) => (
              <WorkerRegister key={employee.id} employee={employee} />
            ))}
          {query.data.employees.some(hasNothingToRecord) && (
            <NothingToRecord employees={query.data.employees.filter(hasNothingToRecord)} />
          )}
        </>
      )}
    </section>
  );
}
