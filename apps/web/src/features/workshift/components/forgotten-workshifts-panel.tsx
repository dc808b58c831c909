import { AlertTriangle, FilePen } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useForgottenWorkshifts } from '../api/get-forgotten-workshifts';
import { correctionLink } from './forgotten-clockout-banner';

const ddmmyyyy = (date: string) => date.split('-').reverse().join('/');

/**
 * For company admins and managers: who left a shift open past the company's limit ('Olvido de
 * fichar salida'). Only shown when there is someone; the shift is closed by a correction, never here.
 */
export function ForgottenWorkshiftsPanel({ scope }: { scope: 'company' | 'team' }) {
  const forgotten = useForgottenWorkshifts({ isEnabled: true });
  if (!forgotten.data || forgotten.data.length === 0) return null;
  return (
    <Card className="border-amber-300 dark:border-amber-800" aria-labelledby="forgotten-title">
      <CardHeader>
        <CardTitle id="forgotten-title" className="flex items-center gap-2 text-lg">
          <AlertTriangle aria-hidden="true" className="size-5 text-amber-600" />
          Olvido de fichar salida
        </CardTitle>
        <CardDescription>
          {scope === 'company' ? 'Personas de la empresa' : 'Personas de tu equipo'} con una jornada abierta desde hace
          demasiadas horas. Pídeles que la cierren con una corrección de jornada indicando la hora real de salida, o
          propón tú la corrección para que la acepten.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {forgotten.data.map((shift) => (
            <li key={shift.workshift_id} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
              <span className="font-medium text-slate-900 dark:text-white">{shift.user_name}</span>
              <span className="text-slate-600 dark:text-slate-400">
                Entrada el {ddmmyyyy(shift.fecha)} a las {shift.hora_inicio} · abierta hace{' '}
                {Math.floor(shift.hours_open)} h
              </span>
              <Link
                to={correctionLink(shift.workshift_id)}
                className="inline-flex items-center gap-1 font-medium text-teal-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600 dark:text-teal-400"
              >
                <FilePen aria-hidden="true" className="size-4" />
                Proponer corrección
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
