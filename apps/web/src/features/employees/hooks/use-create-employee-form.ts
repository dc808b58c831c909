import {
  type CreateEmployeeInput,
  type CreateEmployeeRequest,
  type CreateEmployeeResponse,
  createEmployeeRequest,
  EMPLOYEE_MESSAGES,
  userLimitMessage,
} from '@jornada/shared/api/employees';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast/toast-store';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/form-resolver';
import { useCreateEmployee } from '../api/create-employee';
import { EMPLOYEE_TEXTS, isUserLimitError } from '../utils/employee-toasts';

const defaultValues: CreateEmployeeInput = {
  name: '',
  email: '',
  phone: '',
  identification: '',
  role: 'worker',
  managerId: '',
  shiftId: '',
  payroll_code: '',
};

const formFields = [
  'name',
  'email',
  'phone',
  'identification',
  'role',
  'managerId',
  'shiftId',
  'payroll_code',
] as const;

export interface CreateEmployeeFormError {
  title?: string;
  message: string;
}

/**
 * The 'Crear Nuevo Empleado' form: the user limit checked again before sending (SPEC §5), a taken
 * email or payroll code on its field, the server's field errors on theirs, anything else above the buttons.
 */
export function useCreateEmployeeForm({
  canCreate,
  onCreated,
}: {
  canCreate: () => boolean;
  onCreated: (result: CreateEmployeeResponse) => void;
}) {
  const form = useForm<CreateEmployeeInput, unknown, CreateEmployeeRequest>({
    resolver: zodResolver(createEmployeeRequest),
    defaultValues,
  });
  const [formError, setFormError] = useState<CreateEmployeeFormError | null>(null);
  const create = useCreateEmployee({ onSuccess: onCreated });

  const onError = (error: unknown) => {
    if (isUserLimitError(error)) {
      const limit = Number((error as ApiError).fields?.user_limit);
      const message = Number.isFinite(limit) ? userLimitMessage(limit) : errorMessage(error);
      setFormError({ title: EMPLOYEE_MESSAGES.userLimitTitle, message });
      toast({ title: EMPLOYEE_MESSAGES.userLimitTitle, description: message, variant: 'error' });
      return;
    }
    // A payroll code another employee has: the server's message on that field.
    if (error instanceof ApiError && error.status === 409 && error.fields?.payroll_code) {
      form.setError('payroll_code', { type: 'server', message: errorMessage(error) });
      form.setFocus('payroll_code');
      return;
    }
    if (error instanceof ApiError && error.status === 409) {
      form.setError('email', { type: 'server', message: EMPLOYEE_TEXTS.duplicateEmail });
      form.setFocus('email');
      return;
    }
    if (applyServerErrors(error, form.setError, formFields)) return;
    const message = error instanceof ApiError && error.kind === 'http' ? errorMessage(error) : '';
    setFormError({ message: message || EMPLOYEE_TEXTS.createErrorFallback });
  };

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    if (!canCreate()) return;
    create.mutate(values, { onError });
  });

  // Only a worker has a manager: choosing another role forgets the one picked.
  const roleField = form.register('role', {
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value !== 'worker') form.setValue('managerId', '');
    },
  });

  return { form, roleField, formError, onSubmit, isPending: create.isPending };
}
