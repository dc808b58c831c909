import { TRIAL_DAYS } from '@jornada/shared/api/plans';
import { Inbox, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PublicFrame } from '../../../components/layouts/public-frame';
import { buttonClasses } from '../../../components/ui/button';

const highlights = [
  {
    icon: MapPin,
    title: 'Fichaje con ubicación',
    text: 'Tu equipo ficha la entrada, las pausas y la salida desde el móvil o el ordenador.',
  },
  {
    icon: Inbox,
    title: 'Peticiones en un solo sitio',
    text: 'Incidencias, vacaciones y correcciones de jornada, con bandeja de entrada y de salida.',
  },
  {
    icon: Users,
    title: 'Para empresas y gestorías',
    text: 'Administradores, managers, trabajadores y la gestoría que os asesora, cada uno con su acceso.',
  },
] as const;

/** Minimal public landing at '/' (the full landing page comes in a later version). */
export function LandingPage({ pricing }: { pricing: ReactNode }) {
  return (
    <PublicFrame>
      <section id="inicio" className="flex flex-col items-center gap-6 py-10 text-center sm:py-16">
        <span className="rounded-full bg-teal-50 px-3 py-1 text-sm font-medium text-teal-800">
          {TRIAL_DAYS} días de prueba gratis
        </span>
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
          El registro de jornada de tu empresa, sencillo y conforme a la ley
        </h1>
        <p className="max-w-2xl text-lg text-pretty text-slate-600">
          Jornada registra cada día la hora de entrada y de salida de tu plantilla, como exige la normativa española de
          registro horario, y lo guarda listo para consultarlo.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/register" className={buttonClasses('primary', 'lg')}>
            Prueba gratis
          </Link>
          <Link to="/login" className={buttonClasses('outline', 'lg')}>
            Iniciar sesión
          </Link>
        </div>
      </section>
      <section aria-label="Qué incluye" className="grid gap-4 pb-12 md:grid-cols-3">
        {highlights.map(({ icon: Icon, title, text }) => (
          <div key={title} className="rounded-2xl border border-slate-200 bg-white p-6">
            <Icon aria-hidden="true" className="size-6 text-teal-700" />
            <h2 className="mt-3 font-semibold text-slate-900">{title}</h2>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </div>
        ))}
      </section>
      <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 pb-12">
        <h2 id="pricing-title" className="mb-2 text-2xl font-bold tracking-tight text-slate-900">
          Planes
        </h2>
        <p className="mb-6 text-slate-600">Todos los planes empiezan con {TRIAL_DAYS} días de prueba gratis.</p>
        {pricing}
      </section>
    </PublicFrame>
  );
}
