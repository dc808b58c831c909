import { Building2 } from 'lucide-react';
import { Link } from 'react-router';

/** No company has linked the gestoría yet: who links one, and how to ask for it. */
export function ClientsEmptyState() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
      <Building2 aria-hidden="true" className="size-10 text-slate-400" />
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Aún no asesoras a ninguna empresa</h2>
      <p className="max-w-xl text-sm text-slate-600 dark:text-slate-400">
        Una empresa aparece aquí cuando queda vinculada a tu gestoría: lo hace su administrador o el equipo de Jornada a
        petición suya. Si un cliente tuyo ya usa Jornada, pídele que{' '}
        <Link to="/contacto" className="font-medium text-teal-700 underline dark:text-teal-400">
          nos escriba
        </Link>{' '}
        indicando el nombre de tu gestoría.
      </p>
    </div>
  );
}
