import { activityActionGroups } from '@jornada/shared/api/logs';
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
import { FormField } from '../../../components/ui/form-field';
import { GroupedCombobox } from '../../../components/ui/grouped-combobox';
import { NativeSelect } from '../../../components/ui/native-select';
import type { LogPerson } from '../api/get-log-people';
import { hasActiveFilters, type LogFilters, rangeError } from '../utils/log-filters';

const ALL_ACTIONS = { value: '', label: 'Todas las acciones' };

export function ActivityLogFilters({
  filters,
  people,
  onChange,
}: {
  filters: LogFilters;
  people: readonly LogPerson[];
  /** The new filters; the page goes back to the first. */
  onChange: (next: Omit<LogFilters, 'page'>) => void;
}) {
  const { page: _, ...current } = filters;
  const set = (patch: Partial<Omit<LogFilters, 'page'>>) => onChange({ ...current, ...patch });
  const dateError = rangeError(filters);
  const isPersonListed = filters.person === undefined || people.some((person) => person.id === filters.person);

  return (
    <search className="grid grid-cols-2 gap-3 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
      <div className="col-span-2 sm:col-span-1">
        <FormField id="log-person" label="Persona">
          <NativeSelect
            id="log-person"
            value={filters.person ?? ''}
            onChange={(event) => set({ person: event.target.value ? Number(event.target.value) : undefined })}
          >
            <option value="">Todas las personas</option>
            {!isPersonListed && <option value={filters.person}>Persona n.º {filters.person}</option>}
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.isFormer ? `${person.name} (antiguo empleado)` : person.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <div className="col-span-2 sm:col-span-1">
        <FormField id="log-action" label="Acción">
          <GroupedCombobox
            id="log-action"
            groups={activityActionGroups}
            allOption={ALL_ACTIONS}
            value={filters.action ?? ''}
            onChange={(action) => set({ action: action || undefined })}
            listLabel="Acciones"
            emptyMessage={(query) => `Ninguna acción coincide con «${query.trim()}».`}
          />
        </FormField>
      </div>
      <FormField id="log-from" label="Desde">
        <DateInput
          id="log-from"
          value={filters.from ?? ''}
          max={filters.to}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={dateError ? 'log-range-error' : undefined}
          onChange={(day) => set({ from: day || undefined })}
        />
      </FormField>
      <FormField id="log-to" label="Hasta">
        <DateInput
          id="log-to"
          value={filters.to ?? ''}
          min={filters.from}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={dateError ? 'log-range-error' : undefined}
          onChange={(day) => set({ to: day || undefined })}
        />
      </FormField>
      {hasActiveFilters(filters) && (
        <Button variant="ghost" onClick={() => onChange({})} className="col-span-2 justify-self-start lg:col-span-1">
          <X aria-hidden="true" />
          Limpiar filtros
        </Button>
      )}
      {dateError && (
        <p
          id="log-range-error"
          role="alert"
          className="col-span-full text-xs font-medium text-red-600 dark:text-red-400"
        >
          {dateError}
        </p>
      )}
    </search>
  );
}
