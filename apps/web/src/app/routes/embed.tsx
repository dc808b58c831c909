import { useLocation } from 'react-router';
import { Logo } from '../../components/logo';
import { Card } from '../../components/ui/card';
import { normalizePath } from '../route-decision';

const widgets: Record<string, string> = {
  '/embed-employee-widget': 'Mostrará el código para insertar la lista de empleados en otra aplicación.',
  '/embed/employee-widget/iframe': 'Mostrará la lista de empleados de tu empresa dentro de otra aplicación.',
  '/embed/employee-widget/timetracking': 'Mostrará el control horario para fichar desde la app móvil de Jornada.',
  '/embed/pos-widget': 'Mostrará el sistema POS a pantalla completa para fichar desde un terminal compartido.',
  '/embed/pos-widget/iframe': 'Mostrará el terminal POS dentro de otra aplicación.',
};

/** Embeddable widgets (SPEC §2.7) arrive in a later version. No shell: they live inside other apps. */
export default function EmbedRoute() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh items-center justify-center p-4">
      <Card className="flex max-w-md flex-col items-center gap-3 p-8 text-center">
        <Logo />
        <h1 className="text-lg font-semibold text-slate-900 dark:text-white">Widget disponible próximamente</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">{widgets[normalizePath(pathname)]}</p>
      </Card>
    </div>
  );
}
