import { BadgeCheck, Hourglass, ShieldCheck, Sparkles, UsersRound } from 'lucide-react';
import { LandingSection } from './landing-section';

const benefits = [
  {
    icon: ShieldCheck,
    title: 'Cumples la ley sin esfuerzo',
    text: 'El registro diario que exige el artículo 34.9, guardado cuatro años y listo para enseñarlo si llega una inspección.',
  },
  {
    icon: Hourglass,
    title: 'Menos horas de papeleo',
    text: 'Adiós a las hojas de firmas y a las hojas de cálculo: las horas y las pausas se suman solas.',
  },
  {
    icon: UsersRound,
    title: 'Transparencia con tu equipo',
    text: 'Cada persona ve su propio registro y sigue sus peticiones. Menos dudas y menos discusiones a fin de mes.',
  },
  {
    icon: BadgeCheck,
    title: 'Un registro que resiste una revisión',
    text: 'Nada se sobrescribe: cada corrección queda con quién la pidió, quién la aprobó y por qué.',
  },
  {
    icon: Sparkles,
    title: 'En marcha hoy mismo',
    text: 'Das de alta tu empresa, invitas a tu equipo por email y empezáis a fichar. Sin instalaciones ni permanencia.',
  },
] as const;

/** #benefits: why a company picks it. */
export function BenefitsSection({ trialDays }: { trialDays: number }) {
  return (
    <LandingSection
      id="benefits"
      eyebrow="Beneficios"
      title="Tranquilidad para la empresa, claridad para el equipo"
      tone="tinted"
    >
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {benefits.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-6">
            <Icon aria-hidden="true" className="size-7 text-teal-700" />
            <h3 className="mt-1 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="text-sm leading-relaxed text-slate-600">{text}</p>
          </li>
        ))}
        <li className="flex flex-col justify-center gap-2 rounded-2xl bg-slate-900 p-6 text-white">
          <p className="text-3xl font-bold">{trialDays} días</p>
          <p className="text-sm leading-relaxed text-slate-200">
            para probarlo con tu equipo real, gratis y sin tarjeta. Si no te convence, no pagas nada.
          </p>
        </li>
      </ul>
    </LandingSection>
  );
}
