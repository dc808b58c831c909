import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { demoSlides } from '../utils/demo-slides';
import { DemoCarousel } from './demo-carousel';

const promises = ['Sin instalación: móvil y ordenador', 'Registros guardados 4 años', 'Sin tarjeta durante la prueba'];

/** #inicio: the offer, the 14-day free trial (SPEC §9) and the demo carousel. */
export function HeroSection({ trialDays }: { trialDays: number }) {
  return (
    <section
      id="inicio"
      aria-labelledby="inicio-title"
      tabIndex={-1}
      className="scroll-mt-16 bg-gradient-to-b from-teal-50 via-white to-white pt-12 pb-16 focus:outline-none sm:pt-20"
    >
      <div className="mx-auto flex max-w-6xl flex-col items-center px-4 text-center sm:px-6">
        <p className="rounded-full bg-teal-100 px-3 py-1 text-sm font-semibold text-teal-900">
          {trialDays} días de prueba gratis
        </p>
        <h1
          id="inicio-title"
          className="mt-5 max-w-4xl text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-6xl"
        >
          El registro de jornada de tu empresa, sin papeles y conforme a la ley
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-pretty text-slate-600 sm:text-xl">
          Tu equipo ficha la entrada, las pausas y la salida desde el móvil o el ordenador. Jornada guarda cada registro
          los cuatro años que exige el artículo 34.9 del Estatuto de los Trabajadores, a mano para tu plantilla, su
          representación y la Inspección de Trabajo.
        </p>
        <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Link to="/register" className={buttonClasses('primary', 'lg')}>
            Empieza tu prueba gratis
          </Link>
          <Link to={{ pathname: '/', hash: '#pricing' }} className={cn(buttonClasses('outline', 'lg'))}>
            Ver planes y precios
          </Link>
        </div>
        <ul className="mt-6 flex flex-col gap-x-6 gap-y-2 text-sm text-slate-700 sm:flex-row">
          {promises.map((promise) => (
            <li key={promise} className="flex items-center justify-center gap-1.5">
              <CheckCircle2 aria-hidden="true" className="size-4 text-teal-700" />
              {promise}
            </li>
          ))}
        </ul>
        <div className="mt-14 w-full">
          <DemoCarousel slides={demoSlides} />
        </div>
      </div>
    </section>
  );
}
