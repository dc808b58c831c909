import type { PosTerminal, PosTerminalWithPin } from '@jornada/shared/api/pos-terminals';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useClockingEmployees } from '../api/get-clocking-employees';
import type { CentreOption } from '../utils/terminal-form';
import { TerminalForm } from './terminal-form';

/** Create a terminal (terminal = null) or edit one: its name, centre, who may clock there, the personal PIN. */
export function TerminalFormDialog({
  isOpen,
  terminal,
  centres,
  onCreated,
  onClose,
}: {
  isOpen: boolean;
  terminal: PosTerminal | null;
  centres: readonly CentreOption[];
  onCreated: (terminal: PosTerminalWithPin) => void;
  onClose: () => void;
}) {
  const employees = useClockingEmployees();
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-1 pr-8">
            <DialogTitle>{terminal ? `Editar «${terminal.name}»` : 'Nuevo terminal'}</DialogTitle>
            <DialogDescription>
              {terminal
                ? 'Los cambios se aplican al terminal en cuanto los guardes.'
                : 'Al crearlo verás su identificador y su PIN para activarlo en el dispositivo.'}
            </DialogDescription>
          </div>
          {employees.data ? (
            // Keyed so every opening starts from the terminal's current values.
            <TerminalForm
              key={terminal?.id ?? 'new'}
              terminal={terminal}
              employees={employees.data}
              centres={centres}
              onCreated={onCreated}
              onDone={onClose}
            />
          ) : employees.isError ? (
            <LoadError
              title="Error al cargar empleados"
              message={errorMessage(employees.error, 'No se pudo obtener la lista de empleados.')}
              onRetry={() => void employees.refetch()}
            />
          ) : (
            <div role="status" aria-label="Cargando empleados" className="flex flex-col gap-3">
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-24 w-full" />
            </div>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
