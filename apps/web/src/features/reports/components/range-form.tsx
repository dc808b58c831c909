import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
import { describedBy, FormField } from '../../../components/ui/form-field';
import { type ReportPeriod, rangeError } from '../utils/period';

/** A free range of days (at most 366), applied with a button so a half-typed date asks for nothing. */
export function RangeForm({ period, onApply }: { period: ReportPeriod; onApply: (period: ReportPeriod) => void }) {
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [error, setError] = useState<ReturnType<typeof rangeError>>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = rangeError(from, to);
    setError(problem);
    if (!problem) onApply({ from, to });
  };

  const fromError = error?.field === 'from' ? error.message : undefined;
  const toError = error?.field === 'to' ? error.message : undefined;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="grid flex-1 grid-cols-1 gap-3 min-[420px]:grid-cols-2">
        <FormField id="report-from" label="Desde" error={fromError}>
          <DateInput
            id="report-from"
            value={from}
            onChange={setFrom}
            aria-invalid={fromError ? true : undefined}
            aria-describedby={describedBy('report-from', { error: fromError })}
          />
        </FormField>
        <FormField id="report-to" label="Hasta" error={toError}>
          <DateInput
            id="report-to"
            value={to}
            onChange={setTo}
            min={from || undefined}
            aria-invalid={toError ? true : undefined}
            aria-describedby={describedBy('report-to', { error: toError })}
          />
        </FormField>
      </div>
      <Button type="submit" variant="secondary" className="sm:mt-6.5">
        Aplicar
      </Button>
    </form>
  );
}
