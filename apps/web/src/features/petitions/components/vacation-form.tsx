import { PETITION_COMMENT_MAX, vacationTypeLabels, vacationTypes } from '@jornada/shared/api/petitions';
import { Controller } from 'react-hook-form';
import { FormActions } from '../../../components/forms/form-actions';
import { Alert } from '../../../components/ui/alert';
import { DateField } from '../../../components/ui/date-time-fields';
import { describedBy, FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { useVacationForm } from '../hooks/use-vacation-form';
import { CreatePetitionCancel, CreatePetitionFrame } from './create-petition-frame';
import { VacationBalanceCard } from './vacation-balance-card';
import { VacationDaysSummary } from './vacation-days-summary';

/** /petitions/create/vacation: a date range and a type, with the working days it takes and my balance. */
export function VacationForm() {
  const vacation = useVacationForm();
  const { form } = vacation;
  const { errors } = form.formState;

  const aside = (
    <div className="flex flex-col gap-4">
      {vacation.balances.map(({ year, query }) => (
        <VacationBalanceCard key={year} year={year} balance={query?.data} isError={query?.isError ?? false} />
      ))}
    </div>
  );

  return (
    <CreatePetitionFrame
      kind="vacations"
      title="Solicitar vacaciones"
      description="Vacaciones, asuntos propios o un permiso. Solo las vacaciones descuentan de tus días del año."
      aside={aside}
    >
      <form onSubmit={vacation.onSubmit} noValidate className="flex flex-col gap-4">
        <FormField id="vacation-type" label="Tipo" error={errors.vacation_type?.message}>
          <NativeSelect
            id="vacation-type"
            aria-invalid={errors.vacation_type ? true : undefined}
            aria-describedby={describedBy('vacation-type', { error: errors.vacation_type })}
            {...form.register('vacation_type')}
          >
            {vacationTypes.map((value) => (
              <option key={value} value={value}>
                {vacationTypeLabels[value]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="start_date"
            render={({ field }) => (
              <DateField id="vacation-start" label="Desde" error={errors.start_date?.message} {...field} />
            )}
          />
          <Controller
            control={form.control}
            name="end_date"
            render={({ field }) => (
              <DateField
                id="vacation-end"
                label="Hasta (incluido)"
                min={vacation.start || undefined}
                error={errors.end_date?.message}
                {...field}
              />
            )}
          />
        </div>
        <VacationDaysSummary
          type={vacation.type}
          count={vacation.count}
          hasRange={vacation.hasRange}
          remaining={vacation.remaining}
        />
        {vacation.shortfall && <Alert variant="warning">{vacation.shortfall}</Alert>}
        <FormField id="vacation-comment" label="Comentario (opcional)" error={errors.comment?.message}>
          <Textarea
            id="vacation-comment"
            rows={3}
            maxLength={PETITION_COMMENT_MAX}
            aria-invalid={errors.comment ? true : undefined}
            aria-describedby={describedBy('vacation-comment', { error: errors.comment })}
            {...form.register('comment')}
          />
        </FormField>
        {vacation.formError && <Alert variant="error">{vacation.formError}</Alert>}
        <FormActions
          cancel={<CreatePetitionCancel />}
          submitLabel="Enviar solicitud"
          isPending={vacation.isPending}
          isSubmitDisabled={vacation.shortfall !== null}
        />
      </form>
    </CreatePetitionFrame>
  );
}
