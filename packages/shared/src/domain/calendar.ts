/** First and last yyyy-MM-dd of a month. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** dd/MM/yyyy of a yyyy-MM-dd date, as Spanish readers write it. */
export function spanishDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** Month names as Spanish writes them (lower case), January first. */
export const spanishMonthNames = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** 'noviembre de 2026' of a yyyy-MM month. */
export function spanishMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${spanishMonthNames[m - 1]} de ${year}`;
}

/** '22 de noviembre de 2026' of a yyyy-MM-dd date. */
export function spanishLongDate(date: string): string {
  return `${Number(date.slice(8, 10))} de ${spanishMonth(date.slice(0, 7))}`;
}
