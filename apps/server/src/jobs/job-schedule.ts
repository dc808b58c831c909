/**
 * A job's schedule: run once every `everySeconds`, in periods counted from the Unix epoch, so every
 * instance agrees on which period "now" is in (the lease is taken per period, ADR 028). The cron
 * expression croner ticks on fires at the start of each period when the period divides a minute, an
 * hour or a day evenly; otherwise it ticks every minute (or second) and the period still decides,
 * so a job runs once per period whatever the tick.
 */
export interface JobSchedule {
  /** Seconds per period; 0: the job is off (it still runs by name from the CLI). */
  everySeconds: number;
}

export function periodOf(schedule: JobSchedule, now: Date): number {
  return Math.floor(now.getTime() / (schedule.everySeconds * 1000));
}

export function cronOf(schedule: JobSchedule): string | null {
  const s = schedule.everySeconds;
  if (s <= 0) return null;
  if (s < 60) return 60 % s === 0 ? `*/${s} * * * * *` : '* * * * * *';
  const minutes = s / 60;
  if (minutes < 60) return Number.isInteger(minutes) && 60 % minutes === 0 ? `0 */${minutes} * * * *` : '0 * * * * *';
  const hours = minutes / 60;
  if (Number.isInteger(hours) && 24 % hours === 0) return `0 0 */${hours} * * *`;
  return '0 * * * * *';
}

/** How the `jobs` command shows a schedule: "cada 15 min", "cada 5 s", "desactivado". */
export function describeSchedule(schedule: JobSchedule): string {
  const s = schedule.everySeconds;
  if (s <= 0) return 'desactivado';
  if (s % 3600 === 0) return `cada ${s / 3600} h`;
  if (s % 60 === 0) return `cada ${s / 60} min`;
  return `cada ${s} s`;
}

/**
 * How long a lease outlives its holder's crash before another instance takes the period over:
 * one period (at least a minute, at most 15), longer than any run of these jobs should take.
 */
export function leaseMsOf(schedule: JobSchedule): number {
  return Math.min(Math.max(schedule.everySeconds * 1000, 60_000), 15 * 60_000);
}
