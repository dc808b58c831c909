import type { AdminCompanyDetails } from '@jornada/shared/api/admin';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { useCompanyUpdate } from '../hooks/use-company-update';
import { CompanyActionCard } from './company-action-card';
import { CompanyGestoriaSelect } from './company-gestoria-select';

const idOf = (company: AdminCompanyDetails) => (company.gestoria ? String(company.gestoria.id) : '');

/** Links the company to a gestoría, changes it, or leaves it without one ('Sin gestoría'). */
export function CompanyGestoriaForm({ company }: { company: AdminCompanyDetails }) {
  const [gestoriaId, setGestoriaId] = useState(() => idOf(company));
  const update = useCompanyUpdate(company.id);
  const isUnchanged = gestoriaId === idOf(company);
  return (
    <CompanyActionCard
      id="company-gestoria"
      title="Gestoría"
      description={
        company.gestoria ? (
          <Link
            to={`/gestorias/${company.gestoria.id}`}
            className="inline-flex items-center gap-1 font-medium text-teal-700 hover:underline dark:text-teal-400"
          >
            {company.gestoria.name}
            <ArrowRight aria-hidden="true" className="size-3.5" />
          </Link>
        ) : (
          'Sin gestoría: nadie de fuera consulta su registro.'
        )
      }
    >
      <form
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (isUnchanged) return;
          const body = { gestoria_id: gestoriaId === '' ? null : Number(gestoriaId) };
          update.save(body, { success: gestoriaId === '' ? 'Gestoría desvinculada' : 'Gestoría vinculada' });
        }}
      >
        <div className="flex-1">
          <FormField id="company-gestoria-select" label="Gestoría de la empresa">
            <CompanyGestoriaSelect
              id="company-gestoria-select"
              value={gestoriaId}
              onChange={(event) => setGestoriaId(event.target.value)}
            />
          </FormField>
        </div>
        <Button type="submit" variant="outline" isLoading={update.isPending} disabled={isUnchanged}>
          Guardar gestoría
        </Button>
      </form>
    </CompanyActionCard>
  );
}
