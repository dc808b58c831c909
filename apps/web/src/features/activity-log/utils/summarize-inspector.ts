import { madridDate, madridTime } from '@jornada/shared/domain/madrid-time';
import { compact, spanishDay, text } from './log-values';

const formatLabels: Record<string, string> = { json: 'JSON', csv: 'CSV', xlsx: 'Excel (XLSX)', pdf: 'PDF' };

/** A user agent is long and says little past its start: enough to tell two devices apart. */
const MAX_AGENT_LENGTH = 90;

function period(d: Record<string, unknown>): string | undefined {
  const from = spanishDay(d.from);
  const to = spanishDay(d.to);
  return from && to ? (from === to ? from : `${from}–${to}`) : undefined;
}

function instant(value: unknown): string | undefined {
  const date = new Date(text(value) ?? '');
  if (Number.isNaN(date.getTime())) return undefined;
  return `${madridDate(date).split('-').reverse().join('/')} ${madridTime(date).slice(0, 5)}`;
}

function month(value: unknown): string | undefined {
  const m = text(value);
  return m && /^\d{4}-\d{2}$/.test(m) ? `${m.slice(5)}/${m.slice(0, 4)}` : undefined;
}

function download(d: Record<string, unknown>): string | undefined {
  switch (d.download) {
    case 'page':
      return 'Consulta de la página del enlace';
    case 'register': {
      const format = formatLabels[text(d.format) ?? ''] ?? 'otro formato';
      return compact([`Registro en ${format}`, period(d)]).join(' · ');
    }
    case 'bundle':
      return compact([month(d.month) ? `Paquete del mes ${month(d.month)}` : 'Paquete mensual', period(d)]).join(' · ');
    default:
      return undefined;
  }
}

function agent(value: unknown): string | undefined {
  const ua = text(value);
  if (!ua) return undefined;
  return `Navegador: ${ua.length > MAX_AGENT_LENGTH ? `${ua.slice(0, MAX_AGENT_LENGTH)}…` : ua}`;
}

/** inspector_link.* and inspector.access: which link, and what the inspector fetched with it. */
export function summarizeInspector(action: string, d: Record<string, unknown>): string[] {
  const label = text(d.label) && `«${text(d.label)}»`;
  switch (action) {
    case 'inspector_link.create':
      return compact([
        label,
        period(d) && `Periodo: ${period(d)}`,
        instant(d.expires_at) && `Caduca el ${instant(d.expires_at)}`,
      ]);
    case 'inspector_link.revoke':
      return compact([label, period(d) && `Periodo: ${period(d)}`]);
    case 'inspector.access':
      return compact([label, download(d), agent(d.user_agent)]);
    default:
      return compact([label]);
  }
}
