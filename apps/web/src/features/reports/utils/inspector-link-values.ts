import {
  type CreateInspectorLinkRequest,
  INSPECTOR_LINK_MAX_DAYS,
  INSPECTOR_LINK_MESSAGES,
  type InspectorLink,
} from '@jornada/shared/api/inspector-links';
import { spanishDate } from '@jornada/shared/domain/calendar';
import { addDays, madridDate, madridTime, madridToInstant } from '@jornada/shared/domain/madrid-time';
import { type ReportPeriod, rangeError } from './period';

/** Days a new link lasts unless the admin says otherwise. */
export const DEFAULT_LINK_DAYS = 7;

/** The form's values: the link is valid until the end of `expiresOn` (Madrid). */
export interface InspectorLinkValues {
  label: string;
  from: string;
  to: string;
  expiresOn: string;
}

export type InspectorLinkErrors = Partial<Record<keyof InspectorLinkValues, string>>;

export function defaultLinkValues(period: ReportPeriod, now: Date): InspectorLinkValues {
  return { label: '', from: period.from, to: period.to, expiresOn: addDays(madridDate(now), DEFAULT_LINK_DAYS) };
}

/** The days the expiry can be: today, up to the last whose end is still within 30 days of now. */
export function expiryBounds(now: Date): { min: string; max: string } {
  const today = madridDate(now);
  return { min: today, max: addDays(today, INSPECTOR_LINK_MAX_DAYS - 1) };
}

export function validateLinkValues(values: InspectorLinkValues, now: Date): InspectorLinkErrors {
  const errors: InspectorLinkErrors = {};
  const label = values.label.trim();
  if (label === '') errors.label = INSPECTOR_LINK_MESSAGES.labelRequired;
  else if (label.length > 120) errors.label = INSPECTOR_LINK_MESSAGES.labelTooLong;
  const range = rangeError(values.from, values.to);
  if (range) errors[range.field] = range.message;
  const { min, max } = expiryBounds(now);
  if (values.expiresOn === '') errors.expiresOn = INSPECTOR_LINK_MESSAGES.expiresRequired;
  else if (values.expiresOn < min) errors.expiresOn = INSPECTOR_LINK_MESSAGES.expiresInPast;
  else if (values.expiresOn > max) errors.expiresOn = INSPECTOR_LINK_MESSAGES.expiresTooFar;
  return errors;
}

/** POST /api/inspector-links body: valid until 23:59:59 Madrid of the chosen day. */
export function toCreateRequest(values: InspectorLinkValues): CreateInspectorLinkRequest {
  const expires = madridToInstant(values.expiresOn, '23:59:59');
  return {
    label: values.label.trim(),
    from: values.from,
    to: values.to,
    expires_at: (expires ?? new Date(Number.NaN)).toISOString(),
  };
}

export type LinkState = 'active' | 'expired' | 'revoked';

export function linkState(link: Pick<InspectorLink, 'expires_at' | 'revoked_at'>, now: Date): LinkState {
  if (link.revoked_at !== null) return 'revoked';
  return Date.parse(link.expires_at) <= now.getTime() ? 'expired' : 'active';
}

export const linkStateLabels: Record<LinkState, string> = {
  active: 'Activo',
  expired: 'Caducado',
  revoked: 'Revocado',
};

/** '24/11/2026 23:59' in Madrid, or '—' for none. */
export function formatInstant(iso: string | null): string {
  if (iso === null) return '—';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '—';
  return `${spanishDate(madridDate(instant))} ${madridTime(instant).slice(0, 5)}`;
}
