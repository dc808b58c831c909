import { Search, X } from 'lucide-react';
import { Input } from '../../../components/ui/input';
import { GESTORIA_SEARCH_MAX_LENGTH } from '../utils/gestoria-list-params';

/** The list's search box (name, CIF or email, searched on the server). */
export function GestoriaSearch({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
      />
      <Input
        id={id}
        type="search"
        value={value}
        maxLength={GESTORIA_SEARCH_MAX_LENGTH}
        placeholder={placeholder}
        autoComplete="off"
        className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
        onChange={(event) => onChange(event.target.value)}
      />
      {value && (
        <button
          type="button"
          aria-label="Borrar búsqueda"
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-600 dark:hover:bg-slate-800 dark:hover:text-white"
          onClick={() => onChange('')}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
