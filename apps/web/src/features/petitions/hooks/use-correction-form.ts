import { type CreateCorrectionRequest, createCorrectionRequest } from '@jornada/shared/api/petition-requests';
import type { Workshift } from '@jornada/shared/api/workshift';
import { madridDate, madridTime } from '@jornada/shared/domain/madrid-time';
import { useRef } from 'react';
import { type Resolver, type UseFormReturn, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/form-resolver';
import { type CorrectionFormValues, correctionDefaults, toCorrectionInput } from '../utils/correction-values';
import { useSubmitPetition } from './use-submit-petition';

export type CorrectionForm = UseFormReturn<CorrectionFormValues, unknown, CreateCorrectionRequest>;

/** The shared schema validates what is sent: the form's values mapped to the request first. */
function correctionResolver(
  shiftOf: (id: string) => Workshift | undefined,
): Resolver<CorrectionFormValues, unknown, CreateCorrectionRequest> {
  const shared = zodResolver(createCorrectionRequest);
  return (values, context, options) =>
    shared(toCorrectionInput(values, shiftOf(values.workshift_id)), context, options as never) as ReturnType<
      Resolver<CorrectionFormValues, unknown, CreateCorrectionRequest>
    >;
}

/**
 * A correction of one of `shifts`: picking another shift refills the times with what it recorded
 * (the reason typed so far is kept), and entries cannot lie in the future.
 */
export function useCorrectionForm({
  shifts,
  initial,
}: {
  shifts: readonly Workshift[];
  initial: Workshift | undefined;
}) {
  const byId = useRef(new Map<string, Workshift>());
  byId.current = new Map(shifts.map((shift) => [String(shift.id), shift]));
  const form: CorrectionForm = useForm<CorrectionFormValues, unknown, CreateCorrectionRequest>({
    resolver: correctionResolver((id) => byId.current.get(id)),
    defaultValues: correctionDefaults(initial),
  });
  const breaks = useFieldArray({ control: form.control, name: 'breaks' });
  const { submit, isPending, formError } = useSubmitPetition({
    setError: form.setError,
    fields: ['workshift_id', 'started_at', 'ended_at', 'breaks', 'reason'],
  });

  const shiftField = form.register('workshift_id', {
    onChange: (event: { target: { value: string } }) => {
      const next = byId.current.get(event.target.value);
      form.reset({ ...correctionDefaults(next), reason: form.getValues('reason') });
    },
  });

  return {
    form,
    breaks,
    shiftField,
    selected: byId.current.get(form.watch('workshift_id')),
    now: `${madridDate(new Date())}T${madridTime(new Date()).slice(0, 5)}`,
    onSubmit: form.handleSubmit(submit),
    isPending,
    formError,
  };
}
