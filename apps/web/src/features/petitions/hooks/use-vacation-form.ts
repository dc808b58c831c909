import { type CreateVacationRequest, createVacationRequest } from '@jornada/shared/api/petition-requests';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '../../../lib/form-resolver';
import { useHolidays } from '../api/get-holidays';
import { useVacationBalances } from '../api/get-vacation-balance';
import {
  balanceShortfall,
  balanceYears,
  countVacationDays,
  isRange,
  remainingAfter,
  yearsOf,
} from '../utils/vacation-values';
import { useSubmitPetition } from './use-submit-petition';

type VacationInput = z.input<typeof createVacationRequest>;

/**
 * The vacation request: its form, the working days the range takes (company holidays included) and
 * the balances it draws on. A request that does not fit is not sent.
 */
export function useVacationForm() {
  const form = useForm<VacationInput, unknown, CreateVacationRequest>({
    resolver: zodResolver(createVacationRequest),
    defaultValues: { table_name: 'vacations', vacation_type: 'vacaciones', start_date: '', end_date: '', comment: '' },
  });
  const { submit, isPending, formError } = useSubmitPetition({
    setError: form.setError,
    fields: ['vacation_type', 'start_date', 'end_date', 'comment'],
  });
  const [type, start, end] = form.watch(['vacation_type', 'start_date', 'end_date']);
  const hasRange = isRange(start, end);
  // At most two years' balances matter to a request; a very long one is refused by the schema anyway.
  const years = balanceYears(start, end, Number(madridDate(new Date()).slice(0, 4)));
  const balances = useVacationBalances(years);
  const holidays = useHolidays(hasRange ? yearsOf(start, end).slice(0, 3) : []);
  const holidaysReady = holidays.every((query) => query.isSuccess);
  const holidayDates = holidays.flatMap((query) => query.data?.data.map((holiday) => holiday.date) ?? []);
  const count = hasRange && holidaysReady ? countVacationDays(start, end, holidayDates) : null;
  const available = new Map(
    balances.flatMap((query) => (query.data ? [[query.data.year, query.data.available_days] as const] : [])),
  );
  const shortfall = balanceShortfall(type, count, available);

  const onSubmit = form.handleSubmit((values) => {
    if (shortfall) return;
    submit({ ...values, comment: values.comment?.trim() ? values.comment : undefined });
  });

  return {
    form,
    onSubmit,
    isPending,
    formError,
    type,
    start,
    hasRange,
    count,
    shortfall,
    remaining: remainingAfter(type, count, available),
    balances: years.map((year, index) => ({ year, query: balances[index] })),
  };
}
