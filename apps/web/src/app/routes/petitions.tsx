import { FilePen, Plane, TicketPlus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';

const views = [
  {
    id: 'inbox',
    label: 'Bandeja de entrada',
    description:
      'Aquí verás las incidencias, vacaciones y correcciones de jornada que tienes asignadas, para aprobarlas o rechazarlas.',
  },
  {
    id: 'outbox',
    label: 'Bandeja de salida',
    description: 'Aquí verás las peticiones que has enviado y en qué estado están.',
  },
  {
    id: 'create',
    label: 'Crear',
    description: 'Elige qué quieres solicitar.',
  },
] as const;

const createOptions = [
  { to: '/petitions/create/ticket', label: 'Incidencia', icon: TicketPlus },
  { to: '/petitions/create/vacation', label: 'Vacaciones', icon: Plane },
  { to: '/petitions/create/workshift-correction', label: 'Corrección de jornada', icon: FilePen },
] as const;

/** /petitions?view=inbox|outbox|create (no or unknown view: the inbox). */
export default function PetitionsRoute() {
  const [searchParams] = useSearchParams();
  const current = views.find((view) => view.id === searchParams.get('view')) ?? views[0];
  return (
    <div className="flex flex-col gap-6">
      <nav aria-label="Vistas de peticiones" className="flex flex-wrap gap-2">
        {views.map((view) => (
          <Link
            key={view.id}
            to={`/petitions?view=${view.id}`}
            aria-current={view.id === current.id ? 'page' : undefined}
            className={cn(
              'rounded-full border px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-teal-600',
              view.id === current.id
                ? 'border-teal-700 bg-teal-700 text-white dark:border-teal-500 dark:bg-teal-500 dark:text-slate-950'
                : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800',
            )}
          >
            {view.label}
          </Link>
        ))}
      </nav>
      {current.id === 'create' ? (
        <div className="flex flex-col gap-4">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">Crear petición</h1>
          <ul className="grid gap-4 sm:grid-cols-3">
            {createOptions.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link to={to} className="block rounded-2xl focus-visible:outline-2 focus-visible:outline-teal-600">
                  <Card className="flex items-center gap-3 p-5 transition-colors hover:border-teal-400">
                    <Icon aria-hidden="true" className="size-6 text-teal-700 dark:text-teal-400" />
                    <span className="font-medium text-slate-900 dark:text-white">{label}</span>
                  </Card>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ComingSoon title={current.label} description={current.description} />
      )}
    </div>
  );
}
