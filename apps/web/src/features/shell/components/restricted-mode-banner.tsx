import type { SessionUser } from '@jornada/shared/api/session';
import { isCompanyRestricted } from '@jornada/shared/domain/subscription';
import { isCompanyAdminRole } from '@jornada/shared/roles';
import { Alert } from '../../../components/ui/alert';

const REASONS = {
  expired: 'La suscripción de tu empresa ha caducado.',
  suspended: 'La cuenta de tu empresa está suspendida.',
} as const;

/**
 * The company admin's restricted mode: the register stays readable and exportable
 * (the four-year duty outlives the subscription), everything else waits for a renewal.
 */
export function RestrictedModeBanner({ user }: { user: SessionUser }) {
  const state = user.company_state;
  if (!isCompanyAdminRole(user.role) || !isCompanyRestricted(state)) return null;
  return (
    <Alert variant="warning" title="Actualice su suscripción" className="mb-6" data-testid="restricted-mode-banner">
      {state === 'suspended' ? REASONS.suspended : REASONS.expired} Tus trabajadores no pueden fichar ni iniciar sesión.
      Puedes seguir consultando y exportando el registro de jornada y los datos de la empresa.{' '}
      <a href="/#pricing" className="font-semibold underline underline-offset-2">
        Ver planes
      </a>{' '}
      ·{' '}
      <a href="/#contact" className="font-semibold underline underline-offset-2">
        Contactar
      </a>
    </Alert>
  );
}
