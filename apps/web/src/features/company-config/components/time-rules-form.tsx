import type { CompanyConfig } from '@jornada/shared/api/company-config';
import { QueryCard } from '../../../components/query-card';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useEditableCompanyConfig } from '../api/get-company-config';
import { useTimeRulesForm } from '../hooks/use-time-rules-form';
import { BreakRulesSection } from './break-rules-section';
import { ContractRulesSection } from './contract-rules-section';
import { UserLimitSection, WorkdayRulesSection } from './workday-rules-section';

function TimeRulesFields({ config }: { config: CompanyConfig }) {
  const { form, registerNumber, onSubmit, formError, isPending } = useTimeRulesForm(config);
  const { isDirty } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-label="Reglas de jornada">
      {formError && <Alert variant="error">{formError}</Alert>}
      <BreakRulesSection form={form} registerNumber={registerNumber} />
      <WorkdayRulesSection form={form} registerNumber={registerNumber} />
      <ContractRulesSection form={form} registerNumber={registerNumber} />
      <UserLimitSection userLimit={config.user_limit} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {isDirty && (
          <Button variant="outline" onClick={() => form.reset()} disabled={isPending}>
            Descartar cambios
          </Button>
        )}
        <Button type="submit" isLoading={isPending} disabled={!isDirty}>
          {isPending ? 'Guardando...' : 'Guardar configuración'}
        </Button>
      </div>
    </form>
  );
}

const skeleton = (
  <div role="status" aria-label="Cargando configuración" className="flex flex-col gap-3">
    <Skeleton className="h-16 w-full" />
    <Skeleton className="h-16 w-full" />
    <div className="grid gap-4 sm:grid-cols-2">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  </div>
);

/**
 * The company's time rules (SPEC §3 Company config): breaks, workday and the forgotten clock-out
 * limit, saved all at once. The user limit comes from the plan and is only shown.
 */
export function TimeRulesCard() {
  return (
    <QueryCard
      id="reglas-de-jornada"
      className="scroll-mt-24"
      titleId="time-rules-title"
      title="Reglas de jornada"
      description="Pausas, duración de la jornada, contratos y avisos que se aplican a toda la empresa."
      query={useEditableCompanyConfig()}
      loadError={{
        title: 'Error al cargar la configuración',
        fallback: 'No se pudo obtener la configuración de la empresa.',
      }}
      skeleton={skeleton}
    >
      {(config) => <TimeRulesFields config={config} />}
    </QueryCard>
  );
}
