import { type PetitionStatus, petitionKindLabels, petitionStatusLabels } from '@jornada/shared/api/petitions';
import { compact, describeChanges, type LogNames, num, peopleNames, personName, spanishDay, text } from './log-values';

/** 'Vacaciones y permisos de Lucía Fernández': the petition's kind in Spanish and whom it is for. */
function petitionOf(d: Record<string, unknown>, names: LogNames): string {
  const kind = (petitionKindLabels as Record<string, string>)[text(d.table_name) ?? ''] ?? 'Petición';
  const employee = personName(d.employee_id, names);
  return employee ? `${kind} de ${employee}` : kind;
}

const quoted = (value: unknown) => {
  const comment = text(value);
  return comment && `Comentario: «${comment}»`;
};

/** A petition.* action: which petition, for whom, and what the decision or change was. */
export function summarizePetition(action: string, d: Record<string, unknown>, names: LogNames): string[] {
  switch (action) {
    case 'petition.created':
      return compact([
        petitionOf(d, names),
        Array.isArray(d.assigned_to) && d.assigned_to.length > 0 && `Asignada a ${peopleNames(d.assigned_to, names)}`,
      ]);
    case 'petition.approved':
    case 'petition.rejected':
      return compact([petitionOf(d, names), quoted(d.comment)]);
    case 'petition.cancelled': {
      const before = petitionStatusLabels[text(d.from_status) as PetitionStatus];
      return compact([petitionOf(d, names), before && `Estaba ${before.toLowerCase()}`]);
    }
    case 'petition.correction_applied': {
      const superseded = Array.isArray(d.supersedes) ? d.supersedes.length : 0;
      return compact([
        personName(d.user_id, names) && `Jornada de ${personName(d.user_id, names)}`,
        num(d.petition_id) !== undefined && `Según la petición n.º ${num(d.petition_id)}`,
        superseded > 0 && `Sustituye ${superseded === 1 ? '1 fichaje' : `${superseded} fichajes`}`,
      ]);
    }
    default:
      return [];
  }
}

/** holiday.* and vacation_allowance.*: the calendar of the company. */
export function summarizeCalendar(
  action: string,
  d: Record<string, unknown>,
  entity: string | null,
  entityId: string | null,
  names: LogNames,
): string[] {
  if (action === 'vacation_allowance.updated') {
    const whose = entity === 'employee' ? personName(entityId, names) : 'Toda la empresa';
    return compact([whose, ...describeChanges({ vacation_days_per_year: d.vacation_days_per_year }, names)]);
  }
  return compact([text(d.name), spanishDay(d.date)]);
}
