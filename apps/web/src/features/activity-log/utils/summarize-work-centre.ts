import { compact, describeChanges, type LogNames, num, text } from './log-values';

/** '40.4168, -3.7038 · radio de 150 m', or nothing without coordinates. */
function placeOf(d: Record<string, unknown>): string | undefined {
  const lat = num(d.latitude);
  const lon = num(d.longitude);
  if (lat === undefined || lon === undefined) return undefined;
  const radius = num(d.radius_meters);
  return `${lat.toFixed(4)}, ${lon.toFixed(4)}${radius === undefined ? '' : ` · radio de ${radius}\u00a0m`}`;
}

/** A work_centre.* action: the centre's name, then what it was or what changed. */
export function summarizeWorkCentre(action: string, d: Record<string, unknown>, names: LogNames): string[] {
  switch (action) {
    case 'work_centre.created':
    case 'work_centre.archived':
      return compact([text(d.name), text(d.address), placeOf(d)]);
    case 'work_centre.updated':
      return compact([text(d.name), ...describeChanges(d.changes, names)]);
    default:
      return compact([text(d.name)]);
  }
}
