import { COMPANY_NAME_MAX_LENGTH, type CompanyDetails, updateCompanyRequest } from '@jornada/shared/api/company';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { QueryCard } from '../../../components/query-card';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast/toast-store';
import { zodResolver } from '../../../lib/form-resolver';
import { useSaveForm } from '../../../lib/use-save-form';
import { useCompany } from '../api/get-company';
import { useUpdateCompany } from '../api/update-company';
import { companyFacts } from '../utils/format-company';
import { RegionSelectField } from './region-select-field';

/** Every value is sent on each save (PATCH takes any; the server logs only what changed). */
const companyFormSchema = z.object({
  name: updateCompanyRequest.shape.name.unwrap(),
  cif: updateCompanyRequest.shape.cif.unwrap(),
  region: updateCompanyRequest.shape.region.unwrap(),
});
type FormInput = z.input<typeof companyFormSchema>;
type FormOutput = z.output<typeof companyFormSchema>;

function CompanyFacts({ company }: { company: CompanyDetails }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 border-t border-slate-200 pt-5 text-sm sm:grid-cols-2 dark:border-slate-800">
      {companyFacts(company).map((fact) => (
        <div key={fact.label} className="flex flex-col gap-0.5">
          <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{fact.label}</dt>
          <dd className="break-words text-slate-900 dark:text-slate-100">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CompanyForm({ company, onSaved }: { company: CompanyDetails; onSaved?: (saved: CompanyDetails) => void }) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(companyFormSchema),
    defaultValues: { name: company.name, cif: company.cif, region: company.region },
  });
  const { onSubmit, formError, isPending } = useSaveForm({
    form,
    mutation: useUpdateCompany(),
    fields: ['name', 'cif', 'region'],
    onSaved: (saved) => {
      form.reset({ name: saved.name, cif: saved.cif, region: saved.region });
      toast({ title: 'Datos de la empresa guardados', variant: 'success' });
      onSaved?.(saved);
    },
  });
  const { errors, isDirty } = form.formState;

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
          <RegionSelectField id="company-region" error={errors.region?.message} {...form.register('region')} />
        </div>
        <div className="flex justify-end">
          <Button type="submit" isLoading={isPending} disabled={!isDirty}>
            {isPending ? 'Guardando...' : 'Guardar datos'}
          </Button>
        </div>
      </form>
      <CompanyFacts company={company} />
    </div>
  );
}

const skeleton = (
  <div role="status" aria-label="Cargando datos de la empresa" className="flex flex-col gap-3">
    <div className="grid gap-4 sm:grid-cols-2">
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
    </div>
    <Skeleton className="h-24 w-full" />
  </div>
);

/**
 * The company admin's company: name, CIF/NIF and autonomous community editable; schema, plan and
 * subscription read-only.
 */
export function CompanyDataCard({ onSaved }: { onSaved?: (saved: CompanyDetails) => void }) {
  return (
    <QueryCard
      titleId="company-data-title"
      title="Datos de la empresa"
      description="El nombre y el CIF/NIF con los que figura tu empresa y la comunidad autónoma cuyos festivos sigue. El plan y la suscripción no se cambian aquí."
      query={useCompany()}
      loadError={{
        title: 'Error al cargar los datos de la empresa',
        fallback: 'No se pudieron obtener los datos de la empresa.',
      }}
      skeleton={skeleton}
    >
      {(company) => <CompanyForm company={company} onSaved={onSaved} />}
    </QueryCard>
  );
}
