import type { AdminCompanyDetails } from '@jornada/shared/api/admin';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { formatMadridDateTime } from '../../../lib/madrid-instant-text';
import { useCompanyUpdate } from '../hooks/use-company-update';
import { CompanyActionCard } from './company-action-card';

type Confirming = 'suspend' | 'activate' | null;

function stateDescription(company: AdminCompanyDetails): string {
  if (company.state === 'suspended') {
    return `Suspendida desde el ${formatMadridDateTime(company.suspended_at)}. Sus trabajadores y managers no pueden entrar; el administrador solo consulta el registro.`;
  }
  if (company.state === 'active') return 'La empresa tiene acceso completo.';
  return company.state === 'trial'
    ? 'La empresa está en periodo de prueba.'
    : 'La suscripción ha caducado: la plantilla no puede entrar y el administrador solo consulta el registro.';
}

/**
 * Suspension and its lifting ('Reactivar'), and for a company in trial or expired, activating its
 * subscription (invoiced by the platform): each asks first, saying who loses or gets access.
 */
export function CompanyStateCard({ company }: { company: AdminCompanyDetails }) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  const update = useCompanyUpdate(company.id);
  const close = () => setConfirming(null);
  const isSuspended = company.state === 'suspended';
  const canActivate = company.state === 'trial' || company.state === 'expired';
  return (
    <CompanyActionCard id="company-state" title="Acceso de la empresa" description={stateDescription(company)}>
      <div className="flex flex-wrap gap-2">
        {isSuspended ? (
          <Button
            variant="outline"
            isLoading={update.isPending}
            onClick={() => update.save({ state: 'active' }, { success: 'Empresa reactivada' })}
          >
            Reactivar
          </Button>
        ) : (
          <Button variant="destructive" onClick={() => setConfirming('suspend')}>
            Suspender empresa
          </Button>
        )}
        {canActivate && (
          <Button variant="outline" onClick={() => setConfirming('activate')}>
            Activar suscripción
          </Button>
        )}
      </div>
      <ConfirmDialog
        isOpen={confirming === 'suspend'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={`¿Suspender ${company.name}?`}
        description="La suspensión tiene efecto inmediato y puedes levantarla cuando quieras."
        confirmLabel="Suspender empresa"
        confirmVariant="destructive"
        isPending={update.isPending}
        onConfirm={() => update.save({ state: 'suspended' }, { success: 'Empresa suspendida', onSaved: close })}
      >
        <ul className="list-disc space-y-1 pl-5">
          <li>Sus trabajadores y managers pierden el acceso al instante: no pueden entrar ni fichar.</li>
          <li>
            El administrador de la empresa conserva el acceso, solo para consultar y descargar el registro de jornada.
          </li>
          <li>No se borra ningún dato.</li>
        </ul>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={confirming === 'activate'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={`¿Activar la suscripción de ${company.name}?`}
        description="La empresa pasa a suscripción activa, facturada por la plataforma, y deja de depender de la fecha de prueba."
        confirmLabel="Activar suscripción"
        isPending={update.isPending}
        onConfirm={() => update.save({ state: 'active' }, { success: 'Suscripción activada', onSaved: close })}
      />
    </CompanyActionCard>
  );
}
