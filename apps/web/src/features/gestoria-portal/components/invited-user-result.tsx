import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { TemporaryPassword } from '../../../components/ui/temporary-password';
import type { CreatedGestoriaUser } from '../api/create-gestoria-user';

/** After an invitation: the email that went out or, without one, the temporary password shown this once. */
export function InvitedUserResult({ result, onClose }: { result: CreatedGestoriaUser; onClose: () => void }) {
  const { user, temporary_password: password } = result;
  if (!password) {
    return (
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-1 pr-8">
          <DialogTitle>Usuario invitado</DialogTitle>
          <DialogDescription>{result.message}</DialogDescription>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Cuando {user.name} elija su contraseña desde el enlace (caduca en 7 días) podrá entrar en el portal de la
          gestoría con su email ({user.email}).
        </p>
        <div className="flex justify-end">
          <Button onClick={onClose}>Entendido</Button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1 pr-8">
        <DialogTitle>Usuario invitado</DialogTitle>
        <DialogDescription>
          {user.name} ya puede entrar en el portal de la gestoría con su email ({user.email}).
        </DialogDescription>
      </div>
      <Alert variant="warning" title="Esta contraseña no se volverá a mostrar">
        Cópiala ahora y entrégasela a {user.name} por un medio seguro. Cuando cierres este diálogo no podrás volver a
        verla. Deberá cambiarla la primera vez que inicie sesión.
      </Alert>
      <TemporaryPassword id="gestoria-temporary-password" password={password} />
      <div className="flex justify-end">
        <Button onClick={onClose}>He guardado la contraseña</Button>
      </div>
    </div>
  );
}
