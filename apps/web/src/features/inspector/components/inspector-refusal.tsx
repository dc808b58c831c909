import { Alert } from '../../../components/ui/alert';
import { LoadError } from '../../../components/ui/load-error';
import { ApiError, errorMessage } from '../../../lib/api-client';

const refusals: Record<number, { title: string; message: string }> = {
  404: {
    title: 'Enlace no válido',
    message:
      'Este enlace no existe o la empresa lo ha revocado. Si necesitas acceder al registro, pide a la empresa un enlace nuevo.',
  },
  410: {
    title: 'Enlace caducado',
    message:
      'Este enlace de acceso ha caducado. Si necesitas seguir consultando el registro, pide a la empresa uno nuevo.',
  },
};

/** Why the link cannot be used: unknown or revoked (404), expired (410), too many attempts (429), or a failure. */
export function InspectorRefusal({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const status = error instanceof ApiError ? error.status : 0;
  const refusal = refusals[status];
  if (refusal) {
    return (
      <Alert variant={status === 410 ? 'warning' : 'error'} title={refusal.title} className="mx-auto w-full max-w-xl">
        <p>{refusal.message}</p>
      </Alert>
    );
  }
  if (status === 429) {
    return (
      <Alert variant="warning" title="Demasiados intentos" className="mx-auto w-full max-w-xl">
        <p>{errorMessage(error)}</p>
      </Alert>
    );
  }
  return <LoadError title="No se pudo abrir el enlace" message={errorMessage(error)} onRetry={onRetry} />;
}
