import { Search } from 'lucide-react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { COMPANY_SEARCH_MAX_LENGTH } from '../utils/company-list-params';

/** The list's search box; the label is for screen readers, the placeholder says what it searches. */
export function CompanySearchField({
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
    <div className="relative flex-1">
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <Input
        id={id}
        type="search"
        placeholder={placeholder}
        autoComplete="off"
        maxLength={COMPANY_SEARCH_MAX_LENGTH}
        value={value}
        className="pl-9"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
