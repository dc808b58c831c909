import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { PetitionKindIcon } from './petition-kind-icon';

export const createPaths = {
  tickets: '/petitions/create/ticket',
  vacations: '/petitions/create/vacation',
  wscorrections: '/petitions/create/workshift-correction',
} as const;

const options = [
  {
    kind: 'tickets',
    label: 'Incidencia',
    description: 'Un problema al fichar, con la app o con tu registro.',
  },
  {
    kind: 'vacations',
    label: 'Vacaciones y permisos',
    description: 'Vacaciones, asuntos propios o un permiso, con los días laborables que ocupan.',
  },
  {
    kind: 'wscorrections',
    label: 'Corrección de jornada',
    description: 'Cambiar la hora de entrada, salida o las pausas de una jornada tuya.',
  },
] as const;

/** /petitions?view=create: the three kinds of petition. */
export function CreateOptions() {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">Crear petición</h1>
      <ul className="grid gap-4 md:grid-cols-3">
        {options.map((option) => (
          <li key={option.kind}>
            <Link
              to={createPaths[option.kind]}
              className="block h-full rounded-2xl focus-visible:outline-2 focus-visible:outline-teal-600"
            >
              <Card className="flex h-full items-start gap-3 p-5 transition-colors hover:border-teal-400 dark:hover:border-teal-600">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-teal-50 dark:bg-teal-950">
                  <PetitionKindIcon kind={option.kind} />
                </span>
                <span className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="font-semibold text-slate-900 dark:text-white">{option.label}</span>
                  <span className="text-sm text-slate-600 dark:text-slate-400">{option.description}</span>
                </span>
                <ChevronRight aria-hidden="true" className="mt-2 size-4 shrink-0 text-slate-400" />
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
