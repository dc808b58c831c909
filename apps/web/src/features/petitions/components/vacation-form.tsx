import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateVacationRequest,
  createVacationRequest,
  PETITION_COMMENT_MAX,
  vacationTypeLabels,
  vacationTypes,
} from '@jornada/shared/api/petitions';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import { CalendarDays } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { describedBy, FormField, InputField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { useHolidays } from '../api/get-holidays';
import { useVacationBalances } from '../api/get-vacation-balance';
import { useSubmitPetition } from '../hooks/use-submit-petition';
import {
  balanceShortfall,
  countsAgainstAllowance,
  countVacationDays,
  isRange,
  workingDaysLabel,
  yearsOf,
} from '../utils/vacation-values';
import { CreatePetitionFrame } from './create-petition-frame';
import { VacationBalanceCard } from './vacation-balance-card';

type VacationInput = z.input<typeof createVacationRequest>;

/** /petitions/create/vacation: a date range and a type, with the working days it takes and my balance. */
export function VacationForm() {
  const form = useForm<VacationInput, unknown, CreateVacationRequest>({
    resolver: zodResolver(createVacationRequest),
    defaultValues: { table_name: 'vacations', vacation_type: 'vacaciones', start_date: '', end_date: '', comment: '' },
  });
  const { submit, isPending, formError } = useSubmitPetition({
    setError: form.setError,
    fields: ['vacation_type', 'start_date', 'end_date', 'comment'],
  });
  const { errors } = form.formState;
  const [type, start, end] = form.watch(['vacation_type', 'start_date', 'end_date']);
  const thisYear = Number(madridDate(new Date()).slice(0, 4));
  const hasRange = isRange(start, end);
  // At most two years' balances matter to a request; a very long one is refused by the schema anyway.
  const years = hasRange ? yearsOf(start, end).slice(0, 2) : [Number((start || `${thisYear}`).slice(0, 4)) || thisYear];
  const balances = useVacationBalances(years);
  const holidays = useHolidays(hasRange ? yearsOf(start, end).slice(0, 3) : []);
  const holidaysReady = holidays.every((query) => query.isSuccess);
  const companyHolidays = holidays.flatMap((query) => query.data?.data.map((holiday) => holiday.date) ?? []);
  const count = hasRange && holidaysReady ? countVacationDays(start, end, companyHolidays) : null;
  const available = new Map(
    balances.flatMap((query) => (query.data ? [[query.data.year, query.data.available_days] as const] : [])),
  );
  const shortfall = balanceShortfall(type, count, available);
  // The balance right beside the count (on phones the balance card is below the form).
  const only = count?.byYear.length === 1 ? count.byYear[0] : undefined;
  const onlyAvailable = only ? available.get(only.year) : undefined;
  const remaining =
    only && onlyAvailable !== undefined && countsAgainstAllowance(type) && !shortfall
      ? { year: only.year, available: onlyAvailable, after: onlyAvailable - only.workingDays }
      : null;

  const onSubmit = form.handleSubmit((values) => {
    if (shortfall) return;
    submit({ ...values, comment: values.comment?.trim() ? values.comment : undefined });
  });

  const aside = (
    <div className="flex flex-col gap-4">
      {years.map((year, index) => (
        <VacationBalanceCard
          key={year}
          year={year}
          balance={balances[index]?.data}
          isError={balances[index]?.isError ?? false}
        />
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
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
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
          <InputField
            id="vacation-start"
            label="Desde"
            type="date"
            error={errors.start_date?.message}
            {...form.register('start_date')}
          />
          <InputField
            id="vacation-end"
            label="Hasta (incluido)"
            type="date"
            min={start || undefined}
            error={errors.end_date?.message}
            {...form.register('end_date')}
          />
        </div>
        <div
          aria-live="polite"
          className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm dark:border-slate-800 dark:bg-slate-800/40"
        >
          <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700 dark:text-teal-400" />
          {count ? (
            <p className="text-slate-700 dark:text-slate-300" data-testid="vacation-working-days">
              <span className="font-semibold text-slate-900 dark:text-white">
                {workingDaysLabel(count.workingDays)}
              </span>{' '}
              en {count.calendarDays === 1 ? '1 día natural' : `${count.calendarDays} días naturales`} (sin fines de
              semana ni festivos).
              {!countsAgainstAllowance(type) && ' No descuenta de tus días de vacaciones.'}
              {remaining !== null && (
                <span className="mt-1 block" data-testid="vacation-remaining">
                  Disponibles en {remaining.year}: {remaining.available}; después de esta solicitud te quedarían{' '}
                  <span className="font-semibold text-slate-900 dark:text-white">{remaining.after}</span>.
                </span>
              )}
            </p>
          ) : (
            <p className="text-slate-600 dark:text-slate-400">
              {hasRange ? 'Contando días laborables…' : 'Elige las fechas para ver cuántos días laborables ocupan.'}
            </p>
          )}
        </div>
        {shortfall && <Alert variant="warning">{shortfall}</Alert>}
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
        {formError && <Alert variant="error">{formError}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to="/petitions?view=create" className={buttonClasses('outline', 'md')}>
            Cancelar
          </Link>
          <Button type="submit" isLoading={isPending} disabled={shortfall !== null}>
            {isPending ? 'Enviando...' : 'Enviar solicitud'}
          </Button>
        </div>
      </form>
    </CreatePetitionFrame>
  );
}
