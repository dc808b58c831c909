import type { Employee, ResendInvitationResponse } from '@jornada/shared/api/employees';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TemporaryPassword } from '../../../components/ui/temporary-password';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useResendInvitation } from '../api/resend-invitation';

/** For an employee who never used their invitation: send a new link (the old one stops working). */
export function ResendInvitation({ employee }: { employee: Employee }) {
  const resend = useResendInvitation();
  const [result, setResult] = useState<ResendInvitationResponse | null>(null);
  const onResend = () =>
    resend.mutate(employee.id, {
      onSuccess: (response) => {
        setResult(response);
        if (response.invitation_sent) toast({ title: 'Invitación reenviada', description: response.message });
      },
      onError: (error) =>
        toast({ title: 'No se pudo reenviar la invitación', description: errorMessage(error), variant: 'error' }),
    });

  if (result?.temporary_password) {
    return (
      <div className="flex flex-col gap-3">
        <Alert variant="warning" title="Esta contraseña no se volverá a mostrar">
          No se pudo enviar el email. Cópiala ahora y entrégasela a {employee.name} por un medio seguro. Deberá
          cambiarla la primera vez que inicie sesión.
        </Alert>
        <TemporaryPassword password={result.temporary_password} />
      </div>
    );
  }
  return (
    <Alert variant="info" title="Pendiente de activación">
      <div className="flex flex-col gap-3">
        <span>
          {result?.invitation_sent
            ? result.message
            : `${employee.name} aún no ha elegido su contraseña. Si no le llegó el email o el enlace caducó, envíale uno nuevo.`}
        </span>
        {!result?.invitation_sent && (
          <Button variant="outline" className="self-start" onClick={onResend} disabled={resend.isPending}>
            <Mail aria-hidden="true" />
            {resend.isPending ? 'Enviando…' : 'Reenviar invitación'}
          </Button>
        )}
      </div>
    </Alert>
  );
}
