import { ChevronDown } from 'lucide-react';
import { LandingSection } from './landing-section';

function faqs(trialDays: number) {
  return [
    {
      question: '¿Es obligatorio llevar un registro de jornada?',
      answer:
        'Sí. Desde el 12 de mayo de 2019 el artículo 34.9 del Estatuto de los Trabajadores obliga a toda empresa a registrar cada día la hora de inicio y de fin de la jornada de cada persona trabajadora, también a tiempo parcial y en teletrabajo.',
    },
    {
      question: '¿Cuánto tiempo se guardan los registros?',
      answer:
        'La ley pide conservarlos cuatro años. Jornada los guarda ese tiempo, también los de quien ya no trabaja en la empresa: al dar de baja a alguien se desactiva su acceso, pero su registro se conserva.',
    },
    {
      question: '¿Qué pasa si alguien olvida fichar la salida?',
      answer:
        'Jornada avisa a esa persona y a quien debe revisarlo. La jornada no se cierra sola con una hora inventada: se corrige con una petición de corrección que aprueba su responsable, y el registro conserva el dato original junto a la corrección.',
    },
    {
      question: '¿Se guarda la ubicación de los trabajadores?',
      answer:
        'Solo en el momento de cada fichaje, nunca de forma continua. La ley de protección de datos (art. 90 LOPDGDD) permite usarla para el control laboral si la empresa informa antes a su plantilla de forma clara.',
    },
    {
      question: '¿Pueden verlo mis trabajadores, su representación o la Inspección?',
      answer:
        'Cada persona ve su propio historial de jornadas desde su cuenta, y la empresa ve el de todo el equipo para mostrárselo a la representación legal o a la Inspección de Trabajo cuando lo pidan.',
    },
    {
      question: '¿Hay que instalar algo?',
      answer:
        'No. Jornada funciona en el navegador del móvil, la tableta o el ordenador. En el ordenador puedes instalarla como aplicación desde esta página, y las apps para iOS y Android llegarán próximamente.',
    },
    {
      question: `¿Qué ocurre al terminar los ${trialDays} días de prueba?`,
      answer:
        'Eliges el plan que encaje con tu equipo y seguís como hasta ahora. Si no eliges ninguno, el acceso se suspende, pero los registros no se borran: la empresa los sigue necesitando durante cuatro años.',
    },
    {
      question: '¿Y si mi empresa tiene necesidades especiales?',
      answer:
        'Si sois muchos o necesitáis algo que los planes no cubren, pide un plan a medida desde la sección de planes o escríbenos desde el formulario de contacto.',
    },
  ];
}

/** #faq: native disclosures, open and close with the keyboard without any script. */
export function FaqSection({ trialDays }: { trialDays: number }) {
  return (
    <LandingSection id="faq" eyebrow="Preguntas frecuentes" title="Resolvemos tus dudas" tone="tinted">
      <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
        {faqs(trialDays).map(({ question, answer }) => (
          <details key={question} className="group px-5 open:bg-slate-50 sm:px-6">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 [&::-webkit-details-marker]:hidden">
              <h3 className="font-semibold text-slate-900">{question}</h3>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="pb-5 leading-relaxed text-slate-600">{answer}</p>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
