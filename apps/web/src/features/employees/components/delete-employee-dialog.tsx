import type { Employee } from '@jornada/shared/api/employees';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';

/**
 * SPEC §2.6 '¿Eliminar empleado?'. Deleting deactivates: the person can no longer log in or clock,
 * their record is kept (4 years, art. 34.9 ET) and they can be reactivated from 'Antiguos empleados'.
 */
export function DeleteEmployeeDialog({
  employee,
  isOpen,
  isPending,
  onOpenChange,
  onConfirm,
}: {
  employee: Employee | null;
  isOpen: boolean;
  isPending: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: (employee: Employee) => void;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogContent role="alertdialog">
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-2 pr-8">
            <DialogTitle>¿Eliminar empleado?</DialogTitle>
            <DialogDescription>
              {employee?.name} dejará de poder iniciar sesión y fichar. Su registro de jornada se conserva y podrás
              reactivarlo desde «Antiguos empleados».
            </DialogDescription>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={isPending}>
                Cancelar
              </Button>
            </DialogClose>
            <Button variant="destructive" isLoading={isPending} onClick={() => employee && onConfirm(employee)}>
              {isPending ? 'Eliminando...' : 'Eliminar'}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
