import { ArrowRight } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import type { CreatedGestoria } from '../hooks/use-gestoria-create-form';
import { GestoriaTemporaryPassword } from './gestoria-temporary-password';

/** What follows 'Crear gestoría', shown once: the activation email went out, or the temporary password. */
export function GestoriaCreatedResult({
  created,
  userName,
  userEmail,
  onClose,
  onOpenGestoria,
}: {
  created: CreatedGestoria;
  userName: string;
  userEmail: string;
  onClose: () => void;
  onOpenGestoria: () => void;
}) {
  const password = created.temporary_password;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1 pr-8">
        <DialogTitle>Gestoría creada</DialogTitle>
        <DialogDescription>
          «{created.name}» ya está dada de alta, con {userName} ({userEmail}) como primer usuario.
        </DialogDescription>
      </div>
      {password ? (
        <GestoriaTemporaryPassword password={password} personName={userName} />
      ) : (
        <Alert variant="success" title="Invitación enviada">
          Hemos enviado un email de activación a {userEmail} para que elija su contraseña. El enlace caduca en 7 días.
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {password ? 'He guardado la contraseña' : 'Cerrar'}
        </Button>
        <Button onClick={onOpenGestoria}>
          Ver la gestoría
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
