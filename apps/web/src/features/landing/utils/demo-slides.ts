/**
 * The demo carousel's screenshots: real captures of this app with the demo data, made by
 * e2e/scripts/capture-demo-screenshots.ts into apps/web/public/demo/<file>-<width>.webp.
 * Regenerate them with that script whenever these screens change.
 */
export interface DemoSlide {
  file: string;
  title: string;
  caption: string;
  alt: string;
}

export const DEMO_WIDTHS = [640, 720, 1280] as const;
/** Every capture is 1280 × 800 CSS pixels (16:10). */
export const DEMO_ASPECT = { width: 1280, height: 800 } as const;

export const demoSlides: readonly DemoSlide[] = [
  {
    file: 'fichaje',
    title: 'Fichar en un toque',
    caption: 'El trabajador inicia, pausa y termina su jornada; el tiempo trabajado se actualiza solo.',
    alt: 'Pantalla de inicio de un trabajador con la jornada en curso: tiempo trabajado en grande, estado «Trabajando» y botones para iniciar una pausa o finalizar la jornada.',
  },
  {
    file: 'historial',
    title: 'Historial de jornadas',
    caption: 'Cada persona consulta sus días con hora de entrada, salida, pausas y horas totales.',
    alt: 'Historial de jornadas de un trabajador: lista de días con hora de inicio, hora de fin, tiempo de pausa y horas trabajadas.',
  },
  {
    file: 'empleados',
    title: 'Plantilla y equipos',
    caption: 'La empresa da de alta a su gente, asigna managers y turnos, y ve quién está trabajando.',
    alt: 'Lista de empleados de la empresa agrupados por equipo, con su rol, su estado de hoy y acciones para editar.',
  },
  {
    file: 'peticiones',
    title: 'Peticiones con aprobación',
    caption: 'Incidencias, vacaciones y correcciones de jornada llegan a quien debe aprobarlas.',
    alt: 'Bandeja de entrada de peticiones de la empresa con solicitudes de vacaciones y correcciones de jornada pendientes de aprobar.',
  },
  {
    file: 'actividad',
    title: 'Registro de actividad',
    caption: 'Quién hizo qué y cuándo: fichajes, altas y cambios de configuración quedan anotados.',
    alt: 'Registro de actividad de la empresa: tabla con fecha y hora, persona, acción realizada y detalle.',
  },
];

export function demoSrcSet(file: string): string {
  return DEMO_WIDTHS.map((width) => `/demo/${file}-${width}.webp ${width}w`).join(', ');
}
