import { Search, X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Input } from './input';

/**
 * A search box: the label is for screen readers, the placeholder says what it searches, and a button
 * clears it. The caller decides when to ask the server (useDebouncedValue).
 */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  onChange,
  maxLength = 100,
  className,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  className?: string;
}) {
  return (
    <div className={cn('relative', className)}>
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
        maxLength={maxLength}
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
