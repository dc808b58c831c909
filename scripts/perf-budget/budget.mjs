/**
 * The pure half of the performance budget: the long-task sum, measures against limits, the messages and
 * the suggested limits. No browser here, so the unit tests drive it with plain lists.
 */

/** A task over this many milliseconds blocks input; only what is over it counts (as Lighthouse's TBT). */
export const LONG_TASK_MS = 50;

/**
 * Blocking time of the long tasks that started in [from, to): the sum of (duration − 50 ms).
 * `tasks` are `{ startTime, duration }` in milliseconds, as PerformanceObserver('longtask') gives them.
 */
export function sumBlockingTime(tasks, { from = 0, to = Number.POSITIVE_INFINITY } = {}) {
  let total = 0;
  for (const task of tasks) {
    if (task.startTime < from || task.startTime >= to) continue;
    total += Math.max(0, task.duration - LONG_TASK_MS);
  }
  return total;
}

const number1 = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const number0 = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 });

/** A measure's value in its unit, Spanish style: «123,4 KiB», «12 peticiones», «85 ms». */
export function formatValue(value, unit) {
  if (unit === 'bytes') return `${number1.format(value / 1024)} KiB`;
  if (unit === 'ms') return `${number0.format(value)} ms`;
  return `${number0.format(value)} ${value === 1 ? 'petición' : 'peticiones'}`;
}

/**
 * Compares each measure with its limit. `measures` are `{ id, label, unit, value }`; `limits` maps an id
 * to its maximum. Returns one row per measure: `{ ...measure, limit, isOver, message }`. A measure with
 * no limit is an error in the limits file, not a pass: it says so and counts as over.
 */
export function compareToLimits(measures, limits) {
  return measures.map((measure) => {
    const limit = limits[measure.id];
    if (typeof limit !== 'number' || limit <= 0) {
      return { ...measure, limit: null, isOver: true, message: `sin límite válido en limits.json (${measure.id})` };
    }
    const value = formatValue(measure.value, measure.unit);
    const max = formatValue(limit, measure.unit);
    const difference = measure.value - limit;
    const percent = number0.format((Math.abs(difference) / limit) * 100);
    if (difference > 0) {
      const over = formatValue(difference, measure.unit);
      return {
        ...measure,
        limit,
        isOver: true,
        message: `${value}: supera el presupuesto (${max}) en ${over} (+${percent} %)`,
      };
    }
    const margin = formatValue(Math.abs(difference), measure.unit);
    return { ...measure, limit, isOver: false, message: `${value}; límite ${max}, margen ${margin} (${percent} %)` };
  });
}

/**
 * Limits to propose from today's figures: times get `timeMargin` (they vary with the machine), bytes and
 * requests `countMargin` (they only change with the code). Rounded up: whole KiB, whole requests, tens of
 * milliseconds (at least 100 ms, so a start-up with almost no long task is not held to zero), and
 * always at least one request more than today.
 */
export function suggestLimits(measures, { timeMargin = 1, countMargin = 0.07 } = {}) {
  // Up, but not past a whole number that floating point missed by a hair (100 KiB × 1,07 is 107 KiB).
  const roundUp = (value) => Math.ceil(value - 1e-9);
  const suggested = {};
  for (const { id, unit, value } of measures) {
    if (unit === 'ms') suggested[id] = Math.max(100, roundUp((value * (1 + timeMargin)) / 10) * 10);
    else if (unit === 'bytes') suggested[id] = roundUp((value * (1 + countMargin)) / 1024) * 1024;
    // At least one more: 7 % of eleven files rounds to no room at all.
    else suggested[id] = Math.max(value + 1, roundUp(value * (1 + countMargin)));
  }
  return suggested;
}

/** Each measure's smallest value across runs (load on the machine only ever adds time). */
export function minimumOf(runs) {
  return runs[0].map((first) => ({
    ...first,
    value: Math.min(...runs.map((run) => run.find((measure) => measure.id === first.id)?.value ?? Number.NaN)),
  }));
}
