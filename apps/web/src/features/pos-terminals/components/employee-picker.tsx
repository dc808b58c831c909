import type { Employee } from '@jornada/shared/api/employees';
import { useId, useState } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { ALL_EMPLOYEES_LABEL } from '../utils/terminal-employees';
import { toggleEmployee } from '../utils/terminal-form';

/** With more employees than this, the list gets a search box. */
const SEARCH_FROM = 8;

const scopes = [
  { value: 'all', label: ALL_EMPLOYEES_LABEL, hint: 'También quienes des de alta más adelante.' },
  { value: 'some', label: 'Solo algunos empleados', hint: 'Elige quién puede fichar en este terminal.' },
] as const;

type Scope = (typeof scopes)[number]['value'];

/** Who may clock at a terminal: everyone, or the employees ticked in the list. */
export function EmployeePicker({
  employees,
  scope,
  ids,
  error,
  onScopeChange,
  onIdsChange,
}: {
  employees: readonly Employee[];
  scope: Scope;
  ids: readonly number[];
  error?: string;
  onScopeChange: (scope: Scope) => void;
  onIdsChange: (ids: number[]) => void;
}) {
  const name = useId();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLocaleLowerCase('es');
  const shown = needle ? employees.filter((e) => e.name.toLocaleLowerCase('es').includes(needle)) : employees;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'terminal-employees-error' : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">Quién puede fichar aquí</legend>
      {scopes.map((option) => (
        <label key={option.value} className="flex cursor-pointer items-start gap-2 text-sm">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={scope === option.value}
            onChange={() => onScopeChange(option.value)}
            className="mt-0.5 size-4 shrink-0 cursor-pointer accent-teal-700 dark:accent-teal-500"
          />
          <span className="flex flex-col">
            <span className="font-medium text-slate-900 dark:text-white">{option.label}</span>
            <span className="text-xs text-slate-600 dark:text-slate-400">{option.hint}</span>
          </span>
        </label>
      ))}
      {scope === 'some' && (
        <div className="flex flex-col gap-2 pl-6">
          {employees.length > SEARCH_FROM && (
            <Input
              type="search"
              aria-label="Buscar empleado"
              placeholder="Buscar empleado"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
          <ul
            aria-label="Empleados"
            className={cn(
              'max-h-52 divide-y divide-slate-200 overflow-y-auto rounded-lg border dark:divide-slate-800',
              error ? 'border-red-500' : 'border-slate-300 dark:border-slate-700',
            )}
          >
            {shown.map((employee) => (
              <li key={employee.id}>
                <label
                  htmlFor={`terminal-employee-${employee.id}`}
                  className="flex cursor-pointer items-center gap-2 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800/60"
                >
                  <Checkbox
                    id={`terminal-employee-${employee.id}`}
                    className="mt-0"
                    checked={ids.includes(employee.id)}
                    onChange={(event) => onIdsChange(toggleEmployee(ids, employee.id, event.target.checked))}
                  />
                  {employee.name}
                </label>
              </li>
            ))}
            {shown.length === 0 && (
              <li className="px-3 py-2 text-sm text-slate-500 dark:text-slate-400">
                {employees.length === 0 ? 'No hay empleados que fichen.' : 'Ningún empleado coincide.'}
              </li>
            )}
          </ul>
          <p className="text-xs text-slate-600 dark:text-slate-400" aria-live="polite">
            {ids.length === 1 ? '1 empleado elegido' : `${ids.length} empleados elegidos`}
          </p>
        </div>
      )}
      {error && (
        <p id="terminal-employees-error" role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
