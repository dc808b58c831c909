import { can } from '@jornada/shared/permissions';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner';
import { useUser } from '../../features/auth/api/get-user';
import { AllowedOriginsNote } from '../../features/embed/components/allowed-origins-note';
import { WidgetCode } from '../../features/embed/components/widget-code';
import { EMPLOYEE_LIST_WIDGET, POS_WIDGET, TIMETRACKING_WIDGET } from '../../features/embed/utils/iframe-code';

function LoginFirst() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">Insertar Jornada en tu web</CardTitle>
        <CardDescription>Inicia sesión para ver el código de los widgets de tu empresa.</CardDescription>
      </CardHeader>
      <CardContent>
        <Link to="/login" className={buttonClasses('primary', 'lg')}>
          Iniciar sesión
        </Link>
      </CardContent>
    </Card>
  );
}

/**
 * /embed-employee-widget (SPEC §2.7): for a logged-in user of the app (its own cookie session), the
 * iframe code of the employee list (and of the 'Control Horario' and, for whoever manages the
 * terminals, the POS widgets) with the sites allowed to show them. An app page: it cannot itself be framed.
 */
export default function EmbedWidgetCodeRoute() {
  const userQuery = useUser();
  if (userQuery.isPending) return <FullScreenSpinner />;
  const user = userQuery.data ?? null;
  return (
    <AuthLayout isWide>
      {user ? (
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Insertar Jornada en tu web</h1>
            <p className="text-sm text-slate-600">
              Pega este código en la intranet o la app de tu empresa. Cada persona inicia sesión dentro del widget con
              su propia cuenta.
            </p>
          </div>
          <AllowedOriginsNote />
          <WidgetCode
            widget={EMPLOYEE_LIST_WIDGET}
            heading="Lista de empleados"
            description="Los empleados de la empresa con su jornada de hoy, para administradores y managers."
          />
          <WidgetCode
            widget={TIMETRACKING_WIDGET}
            heading="Control Horario"
            description="El fichaje de cada trabajador, el mismo de la página de inicio de Jornada."
          />
          {can(user.role, 'manage:pos-terminal') && (
            <WidgetCode
              widget={POS_WIDGET}
              heading="Sistema POS"
              description="Un terminal de fichaje compartido: se activa dentro del widget con su identificador y su PIN."
            />
          )}
          <Link to="/" className={buttonClasses('ghost', 'md')}>
            <ArrowLeft aria-hidden="true" />
            Volver a Jornada
          </Link>
        </div>
      ) : (
        <LoginFirst />
      )}
    </AuthLayout>
  );
}
