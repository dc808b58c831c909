import { KIOSK_QR_MESSAGES } from '@jornada/shared/api/kiosk-qr';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { useUser } from '../../features/auth/api/get-user';
import { useCompanyConfig } from '../../features/company-config/api/get-company-config';
import { RescanButton } from '../../features/kiosk-qr/components/rescan-button';
import { useVacationToday } from '../../features/vacations/api/get-vacation-today';
import { startConfirmationFor } from '../../features/vacations/utils/start-confirmation';
import { WorkshiftHome } from '../../features/workshift/components/workshift-home';
import { secondsLeft } from '../../lib/kiosk-token';
import { KioskTokenProvider, useKioskTokenState } from '../../lib/kiosk-token-context';
import { useNow } from '../../lib/use-now';

/** Whether the scanned code still clocks, and for how long (the server has the last word). */
function KioskQrNotice() {
  const now = useNow();
  const { expiresAt, isSpent } = useKioskTokenState();
  if (!expiresAt) {
    return (
      <Alert variant="error" title="Código QR no válido">
        {KIOSK_QR_MESSAGES.invalid}, o ficha desde{' '}
        <Link to="/" className="font-medium underline">
          Mi jornada
        </Link>
        .
      </Alert>
    );
  }
  // The card's buttons follow the same timer (KioskTokenProvider): both say 'caducado' at once.
  const left = secondsLeft(expiresAt, now);
  if (isSpent || left === 0) {
    return (
      <Alert variant="warning" title="Código QR caducado">
        {KIOSK_QR_MESSAGES.expired}, o ficha desde{' '}
        <Link to="/" className="font-medium underline">
          Mi jornada
        </Link>
        .
      </Alert>
    );
  }
  return (
    <Alert variant="info" title="Fichaje en el terminal">
      Lo que fiches aquí quedará registrado en el terminal cuyo código has escaneado. El código vale {left} s más.
    </Alert>
  );
}

/** Under the card's disabled buttons once the code stops working: why, and the way to a new one. */
function SpentTokenNotice() {
  const { expiresAt } = useKioskTokenState();
  return (
    <>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {expiresAt ? KIOSK_QR_MESSAGES.expired : KIOSK_QR_MESSAGES.invalid}.
      </p>
      <RescanButton />
    </>
  );
}

/**
 * /fichar?k=TOKEN: the worker's own time card, opened on their phone from a kiosk's QR; its clock calls
 * carry the token as kiosk_token, so the record says they clocked at that terminal. Once the token
 * expires the card's actions are disabled and 'Escanear de nuevo' offered.
 */
export default function FicharRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('k');
  const config = useCompanyConfig();
  const today = useVacationToday({ isEnabled: true });
  // The root route renders this page only for a logged-in user.
  const user = useUser().data;
  const userId = user?.id ?? 0;
  return (
    <KioskTokenProvider token={token}>
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
        <KioskQrNotice />
      </div>
      <div className="mt-6">
        <WorkshiftHome
          userId={userId}
          schemaName={user?.schema_name ?? null}
          config={config.data}
          startConfirmation={startConfirmationFor(today.data)}
          spentTokenNotice={<SpentTokenNotice />}
        />
      </div>
    </KioskTokenProvider>
  );
}
