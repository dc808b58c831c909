import type { AdminCompanyDetails } from '@jornada/shared/api/admin';
import { UNLIMITED_USERS } from '@jornada/shared/api/plans';
import { addDays, madridDate } from '@jornada/shared/domain/madrid-time';
import { trialLastDay } from '../../../lib/platform-log-wording';

const dayText = (isoDay: string) => isoDay.split('-').reverse().join('/');

/** A 'yyyy-MM-dd' day (the server's last clock day) as dd/MM/yyyy; '—' for none. */
export function formatIsoDay(isoDay: string | null | undefined): string {
  return isoDay && /^\d{4}-\d{2}-\d{2}$/.test(isoDay) ? dayText(isoDay) : '—';
}

/**
 * The trial's last day as dd/MM/yyyy: the day the platform admin typed when extending it (a trial
 * set to a day ends at the next Madrid midnight, which would otherwise read as the day after).
 */
export function formatTrialEnd(endsAt: string | null | undefined): string {
  const day = trialLastDay(endsAt);
  return day ? dayText(day) : '—';
}

/** 'users / limit', the plan's 999999 as 'Ilimitados'. */
export function formatUsers(users: number, limit: number): string {
  return `${users} / ${limit >= UNLIMITED_USERS ? 'Ilimitados' : limit}`;
}

/** The same in words, for screen readers and the details card. */
export function usersSentence(users: number, limit: number): string {
  const active = users === 1 ? '1 usuario activo' : `${users} usuarios activos`;
  return limit >= UNLIMITED_USERS ? `${active}, sin límite` : `${active} de ${limit}`;
}

/**
 * The new last day of a trial extended by `days`: counted from its current last day, or from today
 * when the trial has already ended (or never had an end), so '+14 días' always gives 14 more days.
 */
export function extendedTrialDay(company: Pick<AdminCompanyDetails, 'trial_ends_at'>, days: number, now = new Date()) {
  const today = madridDate(now);
  const lastDay = trialLastDay(company.trial_ends_at);
  const from = lastDay && lastDay > today ? lastDay : today;
  return addDays(from, days);
}

/** The trial form's starting value: its current last day, else today. */
export function trialDayInputValue(company: Pick<AdminCompanyDetails, 'trial_ends_at'>, now = new Date()): string {
  return trialLastDay(company.trial_ends_at) ?? madridDate(now);
}

/** Where a trial stands, for the trial card: still running, already over, or with no end set. */
export function trialSentence(company: Pick<AdminCompanyDetails, 'trial_ends_at'>, now = new Date()): string {
  const lastDay = trialLastDay(company.trial_ends_at);
  if (!lastDay || !company.trial_ends_at) return 'Sin fecha de fin.';
  const isOver = new Date(company.trial_ends_at).getTime() <= now.getTime();
  return isOver ? `Terminó el ${dayText(lastDay)}.` : `Termina el ${dayText(lastDay)}.`;
}

/** The list's 'Fin de la prueba': none for a company already on a paid subscription (its trial no longer counts). */
export function listTrialEnd(company: Pick<AdminCompanyDetails, 'state' | 'trial_ends_at'>): string {
  return company.state === 'active' ? '—' : formatTrialEnd(company.trial_ends_at);
}
