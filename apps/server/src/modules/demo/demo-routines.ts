import { DEFAULT_OBSERVACIONES } from '@jornada/shared/api/workshift';
import type { WorkMode } from '@jornada/shared/domain/employee-contract';
import { madridToInstant } from '@jornada/shared/domain/madrid-time';
import { weekdayOf } from '@jornada/shared/domain/working-days';
import type { ClockEventKind } from '../../db/schema';

/**
 * How each demo worker and manager works, day after day, for the demo's two months of history
 * (pure: the same dates give the same minutes on every seeding). Full-time people work about 8 h
 * net with one pause; Marta, part time at 50 %, about 4 h.
 */

export interface Place {
  latitude: number;
  longitude: number;
}

export interface DemoRoutine {
  email: string;
  /** Usual start, Madrid wall time HH:mm. */
  start: string;
  /** Minutes from the start to the day's pause, and the pause's length. */
  breakAfter: number;
  breakMinutes: number;
  /** Net minutes worked on an ordinary day. */
  worked: number;
  workplace: Place;
  /** Where a remote day is clocked from. */
  home?: Place;
  /** Remote on these weekdays (1 = Monday … 5 = Friday); only where the company allows it. */
  remoteWeekdays?: number[];
  /** Long days: their positions among each month's working days, the extra minutes and the note. */
  longDays?: { at: number[]; extra: number; note: string };
  /** A note on the end of the shifts of this weekday (1 = Monday; the rest say 'Jornada Regular'). */
  note?: { weekday: number; text: string };
  /** The shift of the last working day before today is left open: a forgotten clock-out. */
  forgetsLastClockOut?: boolean;
  /**
   * One day of the previous month (its position among that month's working days) clocked in late by
   * `lateBy` minutes; an approved correction then states the real start.
   */
  lateStart?: { at: number; lateBy: number; reason: string };
  /**
   * Days (positions among each month's working days) whose morning was clocked without a connection:
   * the start and the pause's start were replayed from the phone's queue when it came back, at the
   * pause's end, so their shifts show flagged.
   */
  offlineMornings?: number[];
}

/** The panadería's two centres: the bakery (Obrador, the default) and its shop (Tienda Centro). */
const bakery = { latitude: 40.4168, longitude: -3.7038 };
const shop = { latitude: 40.4153, longitude: -3.7074 };
const workshop = { latitude: 43.263, longitude: -2.935 };

export const panaderiaRoutines: DemoRoutine[] = [
  {
    email: 'manager@jornada.test',
    start: '07:45',
    breakAfter: 240,
    breakMinutes: 20,
    worked: 480,
    workplace: bakery,
    home: { latitude: 40.4381, longitude: -3.6795 },
    remoteWeekdays: [5],
    longDays: { at: [3, 12], extra: 130, note: 'Inventario mensual y pedidos a proveedores' },
    forgetsLastClockOut: true,
  },
  {
    email: 'trabajador@jornada.test',
    start: '08:00',
    breakAfter: 210,
    breakMinutes: 30,
    worked: 480,
    workplace: bakery,
    longDays: { at: [8], extra: 95, note: 'Pedido especial para una boda' },
    note: { weekday: 5, text: 'Inventario de fin de semana' },
    offlineMornings: [2],
  },
  {
    email: 'javier.moreno@jornada.test',
    start: '08:30',
    breakAfter: 270,
    breakMinutes: 30,
    worked: 480,
    workplace: shop,
    home: { latitude: 40.434, longitude: -3.7037 },
    // Usually remote (his contract); Thursdays at the bakery.
    remoteWeekdays: [1, 2, 3, 5],
  },
  {
    email: 'marta.sanchez@jornada.test',
    start: '16:00',
    breakAfter: 120,
    breakMinutes: 15,
    worked: 240,
    workplace: shop,
    // Part time: the hours beyond her contracted 4 are complementary.
    longDays: { at: [5, 15], extra: 60, note: 'Refuerzo por un pedido de catering' },
    lateStart: {
      at: 6,
      lateBy: 42,
      reason: 'Llegué a las 16:00, pero el móvil se quedó sin batería y fiché al cargarlo',
    },
  },
  {
    email: 'pablo.diaz@jornada.test',
    start: '14:00',
    breakAfter: 240,
    breakMinutes: 30,
    worked: 480,
    workplace: bakery,
    longDays: { at: [10], extra: 60, note: 'Limpieza a fondo del obrador' },
  },
];

