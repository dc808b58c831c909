import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { TemporaryPassword } from '../../../components/ui/temporary-password';
import type { CreatedCompany } from '../api/create-admin-company';

/** What follows 'Crear empresa', shown this once: the activation email went out, or the temporary password. */
export function CompanyCreatedResult({ created, onClose }: { created: CreatedCompany; onClose: () => void }) {
  const admin = created.admins[0];
  const password = created.temporary_password;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1 pr-8">
        <DialogTitle>Empresa creada</DialogTitle>
        <DialogDescription>
          {created.name} ya está en periodo de prueba{admin ? `, con ${admin.name} como administrador` : ''}.
        </DialogDescription>
      </div>
      {password ? (
        <>
          <Alert variant="warning" title="Esta contraseña solo se muestra ahora">
            No se ha enviado un email de activación. Copia la contraseña y entrégasela
            {admin ? ` a ${admin.name}` : ''} por un medio seguro: cuando cierres esta ventana no podrás volver a verla.
            Deberá cambiarla la primera vez que inicie sesión.
          </Alert>
          <TemporaryPassword password={password} id="new-company-temporary-password" />
        </>
      ) : (
        <Alert variant="success" title="Invitación enviada">
          Hemos enviado un email de activación a {admin?.email ?? 'su administrador'} con un enlace para que elija su
          contraseña.
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {password ? 'He guardado la contraseña' : 'Cerrar'}
        </Button>
        {/* In place of the dialog's '?nueva=1' entry: back from the company returns to the list, not to the form. */}
        <Link to={`/companies/${created.id}`} replace className={buttonClasses('primary', 'md')}>
          Abrir la empresa
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}
