import { ArrowLeft, Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

/** An unknown company, or one that no longer has the gestoría linked. */
export function ClientNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-12 text-center">
      <Building2 aria-hidden="true" className="size-10 text-slate-400" />
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">Empresa no encontrada</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Esta empresa no existe o ya no tiene vinculada a tu gestoría, así que no puedes consultar sus datos.
      </p>
      <Link to="/gestoria" className={buttonClasses('outline')}>
        <ArrowLeft aria-hidden="true" />
        Volver a empresas
      </Link>
    </div>
  );
}
