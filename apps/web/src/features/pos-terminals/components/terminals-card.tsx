import type { Employee } from '@jornada/shared/api/employees';
import { MonitorCheck, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { usePosTerminalLockouts } from '../api/get-pos-terminal-lockouts';
import { usePosTerminals } from '../api/get-pos-terminals';
import type { CentreOption } from '../utils/terminal-form';
import type { TerminalActions } from './terminal-item';
import { TerminalList } from './terminal-list';

export const EMPTY_TERMINALS_MESSAGE = 'Todavía no hay terminales.';

/** The list of terminals with its loading, error and empty states. */
export function TerminalsCard({
  employees,
  centres,
  canCreate,
  onCreate,
  ...actions
}: {
  employees: readonly Employee[];
  centres: readonly CentreOption[];
  /** False when the plan's terminals are all in use. */
  canCreate: boolean;
  onCreate: () => void;
} & TerminalActions) {
  const terminals = usePosTerminals();
  const lockouts = usePosTerminalLockouts();
  let content: ReactNode;
  if (terminals.isError && !terminals.data) {
    content = (
      <div className="p-4">
        <LoadError
          title="Error al cargar los terminales"
          message={errorMessage(terminals.error, 'No se pudieron obtener los terminales de la empresa.')}
          onRetry={() => void terminals.refetch()}
        />
      </div>
    );
  } else if (terminals.isPending) {
    content = (
      <div role="status" aria-label="Cargando terminales" className="flex flex-col gap-3 p-4">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-20 w-full" />
        ))}
      </div>
    );
  } else if (terminals.data.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <MonitorCheck aria-hidden="true" className="size-8 text-slate-400" />
        <p className="text-slate-700 dark:text-slate-300">{EMPTY_TERMINALS_MESSAGE}</p>
        <p className="max-w-md text-sm text-slate-500 dark:text-slate-400">
          Crea uno para que tus empleados fichen desde una tableta o un ordenador compartido en la entrada.
        </p>
        {canCreate && (
          <Button onClick={onCreate}>
            <Plus aria-hidden="true" />
            Nuevo terminal
          </Button>
        )}
      </div>
    );
  } else {
    content = (
      <TerminalList
        terminals={terminals.data}
        employees={employees}
        centres={centres}
        lockouts={lockouts.data ?? []}
        {...actions}
      />
    );
  }
  return <Card className="overflow-hidden">{content}</Card>;
}
