import { compact, describeChange, isRecord, type LogNames, peopleNames, text } from './log-values';

/** A terminal's allowed employees: null is everyone. */
const employees = (ids: unknown, names: LogNames) => (ids === null ? 'todos' : peopleNames(ids, names));
const yesNo = (value: unknown) => (value === true ? 'Sí' : value === false ? 'No' : undefined);

function terminal(d: Record<string, unknown>): string | undefined {
  const name = text(d.name) ?? text(d.terminal);
  const idAcceso = text(d.id_acceso);
  if (!name) return idAcceso;
  return idAcceso ? `«${name}» (${idAcceso})` : `«${name}»`;
}

/** A terminal's edit: its own fields, the rest as the other changes. */
function terminalChanges(changes: unknown, names: LogNames): string[] {
  if (!isRecord(changes)) return [];
  return compact(
    Object.entries(changes).map(([field, change]) => {
      const { from, to } = isRecord(change) ? change : { from: undefined, to: change };
      if (field === 'employee_ids') return `Empleados: ${employees(from, names)} → ${employees(to, names)}`;
      if (field === 'require_employee_pin') return `PIN personal: ${yesNo(from) ?? '—'} → ${yesNo(to) ?? '—'}`;
      return describeChange(field, from, to, names) ?? 'Otro dato modificado';
    }),
  );
}

function sessionsEnded(value: unknown): string | undefined {
  const n = typeof value === 'number' ? value : undefined;
  if (!n) return undefined;
  return n === 1 ? '1 sesión cerrada' : `${n} sesiones cerradas`;
}

function countersCleared(value: unknown): string | undefined {
  const n = typeof value === 'number' ? value : undefined;
  if (!n) return undefined;
  return n === 1 ? '1 contador de intentos fallidos borrado' : `${n} contadores de intentos fallidos borrados`;
}

/** pos_terminal.*, pos.* and kiosk_pin.*: which terminal, who may clock there, what changed. */
export function summarizePos(action: string, d: Record<string, unknown>, names: LogNames): string[] {
  switch (action) {
    case 'pos_terminal.created':
      return compact([
        terminal(d),
        'employee_ids' in d && `Empleados: ${employees(d.employee_ids, names)}`,
        yesNo(d.require_employee_pin) && `PIN personal: ${yesNo(d.require_employee_pin)}`,
      ]);
    case 'pos_terminal.updated':
      return compact([terminal({ name: d.name }), ...terminalChanges(d.changes, names)]);
    case 'pos_terminal.pin_changed':
    case 'pos_terminal.revoked':
      return compact([terminal(d), sessionsEnded(d.sessions_ended)]);
    case 'pos_terminal.lockouts_cleared':
      return compact([
        terminal(d),
        d.employee_id == null ? 'Todo el terminal' : `Empleado: ${peopleNames(d.employee_id, names)}`,
        countersCleared(d.cleared),
      ]);
    case 'pos.login':
      return compact([terminal(d)]);
    case 'kiosk_pin.set':
      return compact([d.replaced === true ? 'Sustituye al anterior' : d.replaced === false && 'Primer PIN']);
    default:
      return [];
  }
}
