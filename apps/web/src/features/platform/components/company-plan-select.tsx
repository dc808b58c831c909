import type { Plan } from '@jornada/shared/api/plans';
import { UNLIMITED_USERS } from '@jornada/shared/api/plans';
import type { ComponentProps } from 'react';
import { NativeSelect } from '../../../components/ui/native-select';

/** The plans on sale (GET /api/public/subscriptions), fetched by the route: features do not import each other. */
export interface CompanyPlansState {
  data: readonly Plan[] | undefined;
  isError: boolean;
  onRetry: () => void;
}

export const planOptionLabel = (plan: Pick<Plan, 'name' | 'user_limit'>) =>
  `${plan.name} · ${plan.user_limit >= UNLIMITED_USERS ? 'usuarios ilimitados' : `hasta ${plan.user_limit} usuarios`}`;

/** A select of the plans; while they load (or when they failed) it says so and cannot be used. */
export function CompanyPlanSelect({
  plans,
  placeholder,
  current,
  ...props
}: ComponentProps<'select'> & {
  plans: CompanyPlansState;
  placeholder?: string;
  /** The company's plan, listed even when it is no longer on sale. */
  current?: { id: number; name: string };
}) {
  const isReady = plans.data !== undefined;
  const isCurrentListed = !current || plans.data?.some((plan) => plan.id === current.id);
  return (
    <NativeSelect {...props} disabled={!isReady || props.disabled}>
      {!isReady && (
        <option value="">{plans.isError ? 'No se pudieron cargar los planes' : 'Cargando planes...'}</option>
      )}
      {/* Not disabled: the browser would show the first plan as chosen while the form still holds none. */}
      {isReady && placeholder && <option value="">{placeholder}</option>}
      {isReady && current && !isCurrentListed && <option value={String(current.id)}>{current.name}</option>}
      {plans.data?.map((plan) => (
        <option key={plan.id} value={String(plan.id)}>
          {planOptionLabel(plan)}
        </option>
      ))}
    </NativeSelect>
  );
}
