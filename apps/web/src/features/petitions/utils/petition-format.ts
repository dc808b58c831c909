import { type Petition, type PetitionStatus, petitionStatusLabels } from '@jornada/shared/api/petitions';
import { madridDate, madridTime } from '@jornada/shared/domain/madrid-time';

/** yyyy-MM-dd → dd/MM/yyyy. */
export function formatDay(date: string): string {
  const [y, m, d] = date.slice(0, 10).split('-');
  return y && m && d ? `${d}/${m}/${y}` : date;
}

/** An instant as 'dd/MM/yyyy HH:mm' in Madrid; '—' when unreadable. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return `${formatDay(madridDate(date))} ${madridTime(date).slice(0, 5)}`;
}

/** 'HH:mm:ss' → 'HH:mm'; null → '--:--'. */
export function shortTime(time: string | null | undefined): string {
  return time ? time.slice(0, 5) : '--:--';
}

/** A correction filed by a manager or admin is accepted by the worker, not approved. */
export function statusLabel(status: PetitionStatus, requiresAcceptance: boolean): string {
  if (requiresAcceptance && status === 'approved') return 'Aceptada';
  return petitionStatusLabels[status];
}

export function decisionLabels(requiresAcceptance: boolean): { approve: string; reject: string } {
  return { approve: requiresAcceptance ? 'Aceptar' : 'Aprobar', reject: 'Rechazar' };
}

export interface HistoryEntry {
  id: 'created' | 'decided' | 'cancelled' | 'waiting';
  title: string;
  who: string | null;
  at: string | null;
  comment: string | null;
}

/** Who did what and when, oldest first; a pending petition ends with who it is waiting for. */
export function petitionHistory(petition: Petition): HistoryEntry[] {
  const entries: HistoryEntry[] = [
    {
      id: 'created',
      title: petition.requires_acceptance ? 'Propuesta' : 'Enviada',
      who: petition.requester_name,
      at: petition.created_at,
      comment: null,
    },
  ];
  // A cancelled petition may have been approved first (a vacation given back before it started).
  const decision = petition.status === 'cancelled' && petition.decided_at !== null ? 'approved' : petition.status;
  if (decision === 'approved' || decision === 'rejected') {
    entries.push({
      id: 'decided',
      title: statusLabel(decision, petition.requires_acceptance),
      who: petition.decided_by_name,
      at: petition.decided_at,
      comment: petition.decision_comment,
    });
  }
  if (petition.status === 'cancelled') {
    entries.push({
      id: 'cancelled',
      title: 'Cancelada',
      who: petition.requester_name,
      at: petition.cancelled_at,
      comment: null,
    });
  } else if (petition.status === 'pending') {
    const names = petition.assignees.map((a) => a.name).filter(Boolean);
    entries.push({
      id: 'waiting',
      title: petition.requires_acceptance ? 'Pendiente de aceptar' : 'Pendiente de decisión',
      who: names.length > 0 ? names.join(', ') : null,
      at: null,
      comment: null,
    });
  }
  return entries;
}
