import { compact, type LogNames, personName, spanishDay, text } from './log-values';

const formatLabels: Record<string, string> = {
  json: 'en pantalla',
  csv: 'en CSV',
  xlsx: 'en Excel (XLSX)',
  pdf: 'en PDF',
};

function month(value: unknown): string | undefined {
  const m = text(value);
  return m && /^\d{4}-\d{2}$/.test(m) ? `${m.slice(5)}/${m.slice(0, 4)}` : undefined;
}

function period(d: Record<string, unknown>): string | undefined {
  const from = spanishDay(d.from);
  const to = spanishDay(d.to);
  return from && to ? (from === to ? from : `${from}–${to}`) : undefined;
}

/** gestoria.access: what the gestoría read; gestoria.unlinked has nothing to add. */
export function summarizeGestoria(action: string, d: Record<string, unknown>, entity: string | null, names: LogNames) {
  if (action !== 'gestoria.access') return [];
  const format = formatLabels[text(d.format) ?? ''];
  const employee = personName(d.employee_id, names);
  switch (entity) {
    case 'register':
      return compact([format ? `Registro ${format}` : 'Registro', period(d), employee]);
    case 'alerts':
      return compact(['Alertas de cumplimiento', month(d.month)]);
    case 'employees':
      return ['Lista de empleados'];
    case 'bundle':
      return compact(['Paquete mensual', month(d.month)]);
    case 'overtime':
      return compact([
        'Horas extra',
        text(d.year) ?? (typeof d.year === 'number' ? String(d.year) : undefined),
        employee,
      ]);
    case 'contracts':
      return compact(['Contratos', employee]);
    case 'payroll':
      return compact([format ? `Datos para nóminas ${format}` : 'Datos para nóminas', month(d.month)]);
    default:
      return [];
  }
}
