import { KIOSK_QR_MESSAGES } from '@jornada/shared/api/kiosk-qr';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { useUser } from '../../features/auth/api/get-user';
import { useCompanyConfig } from '../../features/company-config/api/get-company-config';
import { useVacationToday } from '../../features/vacations/api/get-vacation-today';
import { startConfirmationFor } from '../../features/vacations/utils/start-confirmation';
import { WorkshiftHome } from '../../features/workshift/components/workshift-home';
import { kioskTokenExpiresAt, secondsLeft } from '../../lib/kiosk-token';
import { KioskTokenProvider } from '../../lib/kiosk-token-context';
import { useNow } from '../../lib/use-now';

/** Whether the scanned code still clocks, and for how long (the server has the last word). */
function KioskQrNotice({ token }: { token: string | null }) {
  const now = useNow();
  const expiresAt = token ? kioskTokenExpiresAt(token) : null;
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
  const left = secondsLeft(expiresAt, now);
  if (left === 0) {
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

/**
 * /fichar?k=TOKEN (issue 12 §4): the worker's own time card, opened on their phone from a kiosk's QR;
 * its clock calls carry the token as kiosk_token, so the record says they clocked at that terminal.
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
        <KioskQrNotice token={token} />
      </div>
      <div className="mt-6">
        <WorkshiftHome
          userId={userId}
          schemaName={user?.schema_name ?? null}
          config={config.data}
          startConfirmation={startConfirmationFor(today.data)}
        />
      </div>
    </KioskTokenProvider>
  );
}
