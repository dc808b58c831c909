import type { PosTerminal, PosTerminalWithPin } from '@jornada/shared/api/pos-terminals';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage, isNetworkError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/form-resolver';
import { useCreatePosTerminal } from '../api/create-pos-terminal';
import { useUpdatePosTerminal } from '../api/update-pos-terminal';
import {
  defaultTerminalValues,
  type TerminalFormValues,
  terminalFormSchema,
  toCreateRequest,
  toUpdateRequest,
} from '../utils/terminal-form';

const fieldNames = ['name', 'employee_ids', 'require_employee_pin', 'centre_id'] as const;

/**
 * The create / edit form of a terminal: a new one hands its PIN (shown once) to `onCreated`; an edit
 * sends only what changed and closes (nothing changed: it just closes).
 */
export function useTerminalForm({
  terminal,
  selectableIds,
  onCreated,
  onDone,
}: {
  terminal: PosTerminal | null;
  selectableIds: ReadonlySet<number>;
  onCreated: (terminal: PosTerminalWithPin) => void;
  onDone: () => void;
}) {
  const form = useForm<TerminalFormValues, unknown, z.output<typeof terminalFormSchema>>({
    resolver: zodResolver(terminalFormSchema),
    defaultValues: defaultTerminalValues(terminal, selectableIds),
  });
  const create = useCreatePosTerminal();
  const update = useUpdatePosTerminal();
  const [formError, setFormError] = useState<string | null>(null);

  const onError = (error: unknown) => {
    if (applyServerFieldErrors(error, form.setError, fieldNames)) return;
    // A lost connection already showed its own toast.
    if (!isNetworkError(error)) setFormError(errorMessage(error));
  };

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    if (!terminal) {
      create.mutate(toCreateRequest(values), { onSuccess: onCreated, onError });
      return;
    }
    const body = toUpdateRequest(terminal, values);
    if (!body) return onDone();
    update.mutate(
      { id: terminal.id, body },
      {
        onSuccess: (saved) => {
          toast({ title: 'Terminal actualizado', description: `Se ha guardado «${saved.name}».`, variant: 'success' });
          onDone();
        },
        onError,
      },
    );
  });

  return { form, onSubmit, formError, isPending: create.isPending || update.isPending };
}
