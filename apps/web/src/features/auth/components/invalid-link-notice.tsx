import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';

const DEFAULT_DETAIL =
  'El enlace no es válido o ha caducado. Los enlaces que enviamos por email caducan y solo se pueden usar una vez.';

/** Shown for a missing, malformed, used or expired activation/reset link; `detail` is the server's message. */
export function InvalidLinkNotice({ detail }: { detail?: string }) {
  return (
    <div className="flex flex-col gap-4">
      <Alert variant="error" title="Enlace no válido">
        {detail || DEFAULT_DETAIL}
      </Alert>
      <Link to="/forgot-password" className={buttonClasses('primary', 'lg')}>
        Solicitar un nuevo enlace
      </Link>
      <Link to="/login" className="text-center text-sm font-medium text-teal-700 hover:underline">
        Volver a iniciar sesión
      </Link>
    </div>
  );
}
