import type { CreateInspectorLinkResponse, InspectorLink } from '@jornada/shared/api/inspector-links';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { QueryCard } from '../../../components/query-card';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast/toast-store';
import { notifyApiError } from '../../../lib/api-client';
import { useInspectorLinks } from '../api/get-inspector-links';
import { useRevokeInspectorLink } from '../api/revoke-inspector-link';
import type { ReportPeriod } from '../utils/period';
import { CreatedLinkNotice } from './created-link-notice';
import { InspectorLinkForm } from './inspector-link-form';
import { InspectorLinkList } from './inspector-link-list';
import { RevokeLinkDialog } from './revoke-link-dialog';

/**
 * Company admin only: time-limited, read-only links to the register for the Labour Inspectorate
 * (ITSS). The address is shown once, on creation; each use is written to the activity log.
 */
export function InspectorLinksPanel({ period }: { period: ReportPeriod }) {
  const links = useInspectorLinks();
  const revoke = useRevokeInspectorLink();
  const [isCreating, setIsCreating] = useState(false);
  const [created, setCreated] = useState<CreateInspectorLinkResponse | null>(null);
  const [toRevoke, setToRevoke] = useState<InspectorLink | null>(null);

  const confirmRevoke = () => {
    if (!toRevoke) return;
    revoke.mutate(toRevoke.id, {
      onSuccess: () => toast({ title: 'Enlace revocado', variant: 'success' }),
      onError: (error) => notifyApiError('No se pudo revocar el enlace', error),
      onSettled: () => setToRevoke(null),
    });
  };

  return (
    <QueryCard
      titleId="inspector-links-title"
      title="Acceso para la Inspección de Trabajo"
      description="Enlaces de solo lectura al registro de un periodo, con caducidad. Cada acceso queda anotado en la actividad de la empresa."
      query={links}
      loadError={{
        title: 'Error al cargar los enlaces',
        fallback: 'No se pudieron obtener los enlaces de inspección.',
      }}
      skeleton={
        <div role="status" aria-label="Cargando enlaces" className="flex flex-col gap-2">
          <Skeleton className="h-14 w-full" />
        </div>
      }
    >
      {(data) => (
        <div className="flex flex-col gap-4">
          {created && <CreatedLinkNotice link={created} onDone={() => setCreated(null)} />}
          {isCreating ? (
            <InspectorLinkForm
              period={period}
              onCancel={() => setIsCreating(false)}
              onCreated={(link) => {
                setCreated(link);
                setIsCreating(false);
              }}
            />
          ) : (
            <Button variant="secondary" className="self-start" onClick={() => setIsCreating(true)}>
              <KeyRound aria-hidden="true" />
              Nuevo enlace
            </Button>
          )}
          <InspectorLinkList links={data} onRevoke={setToRevoke} />
          <RevokeLinkDialog
            link={toRevoke}
            isPending={revoke.isPending}
            onConfirm={confirmRevoke}
            onClose={() => setToRevoke(null)}
          />
        </div>
      )}
    </QueryCard>
  );
}
