import {
  type CreateAdminGestoriaRequest,
  createAdminGestoriaRequest,
  type createAdminGestoriaResponse,
} from '@jornada/shared/api/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../../../components/ui/toast/toast-store';
import { ApiError, errorMessage, isNetworkError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/form-resolver';
import { useCreateAdminGestoria } from '../api/create-admin-gestoria';

export type CreatedGestoria = z.infer<typeof createAdminGestoriaResponse>;
type FormInput = z.input<typeof createAdminGestoriaRequest>;

const defaultValues: FormInput = { name: '', cif: '', contact_email: '', user: { name: '', email: '' } };
const fieldNames = ['name', 'cif', 'contact_email', 'user.name', 'user.email'] as const;

/**
 * 'Nueva gestoría': the server's field errors under their fields, a taken user email (409) under
 * that email, anything else above the buttons (a network failure already got its toast).
 */
export function useGestoriaCreateForm({
  onCreated,
}: {
  /** With the first user as typed: the answer lists the gestoría's users without saying which one is new. */
  onCreated: (created: CreatedGestoria, user: CreateAdminGestoriaRequest['user']) => void;
}) {
  const form = useForm<FormInput, unknown, CreateAdminGestoriaRequest>({
    resolver: zodResolver(createAdminGestoriaRequest),
    defaultValues,
  });
  const create = useCreateAdminGestoria();
  const [formError, setFormError] = useState<string | null>(null);

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      form.setError('user.email', { type: 'server', message: error.message });
      form.setFocus('user.email');
      return;
    }
    if (applyServerErrors(error, form.setError, fieldNames)) return;
    if (!isNetworkError(error)) setFormError(errorMessage(error, 'No se pudo dar de alta la gestoría.'));
  };

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    create.mutate(values, {
      onSuccess: (created) => {
        toast({ title: 'Gestoría creada', description: `«${created.name}»`, variant: 'success' });
        onCreated(created, values.user);
      },
      onError,
    });
  });

  return { form, formError, onSubmit, isPending: create.isPending };
}
