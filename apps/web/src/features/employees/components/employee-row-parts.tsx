import type { Employee } from '@jornada/shared/api/employees';
import { Eye, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

export interface EmployeeRowActions {
  onDetails: (employee: Employee) => void;
  onEdit: (employee: Employee) => void;
  onDelete: (employee: Employee) => void;
  onReactivate: (employee: Employee) => void;
  onToggleActive: (employee: Employee, isActive: boolean) => void;
}

export interface EmployeeRowAccess {
  canEdit: boolean;
  canDelete: boolean;
  canReactivate: boolean;
  /** The logged-in user: nobody deletes themselves. */
  selfId: number;
  /** A reactivation in flight, so its buttons wait. */
  pendingId: number | null;
}

export function rowAccess(employee: Employee, access: EmployeeRowAccess) {
  const isSelf = employee.id === access.selfId;
  return {
    canEdit: access.canEdit && employee.active,
    canDelete: access.canDelete && employee.active && !isSelf,
    canReactivate: access.canReactivate && !employee.active,
    /** The mobile active switch: deactivates (after confirming) or reactivates. */
    canToggle: access.canDelete && access.canReactivate && !isSelf,
  };
}

export function EmployeeBadges({ employee, selfId }: { employee: Employee; selfId: number }) {
  return (
    <>
      {employee.id === selfId && <Badge variant="brand">Tú</Badge>}
      {!employee.active && (
        <Badge className="bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200">Antiguo empleado</Badge>
      )}
      {employee.active && employee.pending_activation && (
        <Badge
          className="bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200"
          title="Aún no ha elegido su contraseña"
        >
          Pendiente de activación
        </Badge>
      )}
    </>
  );
}

/** An email that may wrap after its '@' (never in the middle of a word) when the column is narrow. */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <span className="break-words">{email}</span>;
  return (
    <span>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </span>
  );
}

export function ManagersText({ employee }: { employee: Employee }) {
  if (employee.managers.length === 0) return <span className="text-slate-500 dark:text-slate-400">—</span>;
  return <>{employee.managers.join(', ')}</>;
}

const iconButton = 'size-9';
const dangerClasses = 'text-red-600 hover:bg-red-50 hover:text-red-700 dark:text-red-400 dark:hover:bg-red-950/60';

/** View details, edit, delete (SPEC §2.6); a former employee has Reactivar instead. */
export function RowActionButtons({
  employee,
  actions,
  access,
}: {
  employee: Employee;
  actions: EmployeeRowActions;
  access: EmployeeRowAccess;
}) {
  const allowed = rowAccess(employee, access);
  return (
    <div className="flex items-center justify-end gap-0.5">
      <Button
        variant="ghost"
        size="icon"
        className={iconButton}
        aria-label={`Ver detalles de ${employee.name}`}
        title="Ver detalles"
        onClick={() => actions.onDetails(employee)}
      >
        <Eye aria-hidden="true" />
      </Button>
      {allowed.canEdit && (
        <Button
          variant="ghost"
          size="icon"
          className={iconButton}
          aria-label={`Editar a ${employee.name}`}
          title="Editar"
          onClick={() => actions.onEdit(employee)}
        >
          <Pencil aria-hidden="true" />
        </Button>
      )}
      {allowed.canDelete && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Eliminar a ${employee.name}`}
          title="Eliminar"
          className={cn(iconButton, dangerClasses)}
          onClick={() => actions.onDelete(employee)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      )}
      {allowed.canReactivate && (
        <Button
          variant="outline"
          size="sm"
          isLoading={access.pendingId === employee.id}
          onClick={() => actions.onReactivate(employee)}
        >
          {access.pendingId !== employee.id && <RotateCcw aria-hidden="true" />}
          Reactivar
        </Button>
      )}
    </div>
  );
}
