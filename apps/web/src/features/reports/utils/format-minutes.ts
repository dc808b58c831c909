/** Minutes as H:MM, as the register shows durations ('0:00', '7:05', '166:40'; '-0:30' below zero). */
export function formatMinutes(minutes: number): string {
  if (!Number.isFinite(minutes)) return '--:--';
  const sign = minutes < 0 ? '-' : '';
  const whole = Math.round(Math.abs(minutes));
  return `${sign}${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
