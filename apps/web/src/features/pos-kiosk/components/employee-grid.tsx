import type { PosEmployee } from '@jornada/shared/api/pos';
import { SearchX, UserRoundSearch } from 'lucide-react';
import { useState } from 'react';
import { CentreFilter } from '../../../components/centre-filter';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useNow } from '../../../lib/use-now';
import { usePosEmployees } from '../api/get-pos-employees';
import { usePosPolling } from '../hooks/use-pos-polling';
import { matchesSearch } from '../utils/describe-pos-card';
import { centresOf, inCentre } from '../utils/kiosk-centres';
import { EmployeeTile } from './employee-tile';

const gridClasses = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';

/** Search and the large grid of the people allowed at this terminal, refreshed every 5 s. */
export function EmployeeGrid({
  search,
  isPolling,
  terminalCentreId,
  onSearch,
  onOpen,
}: {
  search: string;
  isPolling: boolean;
  /** The terminal's centre: first among the centre filters. */
  terminalCentreId: number | undefined;
  onSearch: (search: string) => void;
  onOpen: (employee: PosEmployee) => void;
}) {
  const employees = usePosEmployees();
  // For the tiles' start days: a shift from yesterday reads so once midnight has passed.
  const now = useNow(60_000);
  usePosPolling(employees.refetch, isPolling);
  const [centreId, setCentreId] = useState<number | null>(null);
  const centres = centresOf(employees.data ?? [], terminalCentreId);
  // A centre that left the list (its people moved) stops filtering.
  const activeCentre = centres.some((centre) => centre.id === centreId) ? centreId : null;
  const shown = inCentre(employees.data ?? [], activeCentre).filter((employee) => matchesSearch(employee.name, search));

  return (
    <section aria-label="Empleados" className="flex flex-col gap-4">
      <div className="relative">
        <UserRoundSearch
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500"
        />
        <Input
          type="search"
          aria-label="Buscar empleado"
          placeholder="Buscar empleado..."
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          className="h-14 rounded-xl pl-12 text-lg"
        />
      </div>
      {centres.length > 0 && (
        <CentreFilter variant="chips" centres={centres} value={activeCentre} onChange={setCentreId} />
      )}
      {employees.isPending ? (
        <div role="status" aria-label="Cargando empleados" className={gridClasses}>
          {Array.from({ length: 8 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            <Skeleton key={index} className="h-32 rounded-2xl" />
          ))}
        </div>
      ) : employees.isError && employees.data === undefined ? (
        <LoadError
          title="Error al cargar empleados"
          message="No se pudo obtener la lista de empleados del terminal."
          onRetry={() => void employees.refetch()}
        />
      ) : shown.length === 0 ? (
        <p className="flex flex-col items-center gap-2 py-12 text-center text-slate-600 dark:text-slate-400">
          <SearchX aria-hidden="true" className="size-8" />
          {search.trim() ? `Nadie coincide con «${search.trim()}».` : 'Este terminal no tiene empleados asignados.'}
        </p>
      ) : (
        <ul className={gridClasses}>
          {shown.map((employee) => (
            <li key={employee.id} className="flex">
              <EmployeeTile employee={employee} now={now} onOpen={() => onOpen(employee)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
