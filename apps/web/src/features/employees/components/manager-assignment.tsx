import type { Employee } from '@jornada/shared/api/employees';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import type { ManagersState } from '../api/get-managers';
import { useUpdateEmployeeManagers } from '../api/update-employee-managers';
import { assignableManagers } from '../utils/employee-fields';
import { ManagersLoadError } from './managers-load-error';

interface Assigned {
  ids: number[];
  names: string[];
}

/**
 * A worker's managers (SPEC §5): add or remove one at a time. The list changes at once and is put
 * back if the server refuses. Only managers are offered, never the employee.
 */
export function ManagerAssignment({ employee, managers }: { employee: Employee; managers: ManagersState }) {
  const [assigned, setAssigned] = useState<Assigned>({ ids: employee.manager_ids, names: employee.managers });
  const [selected, setSelected] = useState('');
  const mutation = useUpdateEmployeeManagers();
  const options = assignableManagers(managers.data ?? [], { id: employee.id, manager_ids: assigned.ids });

  const change = (managerId: number, name: string, action: 'add' | 'remove') => {
    const previous = assigned;
    setAssigned(
      action === 'add'
        ? { ids: [...previous.ids, managerId], names: [...previous.names, name] }
        : {
            ids: previous.ids.filter((id) => id !== managerId),
            names: previous.names.filter((_, index) => previous.ids[index] !== managerId),
          },
    );
    mutation.mutate(
      { id: employee.id, manager_id: managerId, action },
      {
        onSuccess: (result) => setAssigned({ ids: result.manager_ids, names: result.managers }),
        onError: () => setAssigned(previous),
      },
    );
  };

  const onAdd = () => {
    const manager = options.find((option) => String(option.id) === selected);
    if (!manager) return;
    setSelected('');
    change(manager.id, manager.name, 'add');
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 flex w-full items-center justify-between text-sm font-medium text-slate-800 dark:text-slate-200">
        Managers
        {mutation.isPending && (
          <span className="inline-flex items-center gap-1 text-xs font-normal text-slate-500 dark:text-slate-400">
            <Spinner size="sm" /> Guardando...
          </span>
        )}
      </legend>
      {assigned.ids.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Sin manager asignado.</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {assigned.ids.map((id, index) => (
            <li
              key={id}
              className="inline-flex items-center gap-1 rounded-full bg-teal-50 py-1 pr-1 pl-3 text-sm text-teal-900 ring-1 ring-teal-200 ring-inset dark:bg-teal-950 dark:text-teal-100 dark:ring-teal-800"
            >
              {assigned.names[index]}
              <button
                type="button"
                disabled={mutation.isPending}
                aria-label={`Quitar a ${assigned.names[index]} como manager`}
                className="cursor-pointer rounded-full p-1 hover:bg-teal-100 disabled:cursor-not-allowed disabled:opacity-50 dark:hover:bg-teal-900"
                onClick={() => change(id, assigned.names[index] ?? '', 'remove')}
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="edit-employee-add-manager" className="sr-only">
          Añadir manager
        </Label>
        <div className="flex gap-2">
          <div className="min-w-0 flex-1">
            <NativeSelect
              id="edit-employee-add-manager"
              value={selected}
              disabled={mutation.isPending || options.length === 0}
              onChange={(event) => setSelected(event.target.value)}
            >
              <option value="">
                {options.length === 0 && !managers.isPending ? 'No hay más managers' : 'Añadir manager...'}
              </option>
              {options.map((manager) => (
                <option key={manager.id} value={String(manager.id)}>
                  {manager.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button variant="outline" disabled={selected === '' || mutation.isPending} onClick={onAdd}>
            <Plus aria-hidden="true" />
            Añadir
          </Button>
        </div>
        {managers.isError && <ManagersLoadError onRetry={managers.refetch} />}
      </div>
    </fieldset>
  );
}
