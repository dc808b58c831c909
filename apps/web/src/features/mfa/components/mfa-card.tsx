import type { MfaSetup, MfaStatus } from '@jornada/shared/api/mfa';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { QueryCard } from '../../../components/query-card';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { notifyApiError } from '../../../lib/api-client';
import { formatMadridDay } from '../../../lib/madrid-instant-text';
import { mfaStatusQueryKey, useMfaStatus } from '../api/get-mfa-status';
import { useStartMfaSetup } from '../api/start-mfa-setup';
import { MfaDisableForm } from './mfa-disable-form';
import { MfaSetupPanel } from './mfa-setup-panel';
import { RecoveryCodesPanel } from './recovery-codes-panel';

const skeleton = (
  <div role="status" aria-label="Cargando la verificación en dos pasos" className="flex flex-col gap-2">
    <Skeleton className="h-5 w-2/3" />
    <Skeleton className="h-10 w-40" />
  </div>
);

function EnabledView({ status }: { status: MfaStatus }) {
  const [isDisabling, setIsDisabling] = useState(false);
  const isRunningOut = status.recovery_codes_left <= 3;
  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <Badge variant="brand">
          <ShieldCheck aria-hidden="true" className="size-3.5" />
          Activada
        </Badge>
        Desde el {formatMadridDay(status.enabled_at)}. Te quedan {status.recovery_codes_left} códigos de recuperación.
      </p>
      {isRunningOut && (
        <Alert variant="warning" title="Te quedan pocos códigos de recuperación">
          Desactiva la verificación y vuelve a activarla para tener diez nuevos.
        </Alert>
      )}
      {isDisabling ? (
        <MfaDisableForm onCancel={() => setIsDisabling(false)} />
      ) : (
        <div>
          <Button variant="outline" onClick={() => setIsDisabling(true)}>
            Desactivar
          </Button>
        </div>
      )}
    </div>
  );
}

function DisabledView({ status, onEnabled }: { status: MfaStatus; onEnabled: (codes: string[]) => void }) {
  const [setup, setSetup] = useState<MfaSetup | null>(null);
  const start = useStartMfaSetup();
  if (setup) return <MfaSetupPanel setup={setup} onEnabled={onEnabled} onCancel={() => setSetup(null)} />;
  return (
    <div className="flex flex-col gap-4">
      {status.is_required && (
        <Alert variant="warning" title="Obligatoria para tu cuenta">
          La consola de la plataforma solo se puede usar con la verificación en dos pasos activada.
        </Alert>
      )}
      <div>
        <Button
          isLoading={start.isPending}
          onClick={() =>
            start.mutate(undefined, {
              onSuccess: setSetup,
              onError: (error) => notifyApiError('No se pudo empezar la configuración', error),
            })
          }
        >
          Configurar
        </Button>
      </div>
    </div>
  );
}

/**
 * 'Verificación en dos pasos' (ADR 015) on /settings and /gestoria/configuracion: set up with a QR,
 * the ten recovery codes once, and turning it off with the password and a code.
 */
export function MfaCard({ account }: { account: string }) {
  const status = useMfaStatus();
  const queryClient = useQueryClient();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const finish = () => {
    setRecoveryCodes(null);
    void queryClient.invalidateQueries({ queryKey: mfaStatusQueryKey });
  };
  return (
    <QueryCard
      titleId="mfa-title"
      title="Verificación en dos pasos"
      description="Además de la contraseña, al iniciar sesión se pide un código de 6 cifras de una aplicación de autenticación en tu móvil."
      query={status}
      loadError={{ title: 'Error al cargar la verificación', fallback: 'No se pudo cargar su estado.' }}
      skeleton={skeleton}
    >
      {(current) => {
        if (recoveryCodes) return <RecoveryCodesPanel codes={recoveryCodes} account={account} onDone={finish} />;
        if (current.is_enabled) return <EnabledView status={current} />;
        return <DisabledView status={current} onEnabled={setRecoveryCodes} />;
      }}
    </QueryCard>
  );
}
