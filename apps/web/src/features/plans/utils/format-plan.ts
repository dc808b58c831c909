import { UNLIMITED_USERS } from '@jornada/shared/api/plans';

const euros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });

export function formatMonthlyPrice(cents: number): string {
  return `${euros.format(Math.max(0, cents) / 100)} / mes`;
}

/** SPEC §9: 999999 means no user limit. */
export function formatUserLimit(limit: number): string {
  if (limit >= UNLIMITED_USERS) return 'Usuarios ilimitados';
  return limit === 1 ? 'Hasta 1 usuario' : `Hasta ${limit} usuarios`;
}

/** ?plan= from the URL as a positive integer id, or undefined. */
export function parsePlanId(value: string | null): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}

const wholeEuros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** The price on a plan card: '29 €', or '9,50 €' when it has cents. */
export function formatPlanPrice(cents: number): string {
  const value = Math.max(0, cents);
  return value % 100 === 0 ? wholeEuros.format(value / 100) : euros.format(value / 100);
}
