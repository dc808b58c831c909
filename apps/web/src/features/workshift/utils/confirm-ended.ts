import type { Workshift } from '@jornada/shared/api/workshift';

/** SPEC §4.1, §9: after ending, check up to 3 times, 1 s apart. */
export const POST_END_CHECK_ATTEMPTS = 3;
export const POST_END_CHECK_INTERVAL_MS = 1000;
export const END_STATUS_DELAY_WARNING =
  'El estado de la jornada puede tardar unos segundos en actualizarse. Si sigue en progreso, recarga la página.';

/** "Empty, completed or inactive" (SPEC §4.1): anything but an open shift. */
export function isEndConfirmed(shift: Workshift | null): boolean {
  return shift === null || (shift.status !== 'in_progress' && shift.status !== 'on_break');
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks for the current shift until it is no longer open: true as soon as one answer confirms the end,
 * false after `attempts` answers that don't (a failed request counts as not confirmed). Each answer
 * goes to `onShift` so the card shows it at once.
 */
export async function confirmEnded({
  fetchCurrent,
  onShift,
  attempts = POST_END_CHECK_ATTEMPTS,
  intervalMs = POST_END_CHECK_INTERVAL_MS,
}: {
  fetchCurrent: () => Promise<Workshift | null>;
  onShift?: (shift: Workshift | null) => void;
  attempts?: number;
  intervalMs?: number;
}): Promise<boolean> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const shift = await fetchCurrent();
      onShift?.(shift);
      if (isEndConfirmed(shift)) return true;
    } catch (error) {
      console.warn('No se pudo comprobar el estado de la jornada', error);
    }
    if (attempt < attempts) await wait(intervalMs);
  }
  return false;
}
