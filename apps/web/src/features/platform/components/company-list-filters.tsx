import { type CompanyState, companyStates } from '@jornada/shared/domain/subscription';
import { X } from 'lucide-react';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { SearchField } from '../../../components/ui/search-field';
import { companyStateLabels } from '../../../lib/status-tones';

const isStateFilter = (value: string): value is CompanyState | '' =>
  value === '' || (companyStates as readonly string[]).includes(value);

/** The dashboard's "trials ending soon", as a filter that says what it is and goes with one click. */
function EndingWithinChip({ days, onClear }: { days: number; onClear: () => void }) {
  return (
    <button
      type="button"
      onClick={onClear}
      className="inline-flex items-center gap-1.5 self-start rounded-full bg-amber-50 px-3 py-1.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-teal-600 sm:self-center dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-700"
    >
      Pruebas que acaban en {days} días
      <X aria-hidden="true" className="size-3.5" />
      <span className="sr-only">(quitar el filtro)</span>
    </button>
  );
}

/** Search by name, CIF or identifier, the state filter, and the trials ending soon when asked for. */
export function CompanyListFilters({
  searchText,
  onSearchText,
  state,
  onState,
  endingWithinDays,
  onClearEndingWithin,
}: {
  searchText: string;
  onSearchText: (text: string) => void;
  state: CompanyState | '';
  onState: (state: CompanyState | '') => void;
  endingWithinDays: number | null;
  onClearEndingWithin: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center dark:border-slate-800">
      {endingWithinDays !== null && <EndingWithinChip days={endingWithinDays} onClear={onClearEndingWithin} />}
      <SearchField
        className="flex-1"
        id="company-search"
        label="Buscar empresas"
        placeholder="Buscar por nombre, CIF o identificador..."
        value={searchText}
        onChange={onSearchText}
      />
      <div className="sm:w-52">
        <Label htmlFor="company-state" className="sr-only">
          Estado
        </Label>
        <NativeSelect
          id="company-state"
          value={state}
          onChange={(event) => isStateFilter(event.target.value) && onState(event.target.value)}
        >
          <option value="">Todos los estados</option>
          {companyStates.map((option) => (
            <option key={option} value={option}>
              {companyStateLabels[option]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
