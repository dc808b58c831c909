import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** A gestoría id that does not exist (a 404, or an address that is no id at all). */
export function GestoriaNotFound() {
  return (
    <Card className="mx-auto flex w-full max-w-lg flex-col items-center gap-4 p-8 text-center">
      <SearchX aria-hidden="true" className="size-10 text-slate-400" />
      <div className="flex flex-col gap-1">
        <h1 className="text-xl font-semibold text-slate-900 dark:text-white">Gestoría no encontrada</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No existe ninguna gestoría con esta dirección. Puede que el enlace esté mal escrito.
        </p>
      </div>
      <Link to="/gestorias" className={buttonClasses('outline', 'md')}>
        <ArrowLeft aria-hidden="true" />
        Volver a gestorías
      </Link>
    </Card>
  );
}
