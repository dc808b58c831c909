import {
  centreName,
  compact,
  describeChange,
  formatValue,
  isRecord,
  type LogNames,
  num,
  peopleNames,
  personName,
  shiftName,
  spanishDay,
  text,
  workModeLabel,
} from './log-values';

const accessLabels: Record<string, string> = {
  invitation: 'invitación por email',
  temporary_password: 'contraseña temporal',
};

const nameAndEmail = (name: string | undefined, email: string | undefined) =>
  name && email ? `${name} (${email})` : (name ?? email);

const hasIds = (value: unknown) => Array.isArray(value) && value.length > 0;

/** An employee.* action: who it was about, then what happened to them. */
export function summarizeEmployee(
  action: string,
  d: Record<string, unknown>,
  entityId: string | null,
  names: LogNames,
): string[] {
  const subject = personName(entityId, names);
  switch (action) {
    case 'employee.created':
      return compact([
        nameAndEmail(text(d.name), text(d.email)),
        text(d.role) && formatValue('role', d.role, names),
        d.manager_id != null && `Manager: ${peopleNames(d.manager_id, names)}`,
        d.shift_id != null && `Turno: ${shiftName(d.shift_id, names)}`,
        d.centre_id != null && `Centro: ${centreName(d.centre_id, names)}`,
        text(d.access) && `Acceso: ${accessLabels[text(d.access) ?? ''] ?? 'otro'}`,
      ]);
    case 'employee.updated': {
      const field = text(d.field) ?? '';
      return compact([
        subject,
        describeChange(field, d.from, d.to, names) ?? 'Otro dato modificado',
        hasIds(d.removed_managers) && `Deja de tener manager: ${peopleNames(d.removed_managers, names)}`,
        hasIds(d.removed_team) && `Deja de dirigir a: ${peopleNames(d.removed_team, names)}`,
      ]);
    }
    case 'employee.deactivated':
      return compact([
        nameAndEmail(text(d.name) ?? subject, text(d.email)),
        text(d.role) && formatValue('role', d.role, names),
      ]);
    case 'employee.reactivated': {
      const since = spanishDay(d.deactivated_at);
      // Their centre was archived meanwhile: they came back to the default one.
      const centre = isRecord(d.centre_id) ? d.centre_id : undefined;
      return compact([
        text(d.name) ?? subject,
        since && `De baja desde el ${since}`,
        centre && describeChange('centre_id', centre.from, centre.to, names),
      ]);
    }
    case 'employee.credentials_updated':
      return compact([
        subject,
        text(d.email_to) && `Email: ${text(d.email_from) ?? '—'} → ${text(d.email_to)}`,
        d.password === 'changed' && 'Contraseña temporal asignada',
      ]);
    case 'employee.invitation_failed':
      return compact([subject, 'No se pudo enviar la invitación: se le asignó una contraseña temporal']);
    case 'employee.invitation_resent':
      return compact([
        subject,
        d.access === 'temporary_password'
          ? 'Se le asignó una contraseña temporal'
          : `Nuevo enlace a ${text(d.email) ?? '—'}`,
      ]);
    case 'employee.contract_added': {
      const minutes = num(d.weekly_minutes);
      const percent = num(d.part_time_percent);
      return compact([
        subject,
        spanishDay(d.effective_from) && `Desde el ${spanishDay(d.effective_from)}`,
        percent !== undefined && (percent < 100 ? `Parcial ${formatValue('', percent, names)}\u00a0%` : 'Completa'),
        minutes !== undefined && `${formatValue('', Math.round((minutes / 60) * 100) / 100, names)}\u00a0h semanales`,
        workModeLabel(d.work_mode),
        d.replaces_contract_id != null && 'Sustituye al registrado antes para el mismo día',
      ]);
    }
    case 'employee.overtime_settled': {
      const month = text(d.month);
      const mode = d.mode === 'compensated' ? 'Compensadas con descanso' : d.mode === 'paid' ? 'Pagadas' : undefined;
      // Older entries (before settlements kept their minutes) have none.
      const settled = num(d.settled_minutes);
      return compact([
        subject,
        month && `Horas extra de ${month.slice(5, 7)}/${month.slice(0, 4)}`,
        mode && settled !== undefined
          ? `${mode}: ${Math.floor(settled / 60)}:${String(settled % 60).padStart(2, '0')} h`
          : mode,
      ]);
    }
    case 'employee.manager_added':
    case 'employee.manager_removed':
      return compact([subject, `Manager: ${peopleNames(d.manager_id, names)}`]);
    case 'employee.anonymised': {
      const years = num(d.retention_years);
      return [
        years !== undefined
          ? `Datos personales borrados tras ${years} años de conservación`
          : 'Datos personales borrados tras el plazo de conservación',
      ];
    }
    default:
      return compact([subject]);
  }
}
