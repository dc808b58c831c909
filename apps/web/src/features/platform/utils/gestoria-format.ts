import type { AdminCompany, AdminGestoriaDetails } from '@jornada/shared/api/admin';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import type { StatusTone } from '../../../lib/status-tones';

/** 'dd/MM/yyyy' of an instant in Europe/Madrid; '—' for an unreadable one. */
export function formatGestoriaDay(iso: string | null | undefined): string {
  const date = new Date(iso ?? '');
  if (Number.isNaN(date.getTime())) return '—';
  return madridDate(date).split('-').reverse().join('/');
}

/** '1 empresa', '3 empresas'. */
export function countText(count: number, singular: string, plural: string): string {
  return `${count.toLocaleString('es-ES')} ${count === 1 ? singular : plural}`;
}

type GestoriaUser = AdminGestoriaDetails['users'][number];

export interface UserStatusPill {
  label: string;
  tone: StatusTone;
}

/** A gestoría user's state: Activo or Inactivo, and 'Pendiente de activar' until they chose a password. */
export function gestoriaUserStatus(user: Pick<GestoriaUser, 'active' | 'activated'>): UserStatusPill[] {
  const pills: UserStatusPill[] = [
    user.active ? { label: 'Activo', tone: 'success' } : { label: 'Inactivo', tone: 'neutral' },
  ];
  if (!user.activated) pills.push({ label: 'Pendiente de activar', tone: 'warning' });
  return pills;
}

/** Linking a company to this gestoría: already its own, free, or advised by another one that it replaces. */
export type CompanyLinkState = { kind: 'linked' } | { kind: 'free' } | { kind: 'replaces'; gestoriaName: string };

export function companyLinkState(company: Pick<AdminCompany, 'gestoria'>, gestoriaId: number): CompanyLinkState {
  if (!company.gestoria) return { kind: 'free' };
  if (company.gestoria.id === gestoriaId) return { kind: 'linked' };
  return { kind: 'replaces', gestoriaName: company.gestoria.name };
}

/** A company has at most one gestoría: linking it here takes it away from the other one. */
export function replaceWarning(companyName: string, previous: string, next: string): string {
  return `«${companyName}» está vinculada a «${previous}». Si la vinculas a «${next}», «${previous}» dejará de tener acceso: una empresa solo puede tener una gestoría.`;
}
