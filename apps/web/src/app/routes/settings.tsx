import type { Role } from '@jornada/shared/roles';
import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useUser } from '../../features/auth/api/get-user';

const descriptions: Record<Role, string> = {
  navegatel: 'Aquí podrás ajustar la configuración general de la plataforma.',
  gestoria: 'Aquí podrás editar los datos de tu gestoría y tus preferencias.',
  company: 'Aquí podrás editar los datos de tu empresa, tu plan y tus preferencias.',
  manager: 'Aquí podrás editar tus datos personales y tus preferencias.',
  worker: 'Aquí podrás editar tus datos personales y tus preferencias.',
};

/** /settings and /gestoria/configuracion. Changing the password already works. */
export default function SettingsRoute() {
  const { data: user } = useUser();
  return (
    <div className="flex flex-col gap-6">
      <ComingSoon title="Configuración" description={user ? descriptions[user.role] : descriptions.worker} />
      <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <KeyRound aria-hidden="true" className="mt-0.5 size-5 text-teal-700 dark:text-teal-400" />
          <div>
            <h2 className="font-semibold text-slate-900 dark:text-white">Contraseña</h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Cambia la contraseña con la que inicias sesión.
            </p>
          </div>
        </div>
        <Link to="/change-password" className={buttonClasses('outline', 'md')}>
          Cambiar contraseña
        </Link>
      </Card>
    </div>
  );
}
