import type { Employee } from '@jornada/shared/api/employees';
import type { PosTerminal, PosTerminalWithPin } from '@jornada/shared/api/pos-terminals';
import { useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogClose } from '../../../components/ui/dialog';
import { InputField } from '../../../components/ui/form-field';
import { Switch } from '../../../components/ui/switch';
import { useTerminalForm } from '../hooks/use-terminal-form';
import type { CentreOption } from '../utils/terminal-form';
import { EmployeePicker } from './employee-picker';
import { TerminalCentreField } from './terminal-centre-field';

interface FormProps {
  terminal: PosTerminal | null;
  employees: readonly Employee[];
  /** The company's centres in use; the field shows when there are several. */
  centres: readonly CentreOption[];
  onCreated: (terminal: PosTerminalWithPin) => void;
  onDone: () => void;
}

/** The fields of a terminal; `employees` are the ones who can be allowed (active, who clock). */
export function TerminalForm({ terminal, employees, centres, onCreated, onDone }: FormProps) {
  const selectableIds = new Set(employees.map((employee) => employee.id));
  const { form, onSubmit, formError, isPending } = useTerminalForm({ terminal, selectableIds, onCreated, onDone });
  const { errors } = form.formState;
  const [scope, ids, requirePin, centreId] = useWatch({
    control: form.control,
    name: ['employee_scope', 'employee_ids', 'require_employee_pin', 'centre_id'],
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {formError && <Alert variant="error">{formError}</Alert>}
      <InputField
        id="terminal-name"
        label="Nombre del terminal"
        placeholder="Mostrador"
        hint="Para reconocerlo: dónde está o qué dispositivo es."
        autoComplete="off"
        maxLength={80}
        error={errors.name?.message}
        {...form.register('name')}
      />
      {centres.length > 1 && (
        <TerminalCentreField
          centres={centres}
          value={centreId}
          error={errors.centre_id}
          onChange={(value) => form.setValue('centre_id', value)}
        />
      )}
      <EmployeePicker
        employees={employees}
        scope={scope}
        ids={ids}
        error={errors.employee_ids?.message ?? errors.employee_ids?.root?.message}
        onScopeChange={(value) =>
          form.setValue('employee_scope', value, { shouldValidate: form.formState.isSubmitted })
        }
        onIdsChange={(value) => form.setValue('employee_ids', value, { shouldValidate: form.formState.isSubmitted })}
      />
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-0.5">
          <label htmlFor="terminal-require-pin" className="text-sm font-medium text-slate-800 dark:text-slate-200">
            Pedir el PIN personal de cada empleado
          </label>
          <p id="terminal-require-pin-hint" className="text-xs text-slate-600 dark:text-slate-400">
            Recomendado: sin él, cualquiera en el terminal puede fichar por otra persona.
          </p>
        </div>
        <Switch
          id="terminal-require-pin"
          aria-describedby="terminal-require-pin-hint"
          checked={requirePin}
          onCheckedChange={(checked) => form.setValue('require_employee_pin', checked)}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancelar</Button>
        </DialogClose>
        <Button type="submit" isLoading={isPending}>
          {isPending ? 'Guardando...' : terminal ? 'Guardar cambios' : 'Crear terminal'}
        </Button>
      </div>
    </form>
  );
}
