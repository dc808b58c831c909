import { type AdminCompanyDetails, trialEndsAtSchema } from '@jornada/shared/api/admin';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
import { describedBy, FormField } from '../../../components/ui/form-field';
import { useCompanyUpdate } from '../hooks/use-company-update';
import { extendedTrialDay, trialDayInputValue, trialSentence } from '../utils/company-format';
import { CompanyActionCard } from './company-action-card';

const QUICK_EXTENSIONS = [14, 30] as const;

const hint = 'La prueba dura hasta el final del día elegido (hora de Madrid).';

/** Sets the trial's last day: typed, picked, or its end pushed 14 or 30 days further. */
export function CompanyTrialForm({ company }: { company: AdminCompanyDetails }) {
  const [day, setDay] = useState(() => trialDayInputValue(company));
  const [error, setError] = useState<string | undefined>();
  const update = useCompanyUpdate(company.id);
  const onSubmit = () => {
    // The schema's own message names the API's formats; a person typed dd/mm/aaaa.
    const parsed = /^\d{4}-\d{2}-\d{2}$/.test(day) ? trialEndsAtSchema.safeParse(day) : null;
    if (!parsed?.success) {
      setError('Indica una fecha válida (dd/mm/aaaa).');
      return;
    }
    setError(undefined);
    update.save({ trial_ends_at: parsed.data }, { success: 'Periodo de prueba actualizado' });
  };
  return (
    <CompanyActionCard id="company-trial" title="Periodo de prueba" description={trialSentence(company)}>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FormField id="company-trial-day" label="Último día de prueba" hint={hint} error={error}>
          <DateInput
            id="company-trial-day"
            value={day}
            min={madridDate(new Date())}
            onChange={setDay}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy('company-trial-day', { error, hint })}
          />
        </FormField>
        <div className="flex flex-wrap gap-2">
          {QUICK_EXTENSIONS.map((days) => (
            <Button key={days} variant="secondary" size="sm" onClick={() => setDay(extendedTrialDay(company, days))}>
              +{days} días
            </Button>
          ))}
          <Button type="submit" variant="outline" size="sm" className="ml-auto" isLoading={update.isPending}>
            Guardar fecha
          </Button>
        </div>
      </form>
    </CompanyActionCard>
  );
}
