import {
  type DecidePetitionRequest,
  decidePetitionRequest,
  PETITION_COMMENT_MAX,
  type Petition,
} from '@jornada/shared/api/petitions';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { describedBy, FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage, isNetworkError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/form-resolver';
import { useDecidePetition } from '../api/decide-petition';
import { decisionLabels, statusLabel } from '../utils/petition-format';

type DecisionInput = z.input<typeof decidePetitionRequest>;

/**
 * Approve (or, for a correction proposed to the worker, accept) or reject, with a comment; a rejection
 * must say why (the shared schema's rule).
 */
export function DecisionForm({ petition }: { petition: Petition }) {
  const form = useForm<DecisionInput, unknown, DecidePetitionRequest>({
    resolver: zodResolver(decidePetitionRequest),
    defaultValues: { decision: 'approved', comment: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const decide = useDecidePetition({
    onDecided: (decided) =>
      toast({
        title: `Petición ${statusLabel(decided.status, decided.requires_acceptance).toLowerCase()}`,
        variant: 'success',
      }),
  });
  const labels = decisionLabels(petition.requires_acceptance);
  const { errors } = form.formState;
  const decision = form.watch('decision');

  const submit = (next: DecisionInput['decision']) => {
    form.setValue('decision', next);
    setFormError(null);
    void form.handleSubmit((values) =>
      decide.mutate(
        { id: petition.id, decision: values.decision, comment: values.comment || undefined },
        {
          onError: (error) => {
            if (applyServerFieldErrors(error, form.setError, ['comment'])) return;
            if (!isNetworkError(error)) setFormError(errorMessage(error));
          },
        },
      ),
    )();
  };

  return (
    <form
      noValidate
      aria-label="Decidir la petición"
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit('approved');
      }}
    >
      <FormField
        id="decision-comment"
        label="Comentario"
        hint="Opcional al aprobar; obligatorio al rechazar."
        error={errors.comment?.message}
      >
        <Textarea
          id="decision-comment"
          rows={3}
          maxLength={PETITION_COMMENT_MAX}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={describedBy('decision-comment', {
            error: errors.comment,
            hint: 'Opcional al aprobar; obligatorio al rechazar.',
          })}
          {...form.register('comment')}
        />
      </FormField>
      {formError && <Alert variant="error">{formError}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          className="border-red-300 text-red-700 hover:bg-red-50 dark:border-red-900 dark:text-red-400 dark:hover:bg-red-950/50"
          isLoading={decide.isPending && decision === 'rejected'}
          disabled={decide.isPending}
          onClick={() => submit('rejected')}
        >
          {!(decide.isPending && decision === 'rejected') && <X aria-hidden="true" />}
          {labels.reject}
        </Button>
        <Button type="submit" isLoading={decide.isPending && decision === 'approved'} disabled={decide.isPending}>
          {!(decide.isPending && decision === 'approved') && <Check aria-hidden="true" />}
          {labels.approve}
        </Button>
      </div>
    </form>
  );
}
