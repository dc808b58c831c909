import { useMemo } from 'react';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { monthLabel, recentMonths } from '../utils/months';

/** A month of the last two years, newest first; the current one is marked as still open. */
export function MonthSelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (month: string) => void;
}) {
  const months = useMemo(() => recentMonths(new Date()), []);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)} className="sm:w-56">
        {months.map((month, index) => (
          <option key={month} value={month}>
            {monthLabel(month)}
            {index === 0 ? ' (en curso)' : ''}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
