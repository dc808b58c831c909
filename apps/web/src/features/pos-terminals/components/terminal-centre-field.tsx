import type { FieldError } from 'react-hook-form';
import { NativeSelect } from '../../../components/ui/native-select';
import type { CentreOption } from '../utils/terminal-form';

/** Where the terminal stands: offered only when the company has more than one centre. */
export function TerminalCentreField({
  centres,
  value,
  error,
  onChange,
}: {
  centres: readonly CentreOption[];
  value: number | null;
  error?: FieldError;
  onChange: (centreId: number) => void;
}) {
  const selected = value ?? centres.find((centre) => centre.is_default)?.id ?? centres[0]?.id;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="terminal-centre" className="text-sm font-medium text-slate-800 dark:text-slate-200">
        Centro de trabajo
      </label>
      <NativeSelect
        id="terminal-centre"
        aria-describedby="terminal-centre-hint"
        aria-invalid={error ? true : undefined}
        value={selected}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {centres.map((centre) => (
          <option key={centre.id} value={centre.id}>
            {centre.name}
          </option>
        ))}
      </NativeSelect>
      <p id="terminal-centre-hint" className="text-xs text-slate-600 dark:text-slate-400">
        Las entradas fichadas en este terminal quedan registradas en este centro.
      </p>
      {error?.message && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error.message}
        </p>
      )}
    </div>
  );
}
