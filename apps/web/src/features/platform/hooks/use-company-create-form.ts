import type { CreateAdminCompanyRequest } from '@jornada/shared/api/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../../../components/ui/toast/toast-store';
import { ApiError, errorMessage, isNetworkError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/form-resolver';
import { type CreatedCompany, useCreateAdminCompany } from '../api/create-admin-company';
import {
  type CompanyCreateFormInput,
  companyCreateDefaults,
  companyCreateFields,
  companyCreateFormSchema,
} from '../utils/company-create-values';

/**
 * The 'Nueva empresa' form: the shared request schema, the server's field errors on their fields
 * (a 409 is the admin's email, already in use), anything else above the buttons.
 */
export function useCompanyCreateForm(onCreated: (created: CreatedCompany) => void) {
  const form = useForm<CompanyCreateFormInput, unknown, z.output<typeof companyCreateFormSchema>>({
    resolver: zodResolver(companyCreateFormSchema),
    defaultValues: companyCreateDefaults,
  });
  const create = useCreateAdminCompany();
  const [formError, setFormError] = useState<string | null>(null);

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      form.setError('admin.email', { type: 'server', message: error.message });
      form.setFocus('admin.email');
      return;
    }
    if (applyServerErrors(error, form.setError, companyCreateFields)) return;
    if (!isNetworkError(error)) setFormError(errorMessage(error, 'No se pudo crear la empresa.'));
  };

  const onSubmit = form.handleSubmit((values: CreateAdminCompanyRequest) => {
    setFormError(null);
    create.mutate(values, {
      onSuccess: (created) => {
        toast({ title: 'Empresa creada', description: created.name, variant: 'success' });
        onCreated(created);
      },
      onError,
    });
  });

  return { form, formError, onSubmit, isPending: create.isPending };
}
