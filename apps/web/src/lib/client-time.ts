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

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * SPEC §7 client_time: the device's own wall clock when the button was pressed (HH:mm:ss and
 * yyyy-MM-dd in the device's zone). Written by hand: the POS kiosk shares it, and date-fns here would
 * split date-fns into more chunks named by the router (the landing's bundle budget).
 */
export function clientTime(now: Date) {
  return {
    timeString: `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`,
    dateString: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    timestamp: now.getTime(),
  };
}
