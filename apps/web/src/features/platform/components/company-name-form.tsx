import { ADMIN_NAME_MAX_LENGTH, type AdminCompanyDetails, updateAdminCompanyRequest } from '@jornada/shared/api/admin';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/form-field';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/form-resolver';
import { useCompanyUpdate } from '../hooks/use-company-update';
import { CompanyActionCard } from './company-action-card';

const nameForm = z.object({ name: updateAdminCompanyRequest.shape.name.unwrap() });
type NameForm = z.infer<typeof nameForm>;

/** Renames the company: its users see the new name at once (their sessions carry it). */
export function CompanyNameForm({ company }: { company: AdminCompanyDetails }) {
  const form = useForm<NameForm>({ resolver: zodResolver(nameForm), values: { name: company.name } });
  const update = useCompanyUpdate(company.id);
  const { errors, isDirty } = form.formState;
  const onSubmit = form.handleSubmit(({ name }) =>
    update.save(
      { name },
      { success: 'Nombre cambiado', onFieldError: (error) => applyServerFieldErrors(error, form.setError, ['name']) },
    ),
  );
  return (
    <CompanyActionCard
      id="company-name"
      title="Nombre"
      description="Como lo ven la empresa, su gestoría y la plataforma."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <InputField
            id="company-name-input"
            label="Nombre de la empresa"
            maxLength={ADMIN_NAME_MAX_LENGTH}
            error={errors.name?.message}
            {...form.register('name')}
          />
        </div>
        <Button type="submit" variant="outline" className="sm:mt-6.5" isLoading={update.isPending} disabled={!isDirty}>
          Cambiar nombre
        </Button>
      </form>
    </CompanyActionCard>
  );
}
