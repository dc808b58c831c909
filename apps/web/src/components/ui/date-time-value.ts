/**
 * A date-and-time value as forms hold it ('yyyy-MM-ddTHH:mm', Madrid wall time, what a
 * datetime-local input gave) split into the day and the time a DateInput and a TimeInput edit.
 */

/** 'yyyy-MM-ddTHH:mm' → its day and time; a part not given is ''. */
export function splitDateTime(value: string): { date: string; time: string } {
  const [date = '', time = ''] = value.split('T');
  return { date, time: time.slice(0, 5) };
}

/**
 * The day and the time back into one value: '' when both are empty. With only one of them the value
 * is incomplete ('2025-07-24T', 'T14:00') so a schema refuses it rather than reading it as no time.
 */
export function joinDateTime(date: string, time: string): string {
  return date === '' && time === '' ? '' : `${date}T${time}`;
}
