import { zodResolver } from '@hookform/resolvers/zod';
import { COMPANY_NAME_MAX_LENGTH, type CompanyDetails, updateCompanyRequest } from '@jornada/shared/api/company';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { InputField } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage, isNetworkError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useCompany } from '../api/get-company';
import { useUpdateCompany } from '../api/update-company';
import { companyFacts } from '../utils/format-company';

/** Both values are sent on every save (PATCH takes either; the server logs only what changed). */
const companyFormSchema = z.object({
  name: updateCompanyRequest.shape.name.unwrap(),
  cif: updateCompanyRequest.shape.cif.unwrap(),
});
type FormInput = z.input<typeof companyFormSchema>;
type FormOutput = z.output<typeof companyFormSchema>;

function CompanyForm({ company, onSaved }: { company: CompanyDetails; onSaved?: (saved: CompanyDetails) => void }) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(companyFormSchema),
    defaultValues: { name: company.name, cif: company.cif },
  });
  const save = useUpdateCompany();
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ name: saved.name, cif: saved.cif });
        toast({ title: 'Datos de la empresa guardados', variant: 'success' });
        onSaved?.(saved);
      },
      onError: (error) => {
        if (applyServerErrors(error, form.setError, ['name', 'cif'])) return;
        if (!isNetworkError(error)) setFormError(errorMessage(error));
      },
    });
  });

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Datos de la empresa">
        {formError && <Alert variant="error">{formError}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            id="company-name"
            label="Nombre de la empresa"
            autoComplete="organization"
            maxLength={COMPANY_NAME_MAX_LENGTH}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <InputField
            id="company-cif"
            label="CIF/NIF"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint="Por ejemplo B12345674, 12345678Z o X1234567L."
            error={errors.cif?.message}
            {...form.register('cif')}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" isLoading={save.isPending} disabled={!isDirty}>
            {save.isPending ? 'Guardando...' : 'Guardar datos'}
          </Button>
        </div>
      </form>
      <dl className="grid gap-x-6 gap-y-3 border-t border-slate-200 pt-5 text-sm sm:grid-cols-2 dark:border-slate-800">
        {companyFacts(company).map((fact) => (
          <div key={fact.label} className="flex flex-col gap-0.5">
            <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{fact.label}</dt>
            <dd className="break-words text-slate-900 dark:text-slate-100">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The company admin's company: name and CIF/NIF editable; schema, plan and subscription read-only. */
export function CompanyDataCard({ onSaved }: { onSaved?: (saved: CompanyDetails) => void }) {
  const company = useCompany();
  let content: ReactNode;
  if (company.isError && !company.data) {
    content = (
      <LoadError
        title="Error al cargar los datos de la empresa"
        message={errorMessage(company.error, 'No se pudieron obtener los datos de la empresa.')}
        onRetry={() => void company.refetch()}
      />
    );
  } else if (company.isPending) {
    content = (
      <div role="status" aria-label="Cargando datos de la empresa" className="flex flex-col gap-3">
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
        <Skeleton className="h-24 w-full" />
      </div>
    );
  } else {
    content = <CompanyForm company={company.data} onSaved={onSaved} />;
  }
  return (
    <Card aria-labelledby="company-data-title">
      <CardHeader>
        <CardTitle id="company-data-title">Datos de la empresa</CardTitle>
        <CardDescription>
          El nombre y el CIF/NIF con los que figura tu empresa. El plan y la suscripción no se cambian aquí.
        </CardDescription>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
