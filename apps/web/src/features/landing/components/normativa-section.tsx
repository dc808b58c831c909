import { Archive, Building2, Clock, Eye, Scale } from 'lucide-react';
import { LandingSection } from './landing-section';

const points = [
  {
    icon: Building2,
    title: 'Quién debe registrar',
    body: (
      <>
        Todas las empresas, sea cual sea su tamaño o sector, y para toda la plantilla: jornada completa o parcial,
        horario fijo o flexible, presencial o en teletrabajo. Quedan fuera el personal de alta dirección y quien no
        trabaja por cuenta ajena (autónomos, socios sin relación laboral). Algunos sectores, como el transporte o el
        trabajo en el mar, tienen además reglas propias de jornada (Real Decreto 1561/1995).
      </>
    ),
  },
  {
    icon: Clock,
    title: 'Qué hay que registrar',
    body: (
      <>
        Cada día, la hora concreta de inicio y de finalización de la jornada de cada persona. Anotar las pausas no es
        obligatorio, pero es la forma de demostrar que un descanso no fue tiempo de trabajo. Las horas extraordinarias
        se registran día a día y se totalizan en el periodo de pago, con copia del resumen a la persona trabajadora
        (art. 35.5 ET).
      </>
    ),
  },
  {
    icon: Archive,
    title: 'Cuánto tiempo se guarda',
    body: (
      <>
        La empresa conserva los registros durante cuatro años. Cómo se organiza el registro se fija por convenio
        colectivo o acuerdo de empresa o, en su defecto, lo decide la empresa tras consultar a la representación legal
        de la plantilla.
      </>
    ),
  },
  {
    icon: Eye,
    title: 'Quién puede consultarlo',
    body: (
      <>
        Los registros deben estar a disposición de las personas trabajadoras, de su representación legal y de la
        Inspección de Trabajo y Seguridad Social, que puede requerirlos en cualquier visita o actuación.
      </>
    ),
  },
  {
    icon: Scale,
    title: 'Qué pasa si no se cumple',
    body: (
      <>
        No registrar la jornada, o hacerlo sin respetar estas reglas, es una infracción grave del artículo 7.5 de la Ley
        sobre Infracciones y Sanciones en el Orden Social (LISOS), sancionada con multas de 751 a 7.500 euros según su
        gravedad (art. 40.1.b LISOS).
      </>
    ),
  },
] as const;

/** #normativa: what art. 34.9 ET requires, stated with its sources. */
export function NormativaSection() {
  return (
    <LandingSection
      id="normativa"
      eyebrow="Normativa"
      title="Registrar la jornada es obligatorio desde 2019"
      tone="tinted"
      intro={
        <>
          El Real Decreto-ley 8/2019 añadió el apartado 9 al artículo 34 del Estatuto de los Trabajadores. Desde el 12
          de mayo de 2019 toda empresa debe llevar un registro diario de la jornada de su plantilla.
        </>
      }
    >
      <div className="grid gap-8 lg:grid-cols-[2fr_3fr]">
        <figure className="flex flex-col gap-4 self-start rounded-2xl border border-teal-200 bg-white p-6 shadow-sm lg:sticky lg:top-24">
          <blockquote className="text-lg leading-relaxed text-slate-800">
            <p>
              «La empresa garantizará el registro diario de jornada, que deberá incluir el horario concreto de inicio y
              finalización de la jornada de trabajo de cada persona trabajadora, sin perjuicio de la flexibilidad
              horaria que se establece en este artículo.»
            </p>
          </blockquote>
          <figcaption className="text-sm font-medium text-slate-600">
            Artículo 34.9 del Estatuto de los Trabajadores (Real Decreto Legislativo 2/2015)
          </figcaption>
        </figure>
        <ul className="grid gap-6 sm:grid-cols-2">
          {points.map(({ icon: Icon, title, body }) => (
            <li key={title} className="flex flex-col gap-2">
              <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                <Icon aria-hidden="true" className="size-5 shrink-0 text-teal-700" />
                {title}
              </h3>
              <p className="text-sm leading-relaxed text-slate-600">{body}</p>
            </li>
          ))}
          <li className="flex flex-col gap-2 rounded-2xl bg-teal-700 p-5 text-white">
            <h3 className="font-semibold">Cómo te ayuda Jornada</h3>
            <p className="text-sm leading-relaxed text-teal-50">
              Cada fichaje queda con su hora y su ubicación en un registro encadenado que no se puede alterar. Una
              corrección necesita aprobación y conserva el dato original, quién la pidió y quién la aprobó.
            </p>
          </li>
        </ul>
      </div>
      <p className="mt-10 text-sm text-slate-600">
        Información divulgativa, actualizada a la normativa vigente; no sustituye el asesoramiento de tu gestoría o de
        un profesional del derecho laboral.
      </p>
    </LandingSection>
  );
}
