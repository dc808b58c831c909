import type { Shift } from '@jornada/shared/api/shifts';
import { CalendarClock, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useShifts } from '../api/get-shifts';
import { DeleteShiftDialog } from './delete-shift-dialog';
import { ShiftFormDialog } from './shift-form-dialog';
import { ShiftList } from './shift-list';

export const EMPTY_SHIFTS_MESSAGE = 'Todavía no hay turnos.';

function ShiftsSkeleton() {
  return (
    <div role="status" aria-label="Cargando turnos" className="flex flex-col gap-3 p-4">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

type DialogState = { type: 'form'; shift: Shift | null } | { type: 'delete'; shift: Shift } | null;

/**
 * /shifts and /turnos: the company's shifts (name, times, days, how many employees have each). Only
 * roles with 'manage:shift' (the company admin) get the create, edit and delete controls.
 */
export function ShiftsPage({ canManage }: { canManage: boolean }) {
  const shifts = useShifts();
  const [dialog, setDialog] = useState<DialogState>(null);
  const onCreate = () => setDialog({ type: 'form', shift: null });

  let content: ReactNode;
  if (shifts.isError && !shifts.data) {
    content = (
      <div className="p-4">
        <LoadError
          title="Error al cargar turnos"
          message={errorMessage(shifts.error, 'No se pudieron obtener los turnos de la empresa.')}
          onRetry={() => void shifts.refetch()}
        />
      </div>
    );
  } else if (shifts.isPending) {
    content = <ShiftsSkeleton />;
  } else if (shifts.data.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <CalendarClock aria-hidden="true" className="size-8 text-slate-400" />
        <p className="text-slate-700 dark:text-slate-300">{EMPTY_SHIFTS_MESSAGE}</p>
        {canManage && (
          <>
            <p className="max-w-md text-sm text-slate-500 dark:text-slate-400">
              Crea el primero para indicar a tus empleados su hora de entrada y de salida.
            </p>
            <Button onClick={onCreate}>
              <Plus aria-hidden="true" />
              Nuevo turno
            </Button>
          </>
        )}
      </div>
    );
  } else {
    content = (
      <ShiftList
        shifts={shifts.data}
        canManage={canManage}
        onEdit={(shift) => setDialog({ type: 'form', shift })}
        onDelete={(shift) => setDialog({ type: 'delete', shift })}
      />
    );
  }

  const close = (isOpen: boolean) => {
    if (!isOpen) setDialog(null);
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">Turnos</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Horarios de trabajo de la empresa, con sus días y cuántos empleados tienen cada uno.
          </p>
        </div>
        {canManage && (shifts.data?.length ?? 0) > 0 && (
          <Button onClick={onCreate} className="self-start sm:self-auto">
            <Plus aria-hidden="true" />
            Nuevo turno
          </Button>
        )}
      </div>
      <Card className="overflow-hidden">{content}</Card>
      {canManage && (
        <>
          <ShiftFormDialog
            shift={dialog?.type === 'form' ? dialog.shift : null}
            isOpen={dialog?.type === 'form'}
            onOpenChange={close}
          />
          <DeleteShiftDialog
            shift={dialog?.type === 'delete' ? dialog.shift : null}
            isOpen={dialog?.type === 'delete'}
            onOpenChange={close}
          />
        </>
      )}
    </div>
  );
}