export const talleresRoutines: DemoRoutine[] = [
  {
    email: 'trabajador2@jornada.test',
    start: '08:55',
    breakAfter: 240,
    breakMinutes: 60,
    worked: 480,
    workplace: workshop,
    longDays: { at: [4, 14], extra: 120, note: 'Avería urgente de un cliente' },
  },
];

/** A small deterministic spread in [-span, span] from a day and a salt: natural, and stable. */
function spread(day: string, salt: number, span: number): number {
  let h = salt * 2_654_435_761;
  for (const ch of day) h = Math.imul(h ^ ch.charCodeAt(0), 2_246_822_519) >>> 0;
  h ^= h >>> 13;
  return ((Math.imul(h, 3_266_489_917) >>> 0) % (2 * span + 1)) - span;
}

export interface PlannedClock {
  kind: ClockEventKind;
  at: Date;
  place: Place;
  details: Record<string, unknown>;
}

export interface DayOptions {
  /** Position among the month's working days. */
  index: number;
  isPreviousMonth: boolean;
  allowsRemoteWork: boolean;
  /** The worker's last working day before today. */
  isLastDay: boolean;
}

/** The clock actions of one working day, as the worker would have made them. */
export function planWorkday(routine: DemoRoutine, salt: number, day: string, options: DayOptions): PlannedClock[] {
  const [hour, minute] = routine.start.split(':').map(Number) as [number, number];
  // Madrid changes its offset at 02:00/03:00 on Sundays, never on a working day: one base per day.
  const base = (madridToInstant(day, '00:00:00') as Date).getTime() + (hour * 60 + minute) * 60_000;
  const second = (k: number) => (spread(day, salt * 10 + k, 29) + 29) * 1000;
  const at = (minutes: number, k: number) => new Date(base + minutes * 60_000 + second(k));
  const isLate = options.isPreviousMonth && routine.lateStart?.at === options.index;
  const isLong = routine.longDays?.at.includes(options.index) ?? false;
  const start = spread(day, salt, 7) + (isLate ? (routine.lateStart?.lateBy ?? 0) : 0);
  const breakStart = (isLate ? 0 : start) + routine.breakAfter + spread(day, salt + 1, 12);
  const breakEnd = breakStart + routine.breakMinutes + Math.abs(spread(day, salt + 2, 5));
  const extra = isLong ? (routine.longDays?.extra ?? 0) : 0;
  // A late clock-in does not make the day shorter: the worker left at the usual time.
  const end = (isLate ? 0 : start) + routine.worked + (breakEnd - breakStart) + spread(day, salt + 3, 9) + extra;
  const isRemote = options.allowsRemoteWork && (routine.remoteWeekdays ?? []).includes(weekdayOf(day));
  const workMode: WorkMode = isRemote ? 'teletrabajo' : 'presencial';
  const place = isRemote && routine.home ? routine.home : routine.workplace;
  const note = isLong
    ? routine.longDays?.note
    : routine.note?.weekday === weekdayOf(day)
      ? routine.note.text
      : undefined;
  const replayed = (routine.offlineMornings ?? []).includes(options.index)
    ? { offline: true, received_at: at(breakEnd, 2).toISOString() }
    : {};
  const clocks: PlannedClock[] = [
    { kind: 'start', at: at(start, 0), place, details: { work_mode: workMode, ...replayed } },
    { kind: 'break_start', at: at(breakStart, 1), place, details: { ...replayed } },
    { kind: 'break_end', at: at(breakEnd, 2), place, details: {} },
  ];
  if (!(routine.forgetsLastClockOut && options.isLastDay)) {
    clocks.push({ kind: 'end', at: at(end, 3), place, details: { observaciones: note ?? DEFAULT_OBSERVACIONES } });
  }
  return clocks;
}
