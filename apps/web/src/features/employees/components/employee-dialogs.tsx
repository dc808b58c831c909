import type { Employee } from '@jornada/shared/api/employees';
import type { SessionUser } from '@jornada/shared/api/session';
import type { ManagersState } from '../api/get-managers';
import type { CentreOption, ShiftOption } from '../utils/employee-fields';
import { CreateEmployeeDialog } from './create-employee-dialog';
import { DeleteEmployeeDialog } from './delete-employee-dialog';
import { EditEmployeeDialog } from './edit-employee-dialog';
import { EmployeeDetailsDialog } from './employee-details-dialog';
import { LocationHistoryDialog } from './location-history-dialog';

export type OpenEmployeeDialog =
  | { kind: 'create' }
  | { kind: 'edit' | 'details' | 'map' | 'delete'; employee: Employee }
  | null;

export interface EmployeeDialogsProps {
  dialog: OpenEmployeeDialog;
  onDialogChange: (dialog: OpenEmployeeDialog) => void;
  /** The employee as the list has them now (a save refreshes the list). */
  current: (employee: Employee) => Employee;
  user: SessionUser;
  access: { canCreate: boolean; canAssignManagers: boolean };
  managers: ManagersState;
  shifts: readonly ShiftOption[] | undefined;
  centres: readonly CentreOption[] | undefined;
  checkUserLimit: () => boolean;
  isDeleting: boolean;
  onDelete: (employee: Employee) => void;
  onChanged: () => void;
}

/** The list's dialogs; one is open at a time. */
export function EmployeeDialogs({ dialog, onDialogChange, current, user, access, ...props }: EmployeeDialogsProps) {
  const employee = dialog && dialog.kind !== 'create' ? current(dialog.employee) : null;
  const isDialog = (kind: NonNullable<OpenEmployeeDialog>['kind']) => dialog?.kind === kind;
  const employeeIn = (kind: NonNullable<OpenEmployeeDialog>['kind']) => (isDialog(kind) ? employee : null);
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) onDialogChange(null);
  };

  return (
    <>
      {access.canCreate && (
        <CreateEmployeeDialog
          isOpen={isDialog('create')}
          onOpenChange={onOpenChange}
          managers={props.managers}
          shifts={props.shifts}
          canCreate={props.checkUserLimit}
          onCreated={props.onChanged}
        />
      )}
      <EditEmployeeDialog
        employee={employeeIn('edit')}
        isOpen={isDialog('edit')}
        onOpenChange={(isOpen) => {
          if (isOpen) return;
          onDialogChange(null);
          props.onChanged();
        }}
        actorRole={user.role}
        canInvite={access.canCreate}
        canAssignManagers={access.canAssignManagers}
        managers={props.managers}
        shifts={props.shifts}
        centres={props.centres}
      />
      <EmployeeDetailsDialog
        employee={employeeIn('details')}
        isOpen={isDialog('details')}
        onOpenChange={onOpenChange}
        onShowMap={(shown) => onDialogChange({ kind: 'map', employee: shown })}
      />
      <LocationHistoryDialog employee={employeeIn('map')} isOpen={isDialog('map')} onOpenChange={onOpenChange} />
      <DeleteEmployeeDialog
        employee={employeeIn('delete')}
        isOpen={isDialog('delete')}
        isPending={props.isDeleting}
        onOpenChange={onOpenChange}
        onConfirm={props.onDelete}
      />
    </>
  );
}
