import { Bell, CalendarClock, Coffee, FileClock, History, Inbox, Link2, Users } from 'lucide-react';
import { LandingSection } from './landing-section';

const features = [
  {
    icon: CalendarClock,
    title: 'Fichaje en un toque',
    text: 'Entrada, pausa, reanudación y salida desde el móvil o el ordenador, con la ubicación del momento del fichaje.',
  },
  {
    icon: Coffee,
    title: 'Pausas con vuestras reglas',
    text: 'Máximo de pausas al día, intervalo mínimo entre ellas y si cuentan o no como tiempo trabajado.',
  },
  {
    icon: History,
    title: 'Historial de jornadas',
    text: 'Cada persona ve sus días con entrada, salida, pausas y horas totales; la empresa, los de todo el equipo.',
  },
  {
    icon: Users,
    title: 'Plantilla, managers y turnos',
    text: 'Altas con invitación por email, equipos con su manager y turnos con días y horario, dentro del límite de tu plan.',
  },
  {
    icon: Inbox,
    title: 'Peticiones con aprobación',
    text: 'Incidencias, vacaciones y correcciones de jornada con bandeja de entrada y de salida para quien las aprueba.',
  },
  {
    icon: Link2,
    title: 'Registro encadenado',
    text: 'Los fichajes no se editan ni se borran: una corrección aprobada se añade y conserva el dato original.',
  },
  {
    icon: Bell,
    title: 'Avisos a tiempo',
    text: 'Notificaciones en la aplicación y por email: peticiones nuevas, decisiones y salidas sin fichar.',
  },
  {
    icon: FileClock,
    title: 'Registro de actividad',
    text: 'Quién hizo qué y cuándo: altas, cambios de configuración y fichajes, con filtros por persona y fecha.',
  },
] as const;

/** #features: what the product does today. */
export function FeaturesSection() {
  return (
    <LandingSection
      id="features"
      eyebrow="Funcionalidades"
      title="Todo lo que necesita el registro horario de tu empresa"
      intro="Pensado para quien ficha cada día y para quien gestiona al equipo, sin formación previa."
    >
      <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex flex-col gap-2">
            <span className="flex size-11 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-2 font-semibold text-slate-900">{title}</h3>
            <p className="text-sm leading-relaxed text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
