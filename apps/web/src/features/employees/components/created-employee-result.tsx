import type { CreateEmployeeResponse } from '@jornada/shared/api/employees';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { TemporaryPassword } from '../../../components/ui/temporary-password';

/** What follows a creation: the invitation was emailed, or the one-time temporary password. */
export function CreatedEmployeeResult({ result, onClose }: { result: CreateEmployeeResponse; onClose: () => void }) {
  const { employee, temporary_password: password } = result;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1 pr-8">
        <DialogTitle>Empleado creado</DialogTitle>
        <DialogDescription>
          {employee.name} ya forma parte de tu empresa ({employee.email}).
        </DialogDescription>
      </div>
      {password ? (
        <>
          <Alert variant="warning" title="Esta contraseña no se volverá a mostrar">
            Cópiala ahora y entrégasela a {employee.name} por un medio seguro. Cuando cierres este diálogo no podrás
            volver a verla. Deberá cambiarla la primera vez que inicie sesión.
          </Alert>
          <TemporaryPassword password={password} />
        </>
      ) : (
        <Alert variant="success" title="Invitación enviada">
          Hemos enviado un email a {employee.email} con un enlace para que elija su contraseña. El enlace caduca en 7
          días.
        </Alert>
      )}
      <div className="flex justify-end">
        <Button onClick={onClose}>{password ? 'He guardado la contraseña' : 'Cerrar'}</Button>
      </div>
    </div>
  );
}
