import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';

export interface CentreOption {
  id: number;
  name: string;
}

/** Every work centre, or the employees of one (shown only when the company has several). */
export function CentreFilter({
  options,
  value,
  onChange,
}: {
  options: readonly CentreOption[];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="report-centre">Centro de trabajo</Label>
      <NativeSelect
        id="report-centre"
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">Todos los centros</option>
        {value !== null && !options.some((option) => option.id === value) && (
          <option value={String(value)}>Centro {value}</option>
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
