import { ArrowLeft, Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** An unknown or mistyped company id: said plainly, with the way back to the list. */
export function CompanyNotFound() {
  return (
    <Card className="mx-auto flex w-full max-w-lg flex-col items-center gap-3 px-6 py-12 text-center">
      <Building2 aria-hidden="true" className="size-10 text-slate-400" />
      <h1 className="text-xl font-semibold text-slate-900 dark:text-white">Empresa no encontrada</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        No existe ninguna empresa con esta dirección. Puede que el enlace esté mal copiado.
      </p>
      <Link to="/companies" className={buttonClasses('outline', 'md')}>
        <ArrowLeft aria-hidden="true" />
        Volver a las empresas
      </Link>
    </Card>
  );
}
