import { type CompanyState, companyStates } from '@jornada/shared/domain/subscription';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { SearchField } from '../../../components/ui/search-field';
import { companyStateLabels } from '../../../lib/status-tones';

const isStateFilter = (value: string): value is CompanyState | '' =>
  value === '' || (companyStates as readonly string[]).includes(value);

/** Search by name, CIF or identifier, and the state filter. */
export function CompanyListFilters({
  searchText,
  onSearchText,
  state,
  onState,
}: {
  searchText: string;
  onSearchText: (text: string) => void;
  state: CompanyState | '';
  onState: (state: CompanyState | '') => void;
}) {
  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center dark:border-slate-800">
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
