import { Search } from 'lucide-react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import type { EmployeeFilterState } from '../hooks/use-employee-list';
import {
  isRoleFilter,
  isStatusFilter,
  roleFilterLabels,
  roleFilters,
  statusFilterLabels,
  statusFilters,
} from '../utils/employee-list';

function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative flex-1">
      <Label htmlFor="employee-search" className="sr-only">
        Buscar empleados
      </Label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <Input
        id="employee-search"
        type="search"
        placeholder="Buscar empleados..."
        autoComplete="off"
        value={value}
        className="pl-9"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  labels,
  isOption,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  isOption: (value: string) => value is T;
  onChange: (value: T) => void;
}) {
  return (
    <>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => isOption(event.target.value) && onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </NativeSelect>
    </>
  );
}

/** SPEC §2.6: search by name or email, role filter, and (for those who may reactivate) former employees. */
export function EmployeeFilters({
  filters,
  canFilterStatus,
  onChange,
}: {
  filters: EmployeeFilterState;
  canFilterStatus: boolean;
  onChange: (change: Partial<EmployeeFilterState>) => void;
}) {
  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center dark:border-slate-800">
      <SearchBox value={filters.search} onChange={(search) => onChange({ search })} />
      <div className="grid gap-3 min-[420px]:grid-cols-2 sm:flex">
        <div className={canFilterStatus ? 'sm:w-44' : 'min-[420px]:col-span-2 sm:w-44'}>
          <FilterSelect
            id="employee-role-filter"
            label="Filtrar por rol"
            value={filters.role}
            options={roleFilters}
            labels={roleFilterLabels}
            isOption={isRoleFilter}
            onChange={(role) => onChange({ role })}
          />
        </div>
        {canFilterStatus && (
          <div className="sm:w-48">
            <FilterSelect
              id="employee-status-filter"
              label="Mostrar antiguos empleados"
              value={filters.status}
              options={statusFilters}
              labels={statusFilterLabels}
              isOption={isStatusFilter}
              onChange={(status) => onChange({ status })}
            />
          </div>
        )}
      </div>
    </div>
  );
}
