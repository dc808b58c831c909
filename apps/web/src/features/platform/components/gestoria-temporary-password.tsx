import { Alert } from '../../../components/ui/alert';
import { TemporaryPassword } from '../../../components/ui/temporary-password';

/** A new gestoría's first user without an activation email: the warning and the password, shown this once. */
export function GestoriaTemporaryPassword({ password, personName }: { password: string; personName: string }) {
  return (
    <div className="flex flex-col gap-4">
      <Alert variant="warning" title="Esta contraseña solo se muestra ahora">
        No se ha enviado un email de activación: copia la contraseña y entrégasela a {personName} por un medio seguro.
        Cuando cierres esta ventana no podrás volver a verla. Deberá cambiarla al iniciar sesión.
      </Alert>
      <TemporaryPassword id="gestoria-temporary-password" password={password} />
    </div>
  );
}
