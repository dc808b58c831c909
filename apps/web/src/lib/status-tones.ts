import type { PetitionStatus } from '@jornada/shared/api/petitions';
import type { WorkshiftStatus } from '@jornada/shared/api/workshift';
import type { CompanyState } from '@jornada/shared/domain/subscription';

/** What a status means at a glance; StatusPill draws each tone in one set of colours. */
export type StatusTone = 'neutral' | 'success' | 'warning' | 'danger';

/** A shift: working is green, on a break amber, not started or finished neutral. */
export const workshiftStatusTones: Record<WorkshiftStatus | 'not_started', StatusTone> = {
  not_started: 'neutral',
  in_progress: 'success',
  on_break: 'warning',
  completed: 'neutral',
};

/** A petition: waiting is amber, approved green, rejected red, cancelled neutral. */
export const petitionStatusTones: Record<PetitionStatus, StatusTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

/** The tone of a shift status that may be missing or unknown (an older or newer server): neutral. */
export function workshiftTone(status: string | null | undefined): StatusTone {
  return (workshiftStatusTones as Record<string, StatusTone>)[status ?? ''] ?? 'neutral';
}

/** A company's subscription state: in use green, on trial neutral, expired amber, suspended red. */
export const companyStateTones: Record<CompanyState, StatusTone> = {
  trial: 'neutral',
  active: 'success',
  expired: 'warning',
  suspended: 'danger',
};

/** The Spanish word for each state, wherever a company's state is shown (console, gestoría portal). */
export const companyStateLabels: Record<CompanyState, string> = {
  trial: 'En prueba',
  active: 'Activa',
  expired: 'Caducada',
  suspended: 'Suspendida',
};
