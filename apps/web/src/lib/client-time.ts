import { format } from 'date-fns';

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Headers sent with every clock action (SPEC §7): the server logs them next to its own time. */
export function clientTimeHeaders(now: Date, timeZone: string = browserTimeZone()): Record<string, string> {
  return { 'X-Client-Timezone': timeZone, 'X-Client-Time': now.toISOString() };
}

/** SPEC §7 client_time: the device's own wall clock when the button was pressed. */
export function clientTime(now: Date) {
  return { timeString: format(now, 'HH:mm:ss'), dateString: format(now, 'yyyy-MM-dd'), timestamp: now.getTime() };
}
