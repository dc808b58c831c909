import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';

export interface EmployeeOption {
  id: number;
  name: string;
}

/** Everyone in reach, or one of them (company admin: the whole company; manager: the team and themself). */
export function EmployeeFilter({
  options,
  value,
  isLoading,
  onChange,
}: {
  options: readonly EmployeeOption[];
  value: number | null;
  isLoading: boolean;
  onChange: (id: number | null) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="report-employee">Empleado</Label>
      <NativeSelect
        id="report-employee"
        value={value === null ? '' : String(value)}
        disabled={isLoading}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{isLoading ? 'Cargando empleados…' : 'Todos los empleados'}</option>
        {/* A chosen id not in the list (a former employee, a link) still shows as chosen. */}
        {value !== null && !options.some((option) => option.id === value) && (
          <option value={String(value)}>Empleado {value}</option>
        )}
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
